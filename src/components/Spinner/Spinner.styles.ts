import { css, keyframes, styled } from 'styled-components';
import { loadingDelay } from './loadingDelay';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const SIZES = { sm: '1rem', md: '1.5rem', lg: '2.5rem' } as const;
export type SpinnerSize = keyof typeof SIZES;

export const Root = styled.span<{ $size: SpinnerSize; $tone: 'primary' | 'inherit'; $delayMs: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => SIZES[$size]};
  height: ${({ $size }) => SIZES[$size]};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.color.primary : 'currentColor')};
  vertical-align: middle;
  ${({ $delayMs }) =>
    $delayMs > 0 &&
    css`
      animation: ${loadingDelay($delayMs)};
    `}

  & > svg {
    width: 100%;
    height: 100%;
    animation: ${spin} 0.8s linear infinite;
  }
  /* Reduced motion: a slow turn still says "busy" without the fast spin. */
  ${({ theme }) => theme.media.reducedMotion} {
    & > svg {
      animation: ${spin} 3s linear infinite !important;
      animation-iteration-count: infinite !important;
    }
  }
`;
