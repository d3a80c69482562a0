export { ConversationScreen } from './ConversationScreen';
export type { ConversationScreenProps } from './ConversationScreen';
