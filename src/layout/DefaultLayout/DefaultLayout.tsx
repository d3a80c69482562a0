import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink';
import { WarningsArea } from '../WarningsArea';
import { LayoutRoot, Main } from './DefaultLayout.styles';

export interface DefaultLayoutProps {
  /** The `TopNav`. */
  topNav: ReactNode;
  /** Alerts shown under the navigation, most important first; the layout stacks them. */
  warnings?: ReactNode;
  /** The `Footer` (which carries the legal disclaimer). */
  footer: ReactNode;
  /** Modals that belong to the layout: the site-entry warning and the signup modal. */
  overlays?: ReactNode;
  /** The page-load progress bar. */
  progress?: ReactNode;
  children?: ReactNode;
}

/** SPEC §2 default layout: top navigation, warnings area, main content, footer. */
export function DefaultLayout({ topNav, warnings, footer, overlays, progress, children }: DefaultLayoutProps) {
  return (
    <LayoutRoot>
      {progress}
      <SkipLink />
      {topNav}
      <WarningsArea>{warnings}</WarningsArea>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {footer}
      {overlays}
    </LayoutRoot>
  );
}
