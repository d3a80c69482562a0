export { OperatorInboxScreen } from './OperatorInboxScreen';
export type { OperatorClaim, OperatorInboxItem, OperatorInboxScreenProps, OperatorInboxSite } from './OperatorInboxScreen';
