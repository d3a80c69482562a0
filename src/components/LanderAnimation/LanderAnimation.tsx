import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { usePrefersReducedMotion } from '../../../theme/motion';
import { largePhoto, photosFirst, type LanderMember } from '../LanderPage';
import { LanderMemberPhoto } from '../LanderMemberPhoto';
import {
  AnimationRoot,
  Bokeh,
  Bubble,
  Caption,
  CityScene,
  Pop,
  Scene,
  Slide,
  SlideCaption,
  Sky,
  ToggleButton,
} from './LanderAnimation.styles';

export const LANDER_ANIMATION_KINDS = ['city', 'slideshow'] as const;
export type LanderAnimationKind = (typeof LANDER_ANIMATION_KINDS)[number];

export interface LanderAnimationProps {
  /** `city`: lights of a city at night with messages and hearts rising. `slideshow`: members' photos cross-fading. */
  kind: LanderAnimationKind;
  /** What the animation shows, for screen readers. */
  label: string;
  /** The slideshow's members (the first one is its poster). */
  members?: readonly LanderMember[];
  /** Force the poster (still frame), as reduced motion does. */
  poster?: boolean;
  className?: string;
}

const LIGHTS = Array.from({ length: 12 }, (_, index) => ({
  x: (index * 61 + 17) % 400,
  y: 40 + ((index * 43) % 200),
  r: 10 + (index % 4) * 7,
  delay: (index % 6) * 1.1,
}));

const POPS = [
  { x: 70, y: 230, kind: 'bubble' as const, delay: 0 },
  { x: 300, y: 240, kind: 'heart' as const, delay: 2 },
  { x: 190, y: 250, kind: 'bubble' as const, delay: 4 },
  { x: 340, y: 200, kind: 'heart' as const, delay: 6 },
];

function City({ still }: { still: boolean }) {
  const { color } = useTheme();
  const lights = [color.primary, color.secondary, color.premium, color.info];
  return (
    <CityScene viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <Sky width="400" height="300" fill={color.dark} $still={still} />
      {LIGHTS.map((light, index) => (
        <Bokeh
          key={`${light.x}-${light.y}`}
          cx={light.x}
          cy={light.y}
          r={light.r}
          fill={lights[index % lights.length] ?? color.primary}
          $still={still}
          style={{ animationDelay: `${light.delay}s` }}
        />
      ))}
      <path d="M0 300V210h30v-30h26v50h20v-70h34v60h18v-40h30v80h22v-100h40v70h24v-40h28v60h22v-80h36v90h20v-50h30v100z" fill={color.onDark} opacity="0.14" />
      {POPS.map((pop) => (
        <Pop key={pop.x} transform={`translate(${pop.x} ${pop.y})`} $still={still} style={{ animationDelay: `${pop.delay}s` }}>
          {pop.kind === 'bubble' ? (
            <Bubble>
              <rect x="-22" y="-14" width="44" height="28" rx="10" fill={color.surface} />
              <path d="M-8 14l-6 10 14-10z" fill={color.surface} />
              <circle cx="-10" cy="0" r="3" fill={color.primary} />
              <circle cx="0" cy="0" r="3" fill={color.primary} />
              <circle cx="10" cy="0" r="3" fill={color.primary} />
            </Bubble>
          ) : (
            <path d="M0 -6C-3-11-12-9-12-2c0 6 8 11 12 15 4-4 12-9 12-15 0-7-9-9-12-4z" transform="scale(1.6)" fill={color.primary} />
          )}
        </Pop>
      ))}
    </CityScene>
  );
}

function Slideshow({ members, still }: { members: readonly LanderMember[]; still: boolean }) {
  const { t } = useTranslation('landing');
  const slides = photosFirst(members).slice(0, 5);
  if (slides.length === 0) return <City still={still} />;
  const shown = still ? slides.slice(0, 1) : slides;
  return (
    <>
      {shown.map((member, index) => (
        <Slide key={member.id} $index={index} $count={shown.length} $still={still} aria-hidden="true">
          <LanderMemberPhoto src={largePhoto(member)} shape="square" seed={member.id} />
          <SlideCaption>
            {member.age === null ? member.name : t('members.name_age', { name: member.name, age: member.age })}
            {member.city ? <Caption>{member.city}</Caption> : null}
          </SlideCaption>
        </Slide>
      ))}
    </>
  );
}

/**
 * The video of the video landers: an animation the site draws itself (SVG and CSS), muted by nature, looping and
 * starting on its own. Its still first frame is the poster: shown alone under reduced motion, and while paused the
 * scene holds where it is. A pause button keeps moving content under the visitor's control (WCAG 2.2.2).
 */
export function LanderAnimation({ kind, label, members = [], poster = false, className }: LanderAnimationProps) {
  const { t } = useTranslation('landing');
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const still = poster || reducedMotion;
  const state = still ? 'poster' : paused ? 'paused' : 'playing';
  return (
    <AnimationRoot className={className} data-animation={kind} data-animation-state={state}>
      <Scene role="img" aria-label={label} $paused={paused}>
        {kind === 'city' ? <City still={still} /> : <Slideshow members={members} still={still} />}
      </Scene>
      {still ? null : (
        <ToggleButton type="button" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
          <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
            {paused ? <path d="M4 2l10 6-10 6z" fill="currentColor" /> : <path d="M3 2h4v12H3zM9 2h4v12H9z" fill="currentColor" />}
          </svg>
          {t('animation.pause')}
        </ToggleButton>
      )}
    </AnimationRoot>
  );
}
