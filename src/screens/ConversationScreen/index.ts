export { ConversationScreen } from './ConversationScreen';
export type { ConversationScreenProps, ReplyWithin } from './ConversationScreen';
