export { Alert, ALERT_TONES } from './Alert';
export type { AlertProps } from './Alert';
