import { styled } from 'styled-components';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const Tile = styled.li`
  position: relative;
  aspect-ratio: 1;
  min-width: 0;
`;

export const TileButton = styled.button<{ $locked: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  cursor: ${({ $locked }) => ($locked ? 'pointer' : 'zoom-in')};

  & img {
    transition: transform ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
  }
  &:hover > img {
    transform: scale(1.04);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &:hover > img {
      transform: none;
    }
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.border.focusWidth} solid ${theme.color.focus}`};
    outline-offset: 2px;
  }
`;

export const TileImage = styled.img<{ $dimmed: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  ${({ $dimmed }) => ($dimmed ? 'filter: grayscale(0.6); opacity: 0.75;' : '')}
`;

/** Marks the owner's photos that others do not see yet. */
export const StatusTag = styled.span<{ $tone: 'pending' | 'rejected' }>`
  position: absolute;
  top: ${({ theme }) => theme.space[1]};
  left: ${({ theme }) => theme.space[1]};
  max-width: calc(100% - 2 * ${({ theme }) => theme.space[1]});
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $tone, theme }) => ($tone === 'pending' ? theme.color.warning : theme.color.danger)};
  color: ${({ $tone, theme }) => ($tone === 'pending' ? theme.color.onWarning : theme.color.onDanger)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
  pointer-events: none;
`;
