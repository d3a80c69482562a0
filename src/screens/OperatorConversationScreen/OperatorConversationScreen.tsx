import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gender } from '../../../contract/accounts';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import { MessageBubble, type ChatMessageData } from '../../components/MessageBubble';
import { dayLabel, groupByDay } from '../../components/MessageBubble/chatDates';
import { PhotoLightbox } from '../../components/PhotoLightbox';
import { Skeleton } from '../../components/Skeleton';
import { StatusTag } from '../../components/StatusTag';
import { TextAreaField } from '../../components/TextAreaField';
import {
  About,
  ChatPane,
  ChatPaneTitle,
  ClaimBar,
  ClaimText,
  ComposerActions,
  ComposerForm,
  DayGroup,
  DayHeading,
  EmptyHistory,
  Facts,
  History,
  MessageList,
  Older,
  Pane,
  Panes,
  PaneTitle,
  Person,
  PersonName,
  ScreenRoot,
  SkeletonStack,
  ThumbButton,
  Thumbs,
  Title,
  TopBar,
  TopText,
} from './OperatorConversationScreen.styles';

/** The real member, as any member would see their public profile. */
export interface OperatorMemberProfile {
  name: string;
  age: number | null;
  gender: Gender | null;
  /** ISO 3166 alpha-2. */
  country: string | null;
  region: string | null;
  city: string | null;
  avatarUrl: string | null;
  photos: readonly { id: number | string; url: string }[];
  text: string | null;
  siteDomain: string;
}

/** The fictional profile the operator answers as. */
export interface OperatorFictionalProfile {
  name: string;
  age: number | null;
  avatarUrl: string | null;
  text: string | null;
}

