import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Dots, TypingRoot } from './TypingIndicator.styles';

export interface TypingIndicatorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The member who is typing. */
  name: string;
  /** They are typing now. */
  active: boolean;
}

/**
 * "Anna is typing…" with three bouncing dots (still under reduced motion). The live region stays mounted while
 * idle so the words are announced when typing starts.
 */
export function TypingIndicator({ name, active, ...rest }: TypingIndicatorProps) {
  const { t } = useTranslation('chat');
  return (
    <TypingRoot role="status" data-typing={active || undefined} {...rest}>
      {active ? (
        <>
          <Dots aria-hidden="true">
            <span />
            <span />
            <span />
          </Dots>
          <span>{t('typing', { name })}</span>
        </>
      ) : null}
    </TypingRoot>
  );
}
