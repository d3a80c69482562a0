export { MessageText, MESSAGE_LINK_REL } from './MessageText';
export type { MessageTextProps } from './MessageText';
