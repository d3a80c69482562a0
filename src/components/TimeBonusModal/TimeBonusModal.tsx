import { useTranslation } from 'react-i18next';
import { TIME_BONUS } from '../../../contract/constants';
import { BonusModal } from '../BonusModal';

export interface TimeBonusModalProps {
  open: boolean;
  /** Closing (close icon, Escape or backdrop) stores the dismissal in the app (SPEC §4). */
  onClose: () => void;
  /** Where the offer leads: the credits page. */
  creditsHref: string;
  /** Seconds left of the time bonus; shown as hh:mm:ss. */
  seconds?: number | null;
  /** SPEC §4/§9: 25. */
  percentage?: number;
  /** SPEC §4/§9: the 'act fast' value, 4 (the bonus lasts 4 hours from signup). */
  actFastValue?: number;
  onClaim?: () => void;
}

/** SPEC §4 time-bonus popup: 25% and an 'act fast' line with the value 4, a countdown, and the way to the credits page. */
export function TimeBonusModal({
  open,
  onClose,
  creditsHref,
  seconds,
  percentage = TIME_BONUS.percentage,
  actFastValue = TIME_BONUS.actFastValue,
  onClaim,
}: TimeBonusModalProps) {
  const { t } = useTranslation('credits');
  return (
    <BonusModal
      open={open}
      onClose={onClose}
      title={t('time_bonus.modal_title')}
      percentage={percentage}
      percentageCaption={t('time_bonus.percent_caption')}
      description={t('time_bonus.modal_body', { percent: percentage })}
      urgency={t('time_bonus.act_fast', { count: actFastValue })}
      seconds={seconds}
      countdownLabel={t('time_bonus.ends_in')}
      actionLabel={t('time_bonus.modal_action', { percent: percentage })}
      actionHref={creditsHref}
      onAction={onClaim}
      icon="flame"
    />
  );
}
