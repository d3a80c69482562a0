import { css, keyframes, styled } from 'styled-components';

/** How long each slide of the slideshow shows. */
export const SLIDE_SECONDS = 4;

const drift = keyframes`
  0% { transform: translate(0, 0) scale(1); opacity: 0.35; }
  50% { transform: translate(12px, -18px) scale(1.2); opacity: 0.7; }
  100% { transform: translate(0, 0) scale(1); opacity: 0.35; }
`;

const rise = keyframes`
  0% { transform: translateY(0) scale(0.6); opacity: 0; }
  15% { opacity: 1; }
  70% { opacity: 1; }
  100% { transform: translateY(-170px) scale(1); opacity: 0; }
`;

const dusk = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.82; }
`;

/** One slide's share of the loop: fades in, holds with a slow zoom, fades out. */
function slideFade(count: number) {
  const share = 100 / count;
  const fade = Math.min(5, share / 4);
  return keyframes`
    0% { opacity: 0; transform: scale(1); }
    ${fade}% { opacity: 1; }
    ${share}% { opacity: 1; }
    ${share + fade}% { opacity: 0; transform: scale(1.08); }
    100% { opacity: 0; transform: scale(1.08); }
  `;
}

const still = css`
  animation: none;
`;

export const AnimationRoot = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 16rem;
  overflow: hidden;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.dark};
`;

export const Scene = styled.div<{ $paused: boolean }>`
  position: absolute;
  inset: 0;

  ${({ $paused }) =>
    $paused &&
    css`
      &,
      & * {
        animation-play-state: paused !important;
      }
    `}
`;

export const CityScene = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
`;

export const Sky = styled.rect<{ $still: boolean }>`
  animation: ${dusk} 10s ease-in-out infinite;
  ${({ $still }) => $still && still}
`;

export const Bokeh = styled.circle<{ $still: boolean }>`
  opacity: 0.45;
  transform-box: fill-box;
  transform-origin: center;
  animation: ${drift} 7s ease-in-out infinite;
  ${({ $still }) => $still && still}
`;

export const Pop = styled.g<{ $still: boolean }>`
  opacity: 0;
  animation: ${rise} 8s ease-out infinite;
  ${({ $still }) =>
    $still &&
    css`
      animation: none;
      opacity: 1;
    `}
`;

export const Bubble = styled.g``;

export const Slide = styled.div<{ $index: number; $count: number; $still: boolean }>`
  position: absolute;
  inset: 0;
  opacity: 0;

  & > div:first-child {
    height: 100%;
    border-radius: 0;
    aspect-ratio: auto;
  }

  ${({ $index, $count, $still }) =>
    $still
      ? css`
          opacity: 1;
        `
      : css`
          animation: ${slideFade($count)} ${$count * SLIDE_SECONDS}s linear infinite;
          animation-delay: ${$index * SLIDE_SECONDS}s;
        `}
`;

export const SlideCaption = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Caption = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ToggleButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;
