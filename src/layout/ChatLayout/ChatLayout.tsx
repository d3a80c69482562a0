import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink';
import { ChatMain, ChatRoot } from './ChatLayout.styles';

export interface ChatLayoutProps {
  /** The site-entry warning (SPEC §2: on this layout only for NL and DE; the app decides). */
  overlays?: ReactNode;
  progress?: ReactNode;
  /** The conversation screen; it fills the height (give it `flex: 1`). */
  children?: ReactNode;
}

/** SPEC §2 chat layout: bare and full height, for the conversation screen. */
export function ChatLayout({ overlays, progress, children }: ChatLayoutProps) {
  return (
    <ChatRoot>
      {progress}
      <SkipLink />
      <ChatMain id="main" tabIndex={-1}>
        {children}
      </ChatMain>
      {overlays}
    </ChatRoot>
  );
}
