import { useTranslation } from 'react-i18next';
import { WELCOME_DISCOUNT_PERCENTAGE } from '../../../contract/constants';
import { BonusModal } from '../BonusModal';

export interface WelcomeBonusModalProps {
  open: boolean;
  /** Called from the close icon only: SPEC §2 says the welcome-bonus modal closes on its close icon. */
  onClose: () => void;
  /** Where the offer leads: the credits page. */
  creditsHref: string;
  /** SPEC §9: 25. */
  percentage?: number;
  /** Seconds until the welcome discount expires; left out, no countdown is shown. */
  seconds?: number | null;
  onClaim?: () => void;
}

/** SPEC §2 welcome-bonus modal: the 25% welcome discount, leading to the credits page; Escape and the backdrop do not close it. */
export function WelcomeBonusModal({
  open,
  onClose,
  creditsHref,
  percentage = WELCOME_DISCOUNT_PERCENTAGE,
  seconds,
  onClaim,
}: WelcomeBonusModalProps) {
  const { t } = useTranslation('credits');
  return (
    <BonusModal
      open={open}
      onClose={onClose}
      closeOn="closeButton"
      title={t('welcome_bonus.modal_title')}
      percentage={percentage}
      percentageCaption={t('welcome_bonus.percent_caption')}
      description={t('welcome_bonus.modal_body', { percent: percentage })}
      urgency={t('welcome_bonus.limited')}
      seconds={seconds}
      countdownLabel={t('welcome_bonus.ends_in')}
      actionLabel={t('welcome_bonus.modal_action')}
      actionHref={creditsHref}
      onAction={onClaim}
      icon="gift"
    />
  );
}
