import { css, styled } from 'styled-components';

export const PageTrack = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.progress};
  height: 3px;
  pointer-events: none;
`;

export const InlineTrack = styled.div`
  position: relative;
  height: ${({ theme }) => theme.space[2]};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.pill};
  /* The track's edge, so the empty part is seen on a surfaceAlt background too. */
  box-shadow: inset 0 0 0 ${({ theme }) => `${theme.border.width} ${theme.color.border}`};
`;

export const Fill = styled.div<{ $page: boolean }>`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transform-origin: left center;
  transition: transform ${({ theme }) => theme.motion.duration.normal} linear;
  ${({ $page, theme }) =>
    $page
      ? css`
          /* A soft glow at the leading edge, so the thin bar reads on any page colour. */
          box-shadow: 0 0 ${theme.space[2]} ${theme.color.primary};
          border-radius: 0 ${theme.radius.pill} ${theme.radius.pill} 0;
        `
      : css`
          border-radius: ${theme.radius.pill};
        `}

  [dir='rtl'] & {
    transform-origin: right center;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
