export { ActiveDiscountNotice } from './ActiveDiscountNotice';
export type { ActiveDiscountNoticeProps, ActiveDiscount } from './ActiveDiscountNotice';
