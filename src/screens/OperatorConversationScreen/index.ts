export { OperatorConversationScreen } from './OperatorConversationScreen';
export type { OperatorConversationScreenProps, OperatorFictionalProfile, OperatorMemberProfile } from './OperatorConversationScreen';
