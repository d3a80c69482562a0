import { useTranslation } from 'react-i18next';
import { TIME_BONUS } from '../../../contract/constants';
import { BonusBanner } from '../BonusBanner';

export interface TimeBonusBannerProps {
  /** Seconds left of the time bonus (SPEC §4: counted from signup, 4 hours); the app ticks it every second. */
  seconds: number;
  /** Where the offer leads: the credits page. */
  creditsHref: string;
  /** SPEC §9: 25. */
  percentage?: number;
  onClaim?: () => void;
  className?: string;
}

/** SPEC §4 time-bonus top banner in the members area: "25% off — ends in hh:mm:ss", leading to /credits. */
export function TimeBonusBanner({ seconds, creditsHref, percentage = TIME_BONUS.percentage, onClaim, className }: TimeBonusBannerProps) {
  const { t } = useTranslation('credits');
  return (
    <BonusBanner
      className={className}
      title={t('time_bonus.banner_title', { percent: percentage })}
      percentage={percentage}
      seconds={seconds}
      countdownLabel={t('time_bonus.ends_in')}
      actionLabel={t('time_bonus.action')}
      actionHref={creditsHref}
      onAction={onClaim}
      tone="secondary"
      icon="flame"
    />
  );
}