export interface OperatorConversationScreenProps {
  member: OperatorMemberProfile | null;
  profile: OperatorFictionalProfile | null;
  /** The site's fictional wording and icon, as the member sees them. */
  fictional: FictionalWording;
  /** Oldest first; `mine` marks the fictional profile's messages. */
  messages: readonly ChatMessageData[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** The signed-in operator's claim; null when they hold none (lapsed or released). */
  claim: { until: string } | null;
  /** Another operator took the conversation (`claim_taken`); their name when known. */
  claimTakenBy?: string | null;
  claimLost?: boolean;
  /** Claim (again) when the claim lapsed. */
  onClaim: () => void;
  claiming?: boolean;
  onRelease: () => void;
  releasing?: boolean;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (text: string) => void;
  sending?: boolean;
  /** The last send failed, already translated. */
  sendError?: string;
  onDismissSendError?: () => void;
  /** The site's `message_length`. */
  maxLength: number;
  /** The operator inbox. */
  backHref: string;
  /** "Now", for the time left and the day headings; left out, the screen follows the clock. */
  now?: Date;
}

/** How often the time left on a claim is refreshed when the screen follows the clock. */
const CLAIM_TICK_MS = 15_000;

/** `/staff/operators/:id`: the member's profile, the conversation, and the fictional profile an operator answers as. */
export function OperatorConversationScreen({
  member,
  profile,
  fictional,
  messages,
  loading = false,
  error,
  onRetry,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  claim,
  claimTakenBy = null,
  claimLost = false,
  onClaim,
  claiming = false,
  onRelease,
  releasing = false,
  draft,
  onDraftChange,
  onSend,
  sending = false,
  sendError,
  onDismissSendError,
  maxLength,
  backHref,
  now,
}: OperatorConversationScreenProps) {
  const { t, i18n } = useTranslation(['moderation', 'chat', 'profile']);
  const titleId = useId();
  const [clockNow, setClockNow] = useState(() => Date.now());
  const [lightbox, setLightbox] = useState<number | null>(null);
  const history = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (now) return undefined;
    const timer = setInterval(() => setClockNow(Date.now()), CLAIM_TICK_MS);
    return () => clearInterval(timer);
  }, [now]);
  const at = now ? now.getTime() : clockNow;
  const today = useMemo(() => new Date(at), [at]);

  const lastId = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    const element = history.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId, loading]);

  const clock = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const days = useMemo(() => groupByDay(messages, (message) => new Date(message.createdAt)), [messages]);

  const remainingMs = claim ? new Date(claim.until).getTime() - at : 0;
  const holding = claim !== null && remainingMs > 0 && !claimLost;
  const minutesLeft = Math.max(1, Math.ceil(remainingMs / 60_000));
  const profileName = profile?.name ?? '';
  const memberName = member?.name ?? '';

  const send = () => {
    const text = draft.trim();
    if (!holding || sending || text.length === 0 || draft.length > maxLength) return;
    onSend(text);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  if (loading) {
    return (
      <ScreenRoot aria-busy="true" aria-labelledby={titleId}>
        <TopBar>
          <TopText>
            <Link href={backHref}>{t('moderation:conversation.back')}</Link>
            <Title id={titleId}>{t('moderation:conversation.loading')}</Title>
          </TopText>
        </TopBar>
        <Panes aria-hidden="true">
          <Skeleton height="16rem" />
          <SkeletonStack>
            <Skeleton height="3rem" />
            <Skeleton height="3rem" width="70%" />
            <Skeleton height="3rem" width="60%" />
          </SkeletonStack>
          <Skeleton height="16rem" />
        </Panes>
      </ScreenRoot>
    );
  }

  if (error || !member || !profile) {
    return (
      <ScreenRoot aria-labelledby={titleId}>
        <TopBar>
          <TopText>
            <Link href={backHref}>{t('moderation:conversation.back')}</Link>
            <Title id={titleId}>{t('moderation:conversation.title_unknown')}</Title>
          </TopText>
        </TopBar>
        <Alert
          tone="danger"
          action={
            onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('moderation:common.retry')}
              </Button>
            ) : undefined
          }
        >
          {error ?? t('moderation:conversation.not_found')}
        </Alert>
      </ScreenRoot>
    );
  }

  const location = [member.city, member.region, member.country ? countryName(member.country) : null].filter(Boolean).join(', ');

  return (
    <ScreenRoot aria-labelledby={titleId}>
      <TopBar>
        <TopText>
          <Link href={backHref}>{t('moderation:conversation.back')}</Link>
          <Title id={titleId}>{t('moderation:conversation.title', { profile: profileName, member: memberName })}</Title>
        </TopText>
        <ClaimBar>
          {holding ? (
            <>
              <ClaimText role="status">
                <StatusTag tone="success" icon="lock">
                  {t('moderation:conversation.claimed')}
                </StatusTag>
                <span>{t('moderation:conversation.time_left', { count: minutesLeft, time: claim ? clock.format(new Date(claim.until)) : '' })}</span>
              </ClaimText>
              <Button size="sm" variant="outline" loading={releasing} onClick={onRelease}>
                {t('moderation:conversation.release')}
              </Button>
            </>
          ) : claimLost ? null : (
            <Button size="sm" variant="secondary" loading={claiming} onClick={onClaim}>
              {t('moderation:conversation.claim')}
            </Button>
          )}
        </ClaimBar>
      </TopBar>

      {claimLost ? (
        <Alert
          tone="warning"
          title={t('moderation:conversation.lost_title')}
          action={
            <Button size="sm" variant="outline" href={backHref}>
              {t('moderation:conversation.back')}
            </Button>
          }
        >
          {claimTakenBy ? t('moderation:conversation.lost_by', { name: claimTakenBy }) : t('moderation:conversation.lost')}
        </Alert>
      ) : !holding ? (
        <Alert tone="info">{t('moderation:conversation.not_claimed')}</Alert>
      ) : null}

      <Panes>
        <Pane aria-labelledby={`${titleId}-member`}>
          <PaneTitle id={`${titleId}-member`}>{t('moderation:conversation.member_pane')}</PaneTitle>
          <Person>
            <Avatar src={member.avatarUrl} name={member.name} size="lg" />
            <PersonName>
              <span>{member.age === null ? member.name : t('moderation:conversation.name_age', { name: member.name, age: member.age })}</span>
              <span>{member.siteDomain}</span>
            </PersonName>
          </Person>
          <Facts>
            <dt>{t('moderation:member.gender')}</dt>
            <dd>{member.gender ? t(`profile:gender.${member.gender}`) : '—'}</dd>
            <dt>{t('moderation:member.location')}</dt>
            <dd>{location || '—'}</dd>
          </Facts>
          {member.text ? <About>{member.text}</About> : null}
          {member.photos.length > 0 ? (
            <Thumbs aria-label={t('moderation:conversation.member_photos', { name: member.name })}>
              {member.photos.map((photo, index) => (
                <li key={photo.id}>
                  <ThumbButton type="button" aria-haspopup="dialog" onClick={() => setLightbox(index)}>
                    <img src={photo.url} alt={t('moderation:member.photo_alt', { name: member.name, current: index + 1, total: member.photos.length })} loading="lazy" decoding="async" />
                  </ThumbButton>
                </li>
              ))}
            </Thumbs>
          ) : null}
        </Pane>

        <ChatPane aria-labelledby={`${titleId}-chat`}>
          <ChatPaneTitle id={`${titleId}-chat`}>{t('moderation:conversation.history')}</ChatPaneTitle>
          <History ref={history} role="log" aria-labelledby={`${titleId}-chat`} tabIndex={0}>
            {hasOlder && onLoadOlder ? (
              <Older>
                <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder}>
                  {t('chat:conversation.load_older')}
                </Button>
              </Older>
            ) : null}
            {messages.length === 0 ? (
              <EmptyHistory>{t('moderation:conversation.empty')}</EmptyHistory>
            ) : (
              days.map((day) => {
                const label = dayLabel(day.date, today, i18n.language);
                return (
                  <DayGroup key={day.key} aria-labelledby={`${titleId}-${day.key}`}>
                    <DayHeading id={`${titleId}-${day.key}`}>
                      <time dateTime={day.key}>{label.kind === 'date' ? label.text : t(`chat:day.${label.kind}`)}</time>
                    </DayHeading>
                    <MessageList>
                      {day.items.map((message) => (
                        <MessageBubble key={message.id} message={message} partnerName={member.name} />
                      ))}
                    </MessageList>
                  </DayGroup>
                );
              })
            )}
          </History>
          <ComposerForm onSubmit={onSubmit} aria-label={t('moderation:conversation.composer', { name: profileName })}>
            {sendError ? (
              <Alert tone="danger" onDismiss={onDismissSendError}>
                {sendError}
              </Alert>
            ) : null}
            <TextAreaField
              label={t('moderation:conversation.answer_as', { name: profileName })}
              name="message"
              rows={3}
              maxLength={maxLength}
              showCount
              disabled={!holding}
              value={draft}
              onChange={onDraftChange}
              onKeyDown={onKeyDown}
              hint={t('moderation:conversation.enter_hint')}
            />
            <ComposerActions>
              <span>{t('moderation:conversation.free_note')}</span>
              <Button type="submit" iconStart={<Icon name="send" />} loading={sending} disabled={!holding || draft.trim().length === 0 || draft.length > maxLength}>
                {t('chat:composer.send')}
              </Button>
            </ComposerActions>
          </ComposerForm>
        </ChatPane>

        <Pane aria-labelledby={`${titleId}-profile`}>
          <PaneTitle id={`${titleId}-profile`}>{t('moderation:conversation.profile_pane')}</PaneTitle>
          <Person>
            <Avatar src={profile.avatarUrl} name={profile.name} size="lg" />
            <PersonName>
              <span>{profile.age === null ? profile.name : t('moderation:conversation.name_age', { name: profile.name, age: profile.age })}</span>
            </PersonName>
          </Person>
          <FictionalNotice warning={fictional.warning} icon={fictional.icon} label={fictional.label} />
          {profile.text ? <About>{profile.text}</About> : null}
        </Pane>
      </Panes>
      <PhotoLightbox photos={member.photos} index={lightbox} onIndexChange={setLightbox} name={member.name} />
    </ScreenRoot>
  );
}
