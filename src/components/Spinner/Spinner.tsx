import { useTranslation } from 'react-i18next';
import { ScreenReaderOnly } from '../Field/Field.styles';
import { Root, type SpinnerSize } from './Spinner.styles';
import { LOADING_INDICATOR_DELAY_MS } from '../../../contract/constants';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** What is loading, already translated; defaults to "Loading…". Read by screen readers only. */
  label?: string;
  /** `primary` on plain surfaces; `inherit` takes the text colour (inside a button). */
  tone?: 'primary' | 'inherit';
  /**
   * Shows the spinner only after this many ms: by default SPEC §7's 200 ms (LOADING_INDICATOR_DELAY_MS), so a
   * quick load never flashes it (loadingDelay.ts). 0 shows it at once (only for pictures of the spinner itself).
   */
  delayMs?: number;
  className?: string;
}

/** A busy indicator with a screen-reader status text; it appears once the load has lasted its delay. */
export function Spinner({ size = 'md', label, tone = 'primary', delayMs = LOADING_INDICATOR_DELAY_MS, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <Root role="status" className={className} $size={size} $tone={tone} $delayMs={delayMs}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <ScreenReaderOnly>{label ?? t('loading')}</ScreenReaderOnly>
    </Root>
  );
}
