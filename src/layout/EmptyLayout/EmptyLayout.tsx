import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink';
import { EmptyMain, EmptyRoot } from './EmptyLayout.styles';

export interface EmptyLayoutProps {
  /** The site-entry warning (NL and DE only) and the signup modal. */
  overlays?: ReactNode;
  progress?: ReactNode;
  children?: ReactNode;
}

/** SPEC §2 empty layout: the screen alone, for signup pages. */
export function EmptyLayout({ overlays, progress, children }: EmptyLayoutProps) {
  return (
    <EmptyRoot>
      {progress}
      <SkipLink />
      <EmptyMain id="main" tabIndex={-1}>
        {children}
      </EmptyMain>
      {overlays}
    </EmptyRoot>
  );
}
