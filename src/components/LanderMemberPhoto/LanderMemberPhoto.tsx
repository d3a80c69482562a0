import { useState } from 'react';
import { useTheme } from 'styled-components';
import { PhotoFrame, PhotoImage, PhotoSkeleton } from './LanderMemberPhoto.styles';

export const LANDER_PHOTO_SHAPES = ['square', 'portrait', 'circle'] as const;
export type LanderPhotoShape = (typeof LANDER_PHOTO_SHAPES)[number];

export interface LanderMemberPhotoProps {
  /** The photo URL; null (no photo, or no member to show) draws a silhouette in the theme's colours. */
  src: string | null;
  /**
   * The image's alternative text. Empty (the default) when the member's name is written next to it, so screen
   * readers do not hear it twice.
   */
  alt?: string;
  shape?: LanderPhotoShape;
  /** A teaser: the picture blurred, for what a visitor sees after signing up. */
  blurred?: boolean;
  /** A placeholder while the members load. */
  loading?: boolean;
  /** Varies the silhouette's colours, so a row of them is not all the same. */
  seed?: number;
  className?: string;
}

function Silhouette({ seed }: { seed: number }) {
  const { color } = useTheme();
  const tones = [color.primary, color.secondary, color.dark, color.info];
  const fill = tones[Math.abs(seed) % tones.length] ?? color.primary;
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" aria-hidden="true" focusable="false">
      <rect width="100" height="100" fill={color.primarySurface} />
      <circle cx={20 + (Math.abs(seed) % 5) * 15} cy="18" r="30" fill={fill} opacity="0.18" />
      <circle cx="50" cy="40" r="17" fill={fill} opacity="0.55" />
      <path d="M18 100c2-24 15-38 32-38s30 14 32 38z" fill={fill} opacity="0.55" />
    </svg>
  );
}

/** A member's photo filling its frame, or a drawn silhouette: the tiles of collages, galleries, maps and cards. */
export function LanderMemberPhoto({ src, alt = '', shape = 'square', blurred = false, loading = false, seed = 0, className }: LanderMemberPhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (loading) {
    return (
      <PhotoFrame $shape={shape} className={className} data-photo="loading">
        <PhotoSkeleton shape="rect" height="100%" />
      </PhotoFrame>
    );
  }
  const showImage = src !== null && src !== failed;
  return (
    <PhotoFrame $shape={shape} $blurred={blurred} className={className} data-photo={showImage ? 'image' : 'silhouette'}>
      {showImage ? (
        <PhotoImage src={src} alt={alt} loading="lazy" decoding="async" draggable={false} onError={() => setFailed(src)} />
      ) : (
        <Silhouette seed={seed} />
      )}
    </PhotoFrame>
  );
}
