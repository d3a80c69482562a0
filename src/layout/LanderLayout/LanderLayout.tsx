import type { ReactNode } from 'react';
import { SiteBrand } from '../SiteBrand';
import { SkipLink } from '../SkipLink';
import { LanderMain, LanderRoot, LogoBar, LogoBarInner } from './LanderLayout.styles';

export interface LanderLayoutProps {
  siteName: string;
  homeHref: string;
  /** The `Footer` (with the legal disclaimer). */
  footer: ReactNode;
  /** The site-entry warning (NL and DE only). */
  overlays?: ReactNode;
  progress?: ReactNode;
  children?: ReactNode;
}

/** SPEC §2 lander layout: a logo bar, the landing page, the footer. No navigation to distract from signing up. */
export function LanderLayout({ siteName, homeHref, footer, overlays, progress, children }: LanderLayoutProps) {
  return (
    <LanderRoot>
      {progress}
      <SkipLink />
      <LogoBar>
        <LogoBarInner>
          <SiteBrand siteName={siteName} homeHref={homeHref} />
        </LogoBarInner>
      </LogoBar>
      <LanderMain id="main" tabIndex={-1}>
        {children}
      </LanderMain>
      {footer}
      {overlays}
    </LanderRoot>
  );
}
