import { useTranslation } from 'react-i18next';
import { WELCOME_DISCOUNT_PERCENTAGE } from '../../../contract/constants';
import { BonusBanner } from '../BonusBanner';

export interface WelcomeBonusBannerProps {
  /** Where the offer leads: the credits page. */
  creditsHref: string;
  /** SPEC §9: the welcome discount is 25%. */
  percentage?: number;
  /** Seconds until the welcome discount expires (it is time-limited); left out, no countdown is shown. */
  seconds?: number | null;
  onClaim?: () => void;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
}

/** SPEC §2 welcome-bonus banner: the 25% welcome discount on the first purchase, leading to the credits page. */
export function WelcomeBonusBanner({
  creditsHref,
  percentage = WELCOME_DISCOUNT_PERCENTAGE,
  seconds,
  onClaim,
  onDismiss,
  className,
}: WelcomeBonusBannerProps) {
  const { t } = useTranslation('credits');
  return (
    <BonusBanner
      className={className}
      title={t('welcome_bonus.banner_title', { percent: percentage })}
      description={t('welcome_bonus.banner_body')}
      percentage={percentage}
      seconds={seconds}
      countdownLabel={t('welcome_bonus.ends_in')}
      actionLabel={t('welcome_bonus.action')}
      actionHref={creditsHref}
      onAction={onClaim}
      dismissLabel={t('welcome_bonus.dismiss')}
      onDismiss={onDismiss}
      tone="primary"
      icon="gift"
    />
  );
}
