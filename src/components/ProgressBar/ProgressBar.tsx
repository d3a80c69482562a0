import { useTranslation } from 'react-i18next';
import { Fill, InlineTrack, PageTrack } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** Whether the bar is shown; `useProgressBar` decides this for page loads. */
  active: boolean;
  /** 0..1; clamped. */
  progress?: number;
  /**
   * `page`: the thin bar fixed to the top of the window during navigation.
   * `inline`: a determinate bar in the flow, for uploads.
   */
  variant?: 'page' | 'inline';
  /** The accessible name, already translated; defaults to "Loading page" or "Upload progress". */
  label?: string;
  className?: string;
}

function clamp(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(1, Math.max(0, progress));
}

/** A progress bar: the page-load bar at the top of the window, or an inline determinate bar for uploads. */
export function ProgressBar({ active, progress = 0, variant = 'page', label, className }: ProgressBarProps) {
  const { t } = useTranslation('ui');
  if (!active) return null;
  const value = clamp(progress);
  const page = variant === 'page';
  const Track = page ? PageTrack : InlineTrack;
  return (
    <Track
      className={className}
      role="progressbar"
      aria-label={label ?? (page ? t('page_loading') : t('upload_progress'))}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
    >
      <Fill $page={page} style={{ transform: `scaleX(${value})` }} />
    </Track>
  );
}
