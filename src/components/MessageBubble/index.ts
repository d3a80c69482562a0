export { MessageBubble, MESSAGE_KINDS } from './MessageBubble';
export type { MessageBubbleProps, ChatMessageData, ChatMessageKind, ChatMessageStatus } from './MessageBubble';
