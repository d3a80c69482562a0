import { css, styled, type DefaultTheme } from 'styled-components';
import type { LanderHeroLayout, LanderHeroTone } from './LanderHero';

function toneColours(tone: LanderHeroTone, theme: DefaultTheme) {
  return tone === 'dark'
    ? css`
        background: ${theme.color.dark};
        color: ${theme.color.onDark};
      `
    : css`
        background: ${theme.color.primarySurface};
        color: ${theme.color.onPrimarySurface};
      `;
}

export const HeroRoot = styled.section<{ $tone: LanderHeroTone; $layout: LanderHeroLayout }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  ${({ $tone, theme }) => toneColours($tone, theme)}
  /* Cover: on phones the picture is a band above the copy (a narrow screen would crop it to nothing behind it); from
     md up it fills the hero behind the copy's panel. */
  ${({ $layout, theme }) =>
    $layout === 'cover' &&
    css`
      display: grid;
      ${theme.media.md} {
        min-height: min(80vh, 44rem);
      }
    `}
`;

export const HeroInner = styled.div<{ $layout: LanderHeroLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  width: 100%;
  max-width: ${({ theme }) => theme.size.containerMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  }

  ${({ $layout, theme }) =>
    $layout === 'split' &&
    css`
      ${theme.media.lg} {
        grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
        gap: ${theme.space[7]};
      }
    `}

  ${({ $layout }) =>
    $layout === 'centered' &&
    css`
      justify-items: center;
      text-align: center;
    `}

  ${({ $layout, theme }) =>
    $layout === 'cover' &&
    css`
      grid-area: 2 / 1;
      position: relative;
      z-index: 1;
      margin-top: calc(-1 * ${theme.space[7]});
      padding-top: 0;
      ${theme.media.md} {
        grid-area: 1 / 1;
        align-self: center;
        margin-top: 0;
        padding-top: ${theme.space[8]};
      }
    `}
`;

export const HeroCopy = styled.div<{ $layout: LanderHeroLayout; $tone: LanderHeroTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  max-width: 40rem;

  ${({ $layout }) =>
    $layout === 'centered' &&
    css`
      align-items: center;
    `}

  /* Over a picture the copy gets its own panel in the hero's colour: readable whatever the picture shows. */
  ${({ $layout, $tone, theme }) =>
    $layout === 'cover' &&
    css`
      ${toneColours($tone, theme)}
      padding: ${theme.space[5]};
      border-radius: ${theme.radius.lg};
      box-shadow: ${theme.shadow.lg};
      ${theme.media.md} {
        padding: ${theme.space[6]};
      }
    `}
`;

export const HeroKicker = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const HeroTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  overflow-wrap: anywhere;
  hyphens: auto;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.display};
  }
  ${({ theme }) => theme.media.xl} {
    font-size: calc(${({ theme }) => theme.font.size.display} * 1.25);
  }
`;

export const HeroLead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const HeroMedia = styled.div<{ $layout: LanderHeroLayout }>`
  position: relative;
  min-width: 0;
  width: 100%;

  ${({ $layout }) =>
    $layout === 'centered' &&
    css`
      max-width: 48rem;
    `}

  ${({ $layout, theme }) =>
    $layout === 'cover' &&
    css`
      grid-area: 1 / 1;
      height: 20rem;
      overflow: hidden;
      ${theme.media.md} {
        position: absolute;
        inset: 0;
        z-index: 0;
        height: auto;
      }
    `}
`;
