import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipAnchor } from './SkipLink.styles';

export interface SkipLinkProps {
  /** The id of the element to move focus to; the layouts' `<main>` has id `main`. */
  targetId?: string;
}

/** The first focusable element of every layout: jumps past the navigation to the main content. */
export function SkipLink({ targetId = 'main' }: SkipLinkProps) {
  const { t } = useTranslation('layout');
  // Focus the target directly rather than changing the URL hash, which a router would treat as a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <SkipAnchor href={`#${targetId}`} onClick={onClick}>
      {t('skip_to_content')}
    </SkipAnchor>
  );
}
