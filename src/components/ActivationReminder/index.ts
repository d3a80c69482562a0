export { ActivationReminder } from './ActivationReminder';
export type { ActivationReminderProps } from './ActivationReminder';
