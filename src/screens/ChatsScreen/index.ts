export { ChatsScreen } from './ChatsScreen';
export type { ChatsScreenProps, ChatListItemData, ChatPreviewMessage } from './ChatsScreen';
