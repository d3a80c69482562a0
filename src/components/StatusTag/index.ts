export { StatusTag, STATUS_TONES } from './StatusTag';
export type { StatusTagProps, StatusTone } from './StatusTag';
