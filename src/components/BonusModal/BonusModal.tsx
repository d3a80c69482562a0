import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Countdown } from '../Countdown';
import { Icon, type IconName } from '../Icon';
import { Modal } from '../Modal';
import { Burst, BurstCaption, BurstPercent, Lines, Urgency } from './BonusModal.styles';

export interface BonusModalProps {
  open: boolean;
  /** Called when the member closes the modal (the app stores the dismissal). */
  onClose: () => void;
  title: ReactNode;
  /** The percentage shown large. */
  percentage: number;
  /** A caption under the percentage ("discount on credits"). */
  percentageCaption: ReactNode;
  /** The offer in a sentence or two. */
  description: ReactNode;
  /** An 'act fast' line, highlighted. */
  urgency?: ReactNode;
  /** Seconds left; shown as hh:mm:ss under the offer. */
  seconds?: number | null;
  countdownLabel?: ReactNode;
  actionLabel: ReactNode;
  actionHref: string;
  onAction?: () => void;
  /** `default`: Escape, the backdrop and the close icon close it. `closeButton`: only the close icon (SPEC §2 welcome bonus). */
  closeOn?: 'default' | 'closeButton';
  icon?: IconName;
}

/** A small promotional dialog: a big percentage, the offer, an optional countdown and one call to action. */
export function BonusModal({
  open,
  onClose,
  title,
  percentage,
  percentageCaption,
  description,
  urgency,
  seconds,
  countdownLabel,
  actionLabel,
  actionHref,
  onAction,
  closeOn = 'default',
  icon = 'flame',
}: BonusModalProps) {
  return (
    <Modal.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal.Content size="sm" closeOn={closeOn}>
        <Modal.Title>{title}</Modal.Title>
        <Modal.Body>
          <Burst aria-hidden="true">
            <Icon name={icon} size="1.5rem" />
            <BurstPercent>{`${percentage}%`}</BurstPercent>
            <BurstCaption>{percentageCaption}</BurstCaption>
          </Burst>
          <Lines>
            <Modal.Description>{description}</Modal.Description>
            {urgency ? (
              <Urgency>
                <Icon name="flame" />
                <span>{urgency}</span>
              </Urgency>
            ) : null}
          </Lines>
          {seconds != null ? <Countdown seconds={seconds} label={countdownLabel} tone="danger" size="lg" /> : null}
        </Modal.Body>
        <Modal.Footer>
          <Button href={actionHref} onClick={onAction} fullWidth size="lg" iconStart={<Icon name="coins" />}>
            {actionLabel}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
