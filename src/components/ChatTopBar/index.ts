export { ChatTopBar } from './ChatTopBar';
export type { ChatTopBarProps, ChatProfile } from './ChatTopBar';
