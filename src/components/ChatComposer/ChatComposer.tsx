import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { PhotoSendPreview } from '../PhotoSendPreview';
import { VisuallyHidden } from '../VisuallyHidden';
import { ComposerRoot, Cost, Counter, FileInput, InfoRow, InputRow, MessageInput, SendLabel, SendSlot, Tools } from './ChatComposer.styles';

export interface ChatComposerProps {
  /** The draft (controlled: the app keeps it while the member moves around). */
  value: string;
  onChange: (value: string) => void;
  /** Send the draft (trimmed and within `maxLength`; the button and Enter only call it then). */
  onSend: (text: string) => void;
  /** The other member, for the field's label. */
  partnerName: string;
  /** The site's `message_length`. */
  maxLength: number;
  /**
   * What one message costs the viewer in credits (SPEC §5: the site's `message_credits`, at least the country's
   * minimum), as the server charges it; null while it loads: the price line waits rather than show another number.
   */
  messageCost: number | null;
  /** The gift button (the app opens the gift picker); left out, there is none. */
  onGift?: () => void;
  /** The site's `gift_credits`. */
  giftCost?: number;
  /**
   * Send this photo (and charge for it): called only from the preview's Send, after the member saw the picture and its
   * price. Left out, there is no photo button.
   */
  onPhotoSend?: (file: File) => void;
  /** What a photo costs (the chat's `photo_credits`); until it is known the photo button waits. */
  photoCost?: number;
  /** The member typed: the app tells the other member (throttled by the app). */
  onTyping?: () => void;
  /** A message is on its way: sending again waits (Enter meanwhile sends the draft as soon as it is through). */
  sending?: boolean;
  /** Nothing can be sent (blocked, no credits, free limit); the screen says why above. */
  disabled?: boolean;
  /** Gives the field its focus when the screen opens (desktop). */
  autoFocus?: boolean;
}

/**
 * The send footer of a conversation: the message field with its `message_length` counter, the send button
 * (Enter sends, Shift+Enter starts a new line), gift and photo buttons, and what a message costs.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  partnerName,
  maxLength,
  messageCost,
  onGift,
  giftCost,
  onPhotoSend,
  photoCost,
  onTyping,
  sending = false,
  disabled = false,
  autoFocus = false,
}: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const limitId = useId();
  const costId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const text = value.trim();
  const tooLong = value.length > maxLength;
  const sendable = !disabled && text.length > 0 && !tooLong;
  const canSend = sendable && !sending;

  // Enter while the previous message is on its way: the draft goes as soon as that one is through (if it still can:
  // the new balance may not cover it, and the member may have emptied the field).
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    if (!queued || sending) return;
    setQueued(false);
    if (canSend) onSend(text);
  }, [queued, sending, canSend, onSend, text]);

  // A picked photo waits in the preview; only its Send uploads it. The object URL lives as long as the preview.
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!picked) return undefined;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);

  const send = () => {
    if (canSend) onSend(text);
    else if (sendable) setQueued(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's composition is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <>
      <ComposerRoot onSubmit={onSubmit} aria-label={t('composer.label', { name: partnerName })} data-chat-composer="">
        <InputRow>
          {onGift || onPhotoSend ? (
            <Tools>
              {onGift ? (
                <IconButton
                  label={giftCost === undefined ? t('composer.gift') : t('composer.gift_cost', { count: giftCost })}
                  icon={<Icon name="gift" />}
                  onClick={onGift}
                  disabled={disabled}
                  aria-haspopup="dialog"
                />
              ) : null}
              {onPhotoSend ? (
                <>
                  <IconButton
                    label={photoCost === undefined ? t('composer.photo') : t('composer.photo_cost', { count: photoCost })}
                    icon={<Icon name="camera" />}
                    onClick={() => fileInput.current?.click()}
                    disabled={disabled || sending || photoCost === undefined}
                  />
                  <FileInput
                    ref={fileInput}
                    type="file"
                    accept="image/jpeg,image/png,image/webp,image/gif"
                    tabIndex={-1}
                    aria-hidden="true"
                    data-testid="chat-photo-input"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) setPicked({ file, url: URL.createObjectURL(file) });
                      // The same photo can be chosen again after a cancel or a failed send.
                      event.target.value = '';
                    }}
                  />
                </>
              ) : null}
            </Tools>
          ) : null}
          <MessageInput
            value={value}
            rows={1}
            placeholder={t('composer.placeholder')}
            maxLength={maxLength}
            disabled={disabled}
            autoFocus={autoFocus}
            enterKeyHint="send"
            aria-label={t('composer.field', { name: partnerName })}
            aria-describedby={`${limitId} ${costId}`}
            aria-invalid={tooLong || undefined}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              onChange(event.target.value);
              if (event.target.value.length > 0) onTyping?.();
            }}
          />
          <SendSlot>
            <Button type="submit" iconStart={<Icon name="send" />} disabled={!canSend} loading={sending}>
              <SendLabel>{t('composer.send')}</SendLabel>
            </Button>
          </SendSlot>
        </InputRow>
        <InfoRow>
          <Cost id={costId} data-message-cost={messageCost ?? undefined}>
            {messageCost !== null ? (
              <>
                <Icon name="coins" size="1.1em" />
                {t('composer.cost', { count: messageCost })}
              </>
            ) : null}
          </Cost>
          <Counter aria-hidden="true" $atLimit={value.length >= maxLength}>
            {t('composer.counter', { current: value.length, max: maxLength })}
          </Counter>
          <VisuallyHidden id={limitId}>{t('composer.limit', { count: maxLength })}</VisuallyHidden>
        </InfoRow>
      </ComposerRoot>
      {onPhotoSend && photoCost !== undefined ? (
        <PhotoSendPreview
          imageUrl={picked?.url ?? null}
          partnerName={partnerName}
          price={photoCost}
          onCancel={() => setPicked(null)}
          onSend={() => {
            if (!picked) return;
            setPicked(null);
            onPhotoSend(picked.file);
          }}
        />
      ) : null}
    </>
  );
}
