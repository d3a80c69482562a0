import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenReaderOnly } from '../Field/Field.styles';
import { Label, Root, type CountdownSize, type CountdownTone } from './Countdown.styles';
import { countdownDateTime, countdownParts, formatCountdown } from './formatCountdown';

export interface CountdownProps {
  /** Seconds remaining; the app ticks it (SPEC §9: every second). Negative shows 00:00:00. */
  seconds: number;
  /** A visible caption before the time, such as "Offer ends in". */
  label?: ReactNode;
  /** `inherit` takes the surrounding text colour (inside a coloured banner). */
  tone?: CountdownTone;
  size?: CountdownSize;
  className?: string;
}

/**
 * A zero-padded hh:mm:ss display of a remaining time. It does not tick by itself. Screen readers get the
 * time in words ("3 hours, 59 minutes, 58 seconds remaining") and `role="timer"` keeps it from being announced
 * every second.
 */
export function Countdown({ seconds, label, tone = 'inherit', size = 'md', className }: CountdownProps) {
  const { t, i18n } = useTranslation('ui');
  const parts = countdownParts(seconds);
  const words = [
    parts.hours > 0 ? t('countdown_hours', { count: parts.hours }) : null,
    parts.minutes > 0 ? t('countdown_minutes', { count: parts.minutes }) : null,
    parts.seconds > 0 || (parts.hours === 0 && parts.minutes === 0) ? t('countdown_seconds', { count: parts.seconds }) : null,
  ].filter((part): part is string => part !== null);
  const duration = new Intl.ListFormat(i18n.language, { style: 'long', type: 'unit' }).format(words);

  return (
    <Root role="timer" className={className} $tone={tone} $size={size}>
      {label ? <Label>{label}</Label> : null}
      <time dateTime={countdownDateTime(seconds)} aria-hidden="true">
        {formatCountdown(seconds)}
      </time>
      <ScreenReaderOnly>{t('countdown_remaining', { duration })}</ScreenReaderOnly>
    </Root>
  );
}
