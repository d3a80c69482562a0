import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { Address, ModalEmblem, ModalIntro, SendStatus } from './ActivationReminder.styles';

export const ACTIVATION_REMINDER_STATES = ['idle', 'sending', 'sent', 'rate_limited'] as const;
export type ActivationReminderState = (typeof ACTIVATION_REMINDER_STATES)[number];

export interface ActivationReminderProps {
  /** SPEC §4: a modal on a smartphone right after signup (`api_signup_complete`), otherwise an alert. */
  variant: 'alert' | 'modal';
  /** The address the activation mail went to. */
  email: string;
  /** The "send again" action: idle, sending, sent, or refused by the rate limit. */
  state?: ActivationReminderState;
  onSendAgain: () => void;
  /** The translated rate-limit message from the server; a general "try again later" line when absent. */
  rateLimitedMessage?: string;
  /** The modal variant only: whether it is open, and its close request. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

function SendAgainStatus({ state, rateLimitedMessage }: { state: ActivationReminderState; rateLimitedMessage?: string }) {
  const { t } = useTranslation('auth');
  // Always rendered, so the live region exists before its text arrives and the change is announced.
  return (
    <SendStatus role="status">
      {state === 'sent' ? (
        <>
          <Icon name="check" size="1.1em" />
          {t('reminder.sent')}
        </>
      ) : null}
      {state === 'rate_limited' ? (
        <>
          <Icon name="warning" size="1.1em" />
          {rateLimitedMessage || t('reminder.rate_limited')}
        </>
      ) : null}
    </SendStatus>
  );
}

/**
 * SPEC §4 activation reminder: asks a new member to confirm their email address, with a rate-limited
 * "send again". The app decides when it shows (notifications_disabled empty, status not_confirmed, profile disabled).
 */
export function ActivationReminder({
  variant,
  email,
  state = 'idle',
  onSendAgain,
  rateLimitedMessage,
  open = true,
  onOpenChange,
}: ActivationReminderProps) {
  const { t } = useTranslation('auth');
  const sendButton = (
    <Button
      variant={variant === 'modal' ? 'primary' : 'outline'}
      size={variant === 'modal' ? 'md' : 'sm'}
      loading={state === 'sending'}
      disabled={state === 'rate_limited'}
      iconStart={<Icon name="send" />}
      onClick={onSendAgain}
    >
      {state === 'sent' ? t('reminder.send_again_more') : t('reminder.send_again')}
    </Button>
  );
  const body = <Trans t={t} i18nKey="reminder.body" values={{ email }} components={{ address: <Address /> }} />;

  if (variant === 'alert') {
    return (
      <Alert
        tone="warning"
        title={t('reminder.title')}
        action={
          <>
            {sendButton}
            <SendAgainStatus state={state} rateLimitedMessage={rateLimitedMessage} />
          </>
        }
        data-activation-reminder="alert"
      >
        <p>{body}</p>
        <p>{t('reminder.spam_hint')}</p>
      </Alert>
    );
  }

  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      <Modal.Content size="sm" data-activation-reminder="modal">
        <ModalIntro>
          <ModalEmblem aria-hidden="true">
            <Icon name="send" size="1.75rem" />
          </ModalEmblem>
          <Modal.Title>{t('reminder.modal_title')}</Modal.Title>
        </ModalIntro>
        <Modal.Description>{body}</Modal.Description>
        <Modal.Body>
          <p>{t('reminder.spam_hint')}</p>
          <SendAgainStatus state={state} rateLimitedMessage={rateLimitedMessage} />
        </Modal.Body>
        <Modal.Footer>
          <Modal.Close>
            <Button variant="outline">{t('reminder.ok')}</Button>
          </Modal.Close>
          {sendButton}
        </Modal.Footer>
      </Modal.Content>
    </Modal.Root>
  );
}
