import { css, keyframes, styled } from 'styled-components';
import { loadingDelay } from '../Spinner/loadingDelay';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export type SkeletonShape = 'text' | 'rect' | 'circle';

export const Block = styled.span<{ $shape: SkeletonShape; $width: string; $height: string }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  background-color: ${({ theme }) => theme.color.surfaceAlt};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    ${({ theme }) => theme.color.border} 50%,
    transparent 100%
  );
  background-repeat: no-repeat;
  background-size: 200% 100%;
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? theme.radius.round : $shape === 'text' ? theme.radius.sm : theme.radius.md};
  /* Hidden for SPEC §7's loading delay, then the shimmer. */
  animation: ${loadingDelay()}, ${shimmer} 1.6s ease-in-out infinite;

  ${({ $shape }) =>
    $shape === 'text' &&
    css`
      /* A text line is shorter than the line box it stands in for. */
      margin-block: 0.25em;
    `}
  ${({ $shape }) =>
    $shape === 'circle' &&
    css`
      aspect-ratio: 1;
    `}

  ${({ theme }) => theme.media.reducedMotion} {
    /* No shimmer, but the loading delay stays. */
    animation: ${loadingDelay()} !important;
    background-image: none;
  }
`;

export const Lines = styled.span`
  display: block;
  min-width: 0;
`;
