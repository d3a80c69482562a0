export { CheckoutModeNotice } from './CheckoutModeNotice';
export type { CheckoutModeNoticeProps } from './CheckoutModeNotice';
