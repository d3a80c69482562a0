import { css, styled } from 'styled-components';
import { Skeleton } from '../Skeleton';
import type { LanderPhotoShape } from './LanderMemberPhoto';

const RATIOS: Record<LanderPhotoShape, string> = { square: '1 / 1', portrait: '3 / 4', circle: '1 / 1' };

export const PhotoFrame = styled.div<{ $shape: LanderPhotoShape; $blurred?: boolean }>`
  position: relative;
  overflow: hidden;
  width: 100%;
  aspect-ratio: ${({ $shape }) => RATIOS[$shape]};
  border-radius: ${({ theme, $shape }) => ($shape === 'circle' ? theme.radius.round : theme.radius.md)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  line-height: 0;

  & > svg {
    display: block;
  }

  ${({ $blurred }) =>
    $blurred &&
    css`
      & > img,
      & > svg {
        filter: blur(12px) saturate(0.8);
        transform: scale(1.15);
      }
    `}
`;

export const PhotoImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const PhotoSkeleton = styled(Skeleton)`
  display: block;
  height: 100%;
`;
