import { useTranslation } from 'react-i18next';
import { GIFTS, type GiftId } from '../../../contract/chat';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Modal } from '../Modal';
import { VisuallyHidden } from '../VisuallyHidden';
import { GiftButton, GiftEmoji, GiftGrid, GiftName, GiftPrice, Note } from './GiftPicker.styles';

export interface GiftOption {
  id: GiftId;
  emoji: string;
}

export interface GiftPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who receives the gift. */
  name: string;
  /** The catalogue (contract `GIFTS` by default). */
  gifts?: readonly GiftOption[];
  /** What a gift costs (the site's `gift_credits`). */
  price: number;
  /** The viewer's balance; gifts they cannot afford are disabled and the way to the credits page is shown. */
  credits: number;
  creditsHref: string;
  /** Send this gift; the app closes the picker once it is sent. */
  onSend: (gift: GiftId) => void;
  /** The gift being sent. */
  sendingId?: GiftId | null;
  /** Sending failed (already translated). */
  error?: string;
}

/** The gift catalogue in a modal: each gift with its name and price in credits; one press sends it. */
export function GiftPicker({
  open,
  onOpenChange,
  name,
  gifts = GIFTS,
  price,
  credits,
  creditsHref,
  onSend,
  sendingId = null,
  error,
}: GiftPickerProps) {
  const { t } = useTranslation('chat');
  const affordable = credits >= price;
  const busy = sendingId !== null;
  return (
    <Modal.Root open={open} onOpenChange={onOpenChange}>
      {open ? (
        <Modal.Content size="md" busy={busy} data-gift-picker="">
          <Modal.Title>{t('gifts.title', { name })}</Modal.Title>
          <Modal.Description>{t('gifts.description', { count: price })}</Modal.Description>
          <Modal.Body>
            {error ? (
              <Alert tone="danger">
                <Note as="span">{error}</Note>
              </Alert>
            ) : null}
            {!affordable ? (
              <Alert
                tone="warning"
                title={t('gifts.no_credits_title')}
                action={
                  <Button href={creditsHref} variant="secondary" size="sm" iconStart={<Icon name="coins" />}>
                    {t('notice.buy_credits')}
                  </Button>
                }
              >
                <Note as="span">{t('gifts.no_credits_body', { count: credits })}</Note>
              </Alert>
            ) : null}
            <GiftGrid aria-label={t('gifts.list')}>
              {gifts.map((gift) => {
                const giftName = t(`gift.${gift.id}`);
                return (
                  <li key={gift.id}>
                    <GiftButton
                      type="button"
                      disabled={!affordable || busy}
                      aria-busy={sendingId === gift.id || undefined}
                      data-gift={gift.id}
                      onClick={() => onSend(gift.id)}
                    >
                      <VisuallyHidden>{t('gifts.send', { gift: giftName, count: price })}</VisuallyHidden>
                      <GiftEmoji aria-hidden="true">{gift.emoji}</GiftEmoji>
                      <GiftName aria-hidden="true">{giftName}</GiftName>
                      <GiftPrice aria-hidden="true">
                        <Icon name="coins" size="1em" />
                        {t('gifts.price', { count: price })}
                      </GiftPrice>
                    </GiftButton>
                  </li>
                );
              })}
            </GiftGrid>
          </Modal.Body>
        </Modal.Content>
      ) : null}
    </Modal.Root>
  );
}
