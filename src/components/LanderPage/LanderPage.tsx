import { useId, type ReactNode } from 'react';
import type { NicheId } from '../../../theme/niches';
import { LanderCta } from '../LanderCta';
import { LanderHero, type LanderHeroProps } from '../LanderHero';
import { useNicheCopy } from './nicheCopy';
import { FinaleBand, FinaleBody, FinaleInner, FinaleTitle, PageRoot } from './LanderPage.styles';

/** A member as the landers show them: the visitor's preview of the search, or the featured member. */
export interface LanderMember {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  /** A photo URL path the server gives (the main image's thumbnail); null shows a drawn silhouette. */
  photoUrl: string | null;
  /** The same photo at full size, for the places that show it large (a swipe card, a slideshow). */
  largePhotoUrl?: string | null;
  online: boolean;
}

/** What every lander screen takes: the copy variant, where signup opens, and the members to show. */
export interface LanderScreenProps {
  /** The niche whose copy the page speaks (the slug's prefix, else the site's niche). */
  copyVariant: NicheId;
  siteName: string;
  /** Opens the signup flow (the modal over the page on desktop, the signup page on a phone). */
  signupHref: string;
  /** The visitor's preview of the members; empty when the site shows none to visitors. */
  members: readonly LanderMember[];
  /** The members are still loading: tiles show placeholders. */
  membersLoading?: boolean;
}

/** The hero of a lander: the page gives it the copy variant's kicker and the signup button. */
export interface LanderPageHero extends Omit<LanderHeroProps, 'cta' | 'kicker'> {
  /** The signup button's words; "Sign up free" when left out. */
  ctaLabel?: string;
  /** Replaces the copy variant's kicker. */
  kicker?: string;
}

export interface LanderPageProps {
  /** The page's name for tests and analytics (`data-lander`). */
  name: string;
  /** The niche copy variant: the hero's kicker and the closing band speak to that audience. */
  copyVariant: NicheId;
  /** Where every signup button of the page leads. */
  signupHref: string;
  hero: LanderPageHero;
  children?: ReactNode;
  /** The closing band's heading; every lander ends with it and its signup button. */
  finaleTitle: string;
  /** Replaces the copy variant's lead under the closing heading. */
  finaleBody?: string;
  finaleCta?: string;
}

/**
 * The frame of every landing page (and the home page): the hero with the signup button, the page's sections, and
 * the closing signup band — every lander ends in signup (SPEC §2).
 */
export function LanderPage({ name, copyVariant, signupHref, hero, children, finaleTitle, finaleBody, finaleCta }: LanderPageProps) {
  const copy = useNicheCopy(copyVariant);
  const finaleId = useId();
  const { ctaLabel, kicker = copy.kicker, ...heroProps } = hero;
  const cta = <LanderCta href={signupHref} label={ctaLabel} align={hero.layout === 'centered' ? 'center' : 'start'} />;
  return (
    <PageRoot data-lander={name}>
      <LanderHero {...heroProps} kicker={kicker} cta={cta} />
      {children}
      <FinaleBand aria-labelledby={finaleId}>
        <FinaleInner>
          <FinaleTitle id={finaleId}>{finaleTitle}</FinaleTitle>
          <FinaleBody>{finaleBody ?? copy.lead}</FinaleBody>
          {/* The band is the primary colour: its button takes the secondary so it stands out. */}
          <LanderCta href={signupHref} label={finaleCta} align="center" size="lg" variant="secondary" />
        </FinaleInner>
      </FinaleBand>
    </PageRoot>
  );
}
