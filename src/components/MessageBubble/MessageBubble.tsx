import { useTranslation } from 'react-i18next';
import { GIFTS, type GiftId } from '../../../contract/chat';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { MessageText } from '../MessageText';
import { VisuallyHidden } from '../VisuallyHidden';
import { clockTime } from './chatDates';
import { Bubble, FailedRow, GiftBody, GiftEmoji, GiftText, Meta, PhotoButton, PhotoImage, Row, StatusIcon } from './MessageBubble.styles';

export const MESSAGE_KINDS = ['text', 'gift', 'photo'] as const;
export type ChatMessageKind = (typeof MESSAGE_KINDS)[number];

/** `pending`: on its way to the server; `failed`: not stored (and not paid), it can be sent again. */
export type ChatMessageStatus = 'sent' | 'pending' | 'failed';

/** A message as the conversation screen shows it (the app maps the server's message and its own send state). */
export interface ChatMessageData {
  id: string | number;
  kind: ChatMessageKind;
  /** Plain text as typed (rendered as text, never HTML). */
  text?: string | null;
  /** The gift's catalogue id (contract `GIFTS`). */
  gift?: GiftId | null;
  /** The photo's URL (served only to the two members). */
  photoUrl?: string | null;
  /** Sent by the viewer. */
  mine: boolean;
  /** ISO-8601. */
  createdAt: string;
  /** The recipient has read it (shown on the viewer's own messages). */
  read: boolean;
  status?: ChatMessageStatus;
}

export interface MessageBubbleProps {
  message: ChatMessageData;
  /** The other member's name: who said it, for screen readers and the photo's alternative text. */
  partnerName: string;
  /** A photo was pressed: the screen opens it in the lightbox. */
  onPhotoClick?: (message: ChatMessageData) => void;
  /** "Send again" on a failed message. */
  onRetry?: (message: ChatMessageData) => void;
}

const GIFT_EMOJI: Record<string, string> = Object.fromEntries(GIFTS.map((gift) => [gift.id, gift.emoji]));

/** One message in a conversation: a text, gift or photo bubble with its time and, on the viewer's own, its state. */
export function MessageBubble({ message, partnerName, onPhotoClick, onRetry }: MessageBubbleProps) {
  const { t, i18n } = useTranslation('chat');
  const { mine, kind } = message;
  const status = message.status ?? 'sent';
  const created = new Date(message.createdAt);

  let body;
  if (kind === 'gift' && message.gift) {
    body = (
      <GiftBody>
        <GiftEmoji aria-hidden="true">{GIFT_EMOJI[message.gift] ?? '🎁'}</GiftEmoji>
        <GiftText>{t('message.gift', { gift: t(`gift.${message.gift}`) })}</GiftText>
      </GiftBody>
    );
  } else if (kind === 'photo' && message.photoUrl) {
    const alt = mine ? t('message.photo_mine') : t('message.photo_from', { name: partnerName });
    body = onPhotoClick ? (
      <PhotoButton type="button" onClick={() => onPhotoClick(message)} aria-haspopup="dialog">
        <PhotoImage src={message.photoUrl} alt={alt} loading="lazy" decoding="async" draggable={false} />
      </PhotoButton>
    ) : (
      <PhotoImage src={message.photoUrl} alt={alt} loading="lazy" decoding="async" draggable={false} />
    );
  } else {
    body = <MessageText text={message.text ?? ''} />;
  }

  let state = null;
  if (mine) {
    const [icon, label] =
      status === 'pending'
        ? (['clock', t('message.sending')] as const)
        : status === 'failed'
          ? (['danger', t('message.failed')] as const)
          : message.read
            ? (['checkDouble', t('message.read')] as const)
            : (['check', t('message.sent')] as const);
    state = (
      <StatusIcon data-status={status === 'sent' && message.read ? 'read' : status}>
        <Icon name={icon} size="1.1em" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </StatusIcon>
    );
  }

  return (
    <Row $mine={mine} data-message-id={message.id} data-kind={kind} data-mine={mine || undefined} data-status={status}>
      <Bubble $mine={mine} $kind={kind} $failed={status === 'failed'}>
        <VisuallyHidden>{mine ? t('message.you_said') : t('message.they_said', { name: partnerName })}</VisuallyHidden>
        {body}
        <Meta $mine={mine} $kind={kind}>
          <time dateTime={message.createdAt}>{Number.isNaN(created.getTime()) ? '' : clockTime(created, i18n.language)}</time>
          {state}
        </Meta>
      </Bubble>
      {mine && status === 'failed' && onRetry ? (
        <FailedRow>
          <span aria-hidden="true">
            <Icon name="danger" size="1em" />
            {t('message.failed')}
          </span>
          <Button variant="outline" size="sm" onClick={() => onRetry(message)}>
            {t('message.retry')}
          </Button>
        </FailedRow>
      ) : null}
    </Row>
  );
}
