import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { SignupScreen, type SignupScreenProps } from '../SignupScreen';

export type SignupModalProps = Omit<SignupScreenProps, 'variant' | 'brand'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * SPEC §2: signup is in progress (the visitor has started filling it in): backdrop clicks and Escape do not close
   * the modal, only its close icon does.
   */
  inProgress?: boolean;
};

/**
 * SPEC §2: on desktop, signup opens as a modal over any page. Once signup is in progress (`inProgress`) backdrop
 * clicks and Escape do not close it; while the signup request runs (`submitting`) the modal is busy and its close
 * button is disabled too.
 */
export function SignupModal({ open, onOpenChange, inProgress = false, ...screen }: SignupModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content
        size="md"
        closeOn={inProgress ? 'closeButton' : 'default'}
        busy={screen.submitting}
        aria-describedby={undefined}
        data-signup-modal=""
        data-signup-in-progress={inProgress || undefined}
      >
        <Modal.Title>{screen.closedReason ? t('signup.closed.title') : t('signup.title')}</Modal.Title>
        <SignupScreen {...screen} variant="modal" />
      </Modal.Content>
    </Modal.Root>
  );
}
