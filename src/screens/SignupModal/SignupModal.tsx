import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { SignupScreen, type SignupScreenProps } from '../SignupScreen';

export type SignupModalProps = Omit<SignupScreenProps, 'variant' | 'brand'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * SPEC §2: on desktop, signup opens as a modal over any page. While the signup request runs (`submitting`) the
 * modal is busy: backdrop clicks and Escape do not close it and its close button is disabled.
 */
export function SignupModal({ open, onOpenChange, ...screen }: SignupModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="md" busy={screen.submitting} aria-describedby={undefined} data-signup-modal="">
        <Modal.Title>{screen.closedReason ? t('signup.closed.title') : t('signup.title')}</Modal.Title>
        <SignupScreen {...screen} variant="modal" />
      </Modal.Content>
    </Modal.Root>
  );
}
