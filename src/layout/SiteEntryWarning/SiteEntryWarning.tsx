import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { AgeSeal, ConfirmIntro, ConfirmList, RememberNote, WarningHeader } from './SiteEntryWarning.styles';

export interface SiteEntryWarningProps {
  open: boolean;
  siteName: string;
  /** The visitor confirmed being 18 or older; the app stores the dismissal. */
  onEnter(): void;
  /** Where "Leave" goes: a page outside the site. */
  leaveHref: string;
}

/**
 * SPEC §2 site-entry warning: adult content, 18+ only, explicit consent. It has no close icon and ignores Escape and
 * backdrop clicks: the visitor must answer it, by entering or by leaving.
 */
export function SiteEntryWarning({ open, siteName, onEnter, leaveHref }: SiteEntryWarningProps) {
  const { t } = useTranslation('layout');
  const confirmations = [t('entry.confirm_age'), t('entry.confirm_content'), t('entry.confirm_minors')];
  return (
    <Modal.Root open={open}>
      <Modal.Content size="md" closeOn="closeButton" hideCloseButton>
        <WarningHeader>
          <AgeSeal aria-hidden="true">18+</AgeSeal>
          <Modal.Title>{t('entry.title')}</Modal.Title>
        </WarningHeader>
        <Modal.Description>{t('entry.intro', { siteName })}</Modal.Description>
        <Modal.Body>
          <ConfirmIntro>{t('entry.confirm_intro')}</ConfirmIntro>
          <ConfirmList>
            {confirmations.map((text) => (
              <li key={text}>
                <Icon name="check" />
                <span>{text}</span>
              </li>
            ))}
          </ConfirmList>
          <RememberNote>{t('entry.remember')}</RememberNote>
        </Modal.Body>
        {/* Primary action last: Modal.Footer stacks it on top on phones and puts it on the right on wider screens. */}
        <Modal.Footer>
          <Button variant="outline" href={leaveHref}>
            {t('entry.leave')}
          </Button>
          <Button variant="primary" onClick={() => onEnter()}>
            {t('entry.enter')}
          </Button>
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
