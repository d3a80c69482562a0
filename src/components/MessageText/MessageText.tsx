import { useMemo, type HTMLAttributes } from 'react';
import { MessageLink, TextRoot } from './MessageText.styles';
import { safeLinks } from './safeLinks';

/** What a member's link may do: open in a new tab, pass no referrer or opener, and carry no search-engine weight. */
export const MESSAGE_LINK_REL = 'noopener noreferrer nofollow ugc';

export interface MessageTextProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** The message as the member typed it. Rendered as text, never as HTML. */
  text: string;
}

/**
 * A member's message text (SEC-13): React text nodes only, never `dangerouslySetInnerHTML`; http(s) addresses
 * become links that open in a new tab without opener or referrer, and anything else (`javascript:`, `data:` …)
 * stays inert text.
 */
export function MessageText({ text, ...rest }: MessageTextProps) {
  const parts = useMemo(() => safeLinks(text), [text]);
  return (
    <TextRoot dir="auto" {...rest}>
      {parts.map((part, index) =>
        part.kind === 'link' ? (
          <MessageLink key={index} href={part.href} target="_blank" rel={MESSAGE_LINK_REL}>
            {part.text}
          </MessageLink>
        ) : (
          part.text
        ),
      )}
    </TextRoot>
  );
}
