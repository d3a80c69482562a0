import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_CONVERSATIONS_LIMIT } from '../../../contract/constants';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ChatComposer } from '../../components/ChatComposer';
import { ChatTopBar, type ChatProfile } from '../../components/ChatTopBar';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { MessageBubble, type ChatMessageData } from '../../components/MessageBubble';
import { dayLabel, groupByDay } from '../../components/MessageBubble/chatDates';
import { PhotoLightbox } from '../../components/PhotoLightbox';
import { Skeleton } from '../../components/Skeleton';
import { TypingIndicator } from '../../components/TypingIndicator';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  Calm,
  CalmTitle,
  Column,
  ComposerBand,
  ComposerColumn,
  DayGroup,
  DayHeading,
  Footer,
  FooterColumn,
  MessageList,
  NoticeText,
  OlderSlot,
  ReplyNote,
  ScreenRoot,
  Scroller,
  SkeletonBar,
  SkeletonBubble,
  Starter,
  StarterText,
  StarterTitle,
} from './ConversationScreen.styles';

export interface ConversationScreenProps {
  /** The other member; null while loading or when the conversation is not available. */
  profile: ChatProfile | null;
  /** The loaded messages, oldest first. */
  messages: readonly ChatMessageData[];
  loading?: boolean;
  /** Loading failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** No such conversation, or the member is gone or has blocked the viewer (the server answers 404 alike). */
  notFound?: boolean;
  /** Older messages exist: the "load older" button shows above the first one. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** The other member is typing now. */
  partnerTyping?: boolean;
  /** The viewer's credit balance for the top bar; null hides it. */
  credits: number | null;
  backHref: string;
  profileHref: string;
  creditsHref: string;
  premiumHref: string;
  /** The viewer has blocked this member: nothing can be sent until they unblock. */
  blocked?: boolean;
  onBlock: () => void;
  onUnblock: () => void;
  onDelete: () => void;
  /** The draft (kept by the app). */
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string) => void;
  onTyping?: () => void;
  /** A message is on its way. */
  sending?: boolean;
  /** A failed message's "send again". */
  onRetryMessage?: (message: ChatMessageData) => void;
  /** The site's `message_length`. */
  maxLength: number;
  /** What a message costs the viewer in credits, as the server charges it; null while it loads. */
  messageCost: number | null;
  giftCost?: number;
  photoCost?: number;
  /** Opens the gift picker; left out, there is no gift button. */
  onOpenGifts?: () => void;
  /** Sends a photo the member confirmed in the composer's preview (picture and price); left out, no photo button. */
  onPhotoSend?: (file: File) => void;
  /** Opens the icebreaker modal (offered while the conversation is empty). */
  onOpenIcebreakers?: () => void;
  /** SPEC §8: the balance does not cover a message; the way to the credits page is shown. */
  insufficientCredits?: boolean;
  /** SPEC §6: a free member at the conversation limit; told why, with the way to premium. */
  freeLimitReached?: boolean;
  /** How many conversations a free member may have (SPEC §6: 2). */
  freeConversationsLimit?: number;
  /** The last send failed for another reason (already translated). */
  sendError?: string;
  onDismissSendError?: () => void;
  /** The site's wording for fictional members: the warning shows for a fictional member. */
  fictional?: FictionalWording;
  /** How soon a fictional profile usually answers (app/rules/replyExpectation.ts); null or left out: no line. */
  replyWithin?: ReplyWithin | null;
  /** "Now", for the day headings (today, yesterday); defaults to the current time. */
  now?: Date;
}

/** "Usually answers within {count} {unit}": shown for a fictional profile (operators answer it). */
export interface ReplyWithin {
  readonly unit: 'minutes' | 'hours' | 'days';
  readonly count: number;
}

/** Within this distance of the end, a new message scrolls the list down to it. */
const STICK_TO_END_PX = 120;

/**
 * `/chats/{id}` and `/members/{id}/chat`: SPEC §2 conversation. The top bar, the messages by day (text, photo and
 * gift bubbles with read ticks), older messages on request, the typing indicator, and the send footer with what a
 * message costs; the notices say why nothing can be sent (blocked, no credits, the free limit).
 */
