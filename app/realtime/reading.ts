/**
 * The conversation the member has open and in view in this tab (set by the conversation page while the tab is
 * visible). Its new messages are read at once, so the chat list does not count them as unread in between.
 */
let reading: number | null = null;

export function setReadingConversation(conversationId: number | null): void {
  reading = conversationId;
}

export function readingConversation(): number | null {
  return reading;
}
