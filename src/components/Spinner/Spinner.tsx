import { useTranslation } from 'react-i18next';
import { ScreenReaderOnly } from '../Field/Field.styles';
import { Root, type SpinnerSize } from './Spinner.styles';
import { useDelayedFlag } from './useDelayedFlag';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, already translated; defaults to "Loading…". Read by screen readers only. */
  label?: string;
  /** `primary` on plain surfaces; `inherit` takes the text colour (inside a button). */
  tone?: 'primary' | 'inherit';
  /**
   * Shows the spinner only after this many ms (SPEC §7 uses 200 ms, LOADING_INDICATOR_DELAY_MS), so a
   * quick load never flashes it. 0 shows it at once.
   */
  delayMs?: number;
  className?: string;
}

/** A busy indicator with a screen-reader status text. */
export function Spinner({ size = 'md', label, tone = 'primary', delayMs = 0, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const shown = useDelayedFlag(true, delayMs);
  if (!shown) return null;
  return (
    <Root role="status" className={className} $size={size} $tone={tone}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <ScreenReaderOnly>{label ?? t('loading')}</ScreenReaderOnly>
    </Root>
  );
}
