export { OneTimePaymentNotice } from './OneTimePaymentNotice';
export type { OneTimePaymentNoticeProps } from './OneTimePaymentNotice';
