export { FictionalNotice } from './FictionalNotice';
export type { FictionalNoticeProps } from './FictionalNotice';
