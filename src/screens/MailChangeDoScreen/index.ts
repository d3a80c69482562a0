export { MailChangeDoScreen } from './MailChangeDoScreen';
export type { MailChangeDoScreenProps } from './MailChangeDoScreen';
