import { useId, type ReactNode } from 'react';
import { HeroCopy, HeroInner, HeroKicker, HeroLead, HeroMedia, HeroRoot, HeroTitle } from './LanderHero.styles';

export const LANDER_HERO_LAYOUTS = ['split', 'centered', 'cover'] as const;
export type LanderHeroLayout = (typeof LANDER_HERO_LAYOUTS)[number];
export const LANDER_HERO_TONES = ['light', 'dark'] as const;
export type LanderHeroTone = (typeof LANDER_HERO_TONES)[number];

export interface LanderHeroProps {
  /** A short line above the heading: the audience. */
  kicker?: string;
  /** The page's only h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Usually a `LanderCta`. */
  cta?: ReactNode;
  /** Art, photos or an animation: beside the copy (`split`), under it (`centered`) or behind it (`cover`). */
  media?: ReactNode;
  /** Extras under the call to action: badges, counters. */
  children?: ReactNode;
  layout?: LanderHeroLayout;
  /** `light`: the primary tint. `dark`: the theme's dark colour, for night-time pages. */
  tone?: LanderHeroTone;
}

/**
 * The first block of a landing or home page. Its copy always sits on a solid token colour (never on the picture),
 * so it stays readable in every niche; the media is decoration or a preview beside or behind it.
 */
export function LanderHero({ kicker, title, lead, cta, media, children, layout = 'split', tone = 'light' }: LanderHeroProps) {
  const titleId = useId();
  return (
    <HeroRoot aria-labelledby={titleId} $tone={tone} $layout={layout} data-hero-layout={layout}>
      {layout === 'cover' && media ? <HeroMedia $layout={layout}>{media}</HeroMedia> : null}
      <HeroInner $layout={layout}>
        <HeroCopy $layout={layout} $tone={tone}>
          {kicker ? <HeroKicker>{kicker}</HeroKicker> : null}
          <HeroTitle id={titleId}>{title}</HeroTitle>
          {lead ? <HeroLead>{lead}</HeroLead> : null}
          {cta}
          {children}
        </HeroCopy>
        {layout !== 'cover' && media ? <HeroMedia $layout={layout}>{media}</HeroMedia> : null}
      </HeroInner>
    </HeroRoot>
  );
}