export function ConversationScreen({
  profile,
  messages,
  loading = false,
  error,
  onRetry,
  notFound = false,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  partnerTyping = false,
  credits,
  backHref,
  profileHref,
  creditsHref,
  premiumHref,
  blocked = false,
  onBlock,
  onUnblock,
  onDelete,
  draft,
  onDraftChange,
  onSend,
  onTyping,
  sending = false,
  onRetryMessage,
  maxLength,
  messageCost,
  giftCost,
  photoCost,
  onOpenGifts,
  onPhotoSend,
  onOpenIcebreakers,
  insufficientCredits = false,
  freeLimitReached = false,
  freeConversationsLimit = FREE_CONVERSATIONS_LIMIT,
  sendError,
  onDismissSendError,
  fictional,
  replyWithin,
  now,
}: ConversationScreenProps) {
  const { t, i18n } = useTranslation('chat');
  const logId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const today = useMemo(() => now ?? new Date(), [now]);

  // Scrolling: stay at the end as messages arrive (when the reader is there or sent it), keep the view still when
  // older messages are put above.
  const nearEnd = useRef(true);
  const previous = useRef<{ first?: string | number; last?: string | number; height: number; top: number }>({ height: 0, top: 0 });
  const firstId = messages[0]?.id;
  const last = messages[messages.length - 1];
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.first !== undefined && firstId !== before.first && last?.id === before.last) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (nearEnd.current || last?.mine || before.last === undefined) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first: firstId, last: last?.id, height: element.scrollHeight, top: element.scrollTop };
  }, [firstId, last?.id, last?.mine, partnerTyping, loading]);

  // Pictures that finish loading (or a notice that appears) make the content taller: stay at the end if the reader was.
  const content = useRef<HTMLDivElement>(null);
  const showingMessages = !loading && !error && !notFound && profile !== null;
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (nearEnd.current) element.scrollTop = element.scrollHeight;
      previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, [showingMessages]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_END_PX;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
  };

  const photos = useMemo(
    () => messages.filter((message) => message.kind === 'photo' && message.photoUrl).map((message) => ({ id: message.id, url: message.photoUrl ?? '' })),
    [messages],
  );
  const days = useMemo(() => groupByDay(messages, (message) => new Date(message.createdAt)), [messages]);

  if (loading) {
    return (
      <ScreenRoot aria-busy="true" aria-label={t('conversation.loading')} data-state="loading">
        <VisuallyHidden role="status">{t('conversation.loading')}</VisuallyHidden>
        <SkeletonBar aria-hidden="true">
          <Skeleton shape="circle" width="2rem" />
          <Skeleton shape="text" width="9rem" />
        </SkeletonBar>
        <Scroller aria-hidden="true">
          <Column>
            {[false, true, false, false, true].map((mine, index) => (
              <SkeletonBubble key={index} $mine={mine}>
                <Skeleton shape="rect" width={`${[55, 40, 65, 35, 50][index]}%`} height={index === 2 ? '4rem' : '2.5rem'} />
              </SkeletonBubble>
            ))}
          </Column>
        </Scroller>
      </ScreenRoot>
    );
  }

  if (error || notFound || !profile) {
    return (
      <ScreenRoot aria-labelledby={`${logId}-title`} data-state={error ? 'error' : 'not-found'}>
        <Calm>
          <Icon name={error ? 'danger' : 'chat'} size="2.5rem" />
          <CalmTitle id={`${logId}-title`}>{error ? t('conversation.error_title') : t('conversation.not_found_title')}</CalmTitle>
          {error ? (
            <Alert tone="danger">
              <NoticeText>{error}</NoticeText>
            </Alert>
          ) : (
            <p>{t('conversation.not_found_body')}</p>
          )}
          {error && onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {t('conversation.retry')}
            </Button>
          ) : null}
          <Button href={backHref} variant={error ? 'ghost' : 'primary'} iconStart={<Icon name="chevronLeft" />}>
            {t('conversation.back_to_chats')}
          </Button>
        </Calm>
      </ScreenRoot>
    );
  }

  const name = profile.name;
  const cannotSend = blocked || insufficientCredits || freeLimitReached;

  let notice = null;
  if (blocked) {
    notice = (
      <Alert
        tone="info"
        title={t('notice.blocked_title', { name })}
        data-notice="blocked"
        action={
          <Button variant="outline" size="sm" onClick={onUnblock}>
            {t('notice.unblock')}
          </Button>
        }
      >
        <NoticeText>{t('notice.blocked_body', { name })}</NoticeText>
      </Alert>
    );
  } else if (freeLimitReached) {
    notice = (
      <Alert
        tone="info"
        title={t('notice.free_limit_title')}
        data-notice="free-limit"
        action={
          <Button href={premiumHref} variant="secondary" size="sm" iconStart={<Icon name="crown" />}>
            {t('notice.get_premium')}
          </Button>
        }
      >
        <NoticeText>{t('notice.free_limit_body', { count: freeConversationsLimit })}</NoticeText>
      </Alert>
    );
  } else if (insufficientCredits) {
    notice = (
      <Alert
        tone="warning"
        title={t('notice.no_credits_title')}
        data-notice="insufficient-credits"
        action={
          <Button href={creditsHref} variant="secondary" size="sm" iconStart={<Icon name="coins" />}>
            {t('notice.buy_credits')}
          </Button>
        }
      >
        <NoticeText>{messageCost !== null ? t('notice.no_credits_body', { count: messageCost }) : t('notice.no_credits_title')}</NoticeText>
      </Alert>
    );
  }

  return (
    <ScreenRoot aria-labelledby={`${logId}-name`} data-state="conversation" data-blocked={blocked || undefined}>
      <ChatTopBar
        profile={profile}
        backHref={backHref}
        profileHref={profileHref}
        credits={credits}
        creditsHref={creditsHref}
        blocked={blocked}
        onBlock={onBlock}
        onUnblock={onUnblock}
        onDelete={onDelete}
        fictional={fictional}
      />
      <VisuallyHidden id={`${logId}-name`}>{t('conversation.title', { name })}</VisuallyHidden>
      <Scroller ref={scroller} onScroll={onScroll} tabIndex={0} role="log" aria-label={t('conversation.messages', { name })}>
        <Column ref={content}>
          {profile.fictional && fictional ? <FictionalNotice {...fictional} /> : null}
          {replyWithin ? <ReplyNote data-reply-within={replyWithin.unit}>{t(`conversation.reply_${replyWithin.unit}`, { name, count: replyWithin.count })}</ReplyNote> : null}
          {hasOlder && onLoadOlder ? (
            <OlderSlot>
              <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
                {loadingOlder ? t('conversation.loading_older') : t('conversation.load_older')}
              </Button>
            </OlderSlot>
          ) : null}
          {messages.length === 0 ? (
            <Starter data-empty="">
              <Icon name="chat" size="2.5rem" />
              <StarterTitle>{t('conversation.empty_title', { name })}</StarterTitle>
              <StarterText>{t('conversation.empty_body', { name })}</StarterText>
              {onOpenIcebreakers && !cannotSend ? (
                <Button variant="outline" iconStart={<Icon name="flame" />} onClick={onOpenIcebreakers} aria-haspopup="dialog">
                  {t('conversation.icebreakers')}
                </Button>
              ) : null}
            </Starter>
          ) : (
            days.map((day) => {
              const label = dayLabel(day.date, today, i18n.language);
              return (
                <DayGroup key={day.key} aria-labelledby={`${logId}-${day.key}`}>
                  <DayHeading id={`${logId}-${day.key}`}>
                    <time dateTime={day.key}>{label.kind === 'date' ? label.text : t(`day.${label.kind}`)}</time>
                  </DayHeading>
                  <MessageList>
                    {day.items.map((message) => (
                      <MessageBubble
                        key={message.id}
                        message={message}
                        partnerName={name}
                        onRetry={onRetryMessage}
                        onPhotoClick={(photo) => setLightbox(photos.findIndex((item) => item.id === photo.id))}
                      />
                    ))}
                  </MessageList>
                </DayGroup>
              );
            })
          )}
        </Column>
      </Scroller>
      <Footer>
        <FooterColumn>
          <TypingIndicator name={name} active={partnerTyping && !blocked} />
          {notice}
          {sendError ? (
            <Alert tone="danger" onDismiss={onDismissSendError} data-notice="send-error">
              <NoticeText>{sendError}</NoticeText>
            </Alert>
          ) : null}
        </FooterColumn>
        <ComposerBand>
          <ComposerColumn>
            <ChatComposer
              value={draft}
              onChange={onDraftChange}
              onSend={onSend}
              partnerName={name}
              maxLength={maxLength}
              messageCost={messageCost}
              onGift={onOpenGifts}
              giftCost={giftCost}
              onPhotoSend={onPhotoSend}
              photoCost={photoCost}
              onTyping={onTyping}
              sending={sending}
              disabled={cannotSend}
            />
          </ComposerColumn>
        </ComposerBand>
      </Footer>
      <PhotoLightbox photos={photos} index={lightbox !== null && lightbox >= 0 ? lightbox : null} onIndexChange={setLightbox} name={name} />
    </ScreenRoot>
  );
}
