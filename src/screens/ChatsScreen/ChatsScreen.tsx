import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GiftId } from '../../../contract/chat';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import type { ChatProfile } from '../../components/ChatTopBar';
import { FictionalNotice } from '../../components/FictionalNotice';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { useLinkComponent } from '../../components/Link/LinkProvider';
import type { FictionalWording } from '../../components/MemberCard/MemberCard';
import type { ChatMessageKind } from '../../components/MessageBubble';
import { listTime } from '../../components/MessageBubble/chatDates';
import { Modal } from '../../components/Modal';
import { Skeleton } from '../../components/Skeleton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  AlertText,
  Body,
  BottomLine,
  EmptyState,
  EmptyText,
  EmptyTitle,
  Header,
  Item,
  ItemAction,
  List,
  NameHeading,
  Preview,
  RowLink,
  ScreenRoot,
  SkeletonLines,
  SkeletonRow,
  Summary,
  Time,
  Title,
  TopLine,
} from './ChatsScreen.styles';

/** The latest message of a conversation, for the preview line. */
export interface ChatPreviewMessage {
  kind: ChatMessageKind;
  text?: string | null;
  gift?: GiftId | null;
  /** Sent by the viewer ("You: …"). */
  mine: boolean;
  /** ISO-8601. */
  createdAt: string;
}

/** A conversation in the list (SPEC §3 chat store: conversation id, the member, unread count). */
export interface ChatListItemData {
  conversationId: number;
  profile: ChatProfile;
  /** Null for a conversation without messages yet. */
  lastMessage: ChatPreviewMessage | null;
  /** `num_unread_messages`. */
  numUnread: number;
}

export interface ChatsScreenProps {
  chats: readonly ChatListItemData[];
  /** The conversation (`/chats/{id}`). */
  chatHref: (conversationId: number) => string;
  /**
   * Delete a conversation (asked first). SPEC §4: the app drops it from `chats` at once; if the call fails it
   * passes `deleteError` and reloads the list.
   */
  onDelete: (conversationId: number) => void;
  /** SPEC §8: removing a chat failed (already translated). */
  deleteError?: string;
  onDismissDeleteError?: () => void;
  loading?: boolean;
  /** Loading the list failed (already translated). */
  error?: string;
  onRetry?: () => void;
  /** Where to find someone to talk to (`/members`). */
  membersHref: string;
  /** The site's wording, to mark fictional members. */
  fictional?: FictionalWording;
  /** "Now", for the times (today's clock time, yesterday, weekday, date); defaults to the current time. */
  now?: Date;
}

/**
 * `/chats`: SPEC §2 chat overview. Each conversation with the member's avatar and online state, the latest message,
 * its time and an unread badge (capped at 99+); deleting asks first. Empty, loading and error states.
 */
export function ChatsScreen({
  chats,
  chatHref,
  onDelete,
  deleteError,
  onDismissDeleteError,
  loading = false,
  error,
  onRetry,
  membersHref,
  fictional,
  now,
}: ChatsScreenProps) {
  const { t, i18n } = useTranslation('chat');
  const linkComponent = useLinkComponent();
  const titleId = useId();
  const [confirming, setConfirming] = useState<ChatListItemData | null>(null);
  const today = useMemo(() => now ?? new Date(), [now]);
  const totalUnread = chats.reduce((sum, chat) => sum + Math.max(0, chat.numUnread), 0);

  const preview = (message: ChatPreviewMessage | null): string => {
    if (!message) return t('list.no_messages');
    const content =
      message.kind === 'gift'
        ? t('list.preview_gift', { gift: message.gift ? t(`gift.${message.gift}`) : '' })
        : message.kind === 'photo'
          ? t('list.preview_photo')
          : (message.text ?? '').replace(/\s+/g, ' ').trim();
    return message.mine ? t('list.preview_mine', { text: content }) : content;
  };

  const timeText = (iso: string): string => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const label = listTime(date, today, i18n.language);
    return label.kind === 'yesterday' ? t('day.yesterday') : label.text;
  };

  let body;
  if (loading) {
    body = (
      <>
        <VisuallyHidden role="status">{t('list.loading')}</VisuallyHidden>
        <List as="div" aria-hidden="true" data-loading="">
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonRow key={index}>
              <Skeleton shape="circle" width="3rem" />
              <SkeletonLines>
                <Skeleton shape="text" width={`${[45, 30, 55, 40, 35, 50][index]}%`} />
                <Skeleton shape="text" width={`${[80, 65, 70, 85, 60, 75][index]}%`} />
              </SkeletonLines>
            </SkeletonRow>
          ))}
        </List>
      </>
    );
  } else if (error) {
    body = (
      <Alert
        tone="danger"
        title={t('list.error_title')}
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('list.retry')}
            </Button>
          ) : undefined
        }
      >
        <AlertText>{error}</AlertText>
      </Alert>
    );
  } else if (chats.length === 0) {
    body = (
      <EmptyState data-empty="">
        <Icon name="chat" size="2rem" />
        <EmptyTitle>{t('list.empty_title')}</EmptyTitle>
        <EmptyText>{t('list.empty_body')}</EmptyText>
        <Button href={membersHref} iconStart={<Icon name="search" />}>
          {t('list.find_members')}
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <List aria-labelledby={titleId}>
        {chats.map((chat) => {
          const { profile, lastMessage, numUnread } = chat;
          const unread = numUnread > 0;
          const name = profile.age === null ? profile.name : t('list.name_age', { name: profile.name, age: profile.age });
          return (
            <Item key={chat.conversationId} $unread={unread} data-conversation-id={chat.conversationId} data-unread={unread || undefined}>
              <Avatar src={profile.avatarUrl} name={profile.name} size="md" online={profile.online} aria-hidden="true" />
              <Body>
                <TopLine>
                  <NameHeading>
                    <RowLink as={linkComponent} href={chatHref(chat.conversationId)}>
                      {name}
                      {profile.online ? <VisuallyHidden>{`, ${t('list.online')}`}</VisuallyHidden> : null}
                    </RowLink>
                  </NameHeading>
                  {lastMessage ? <Time dateTime={lastMessage.createdAt}>{timeText(lastMessage.createdAt)}</Time> : null}
                </TopLine>
                <BottomLine>
                  <Preview $unread={unread} dir="auto">
                    {preview(lastMessage)}
                  </Preview>
                  {profile.fictional && fictional ? <FictionalNotice variant="badge" {...fictional} /> : null}
                  <Badge count={numUnread} tone="unread" label={t('list.unread', { count: numUnread })} />
                </BottomLine>
              </Body>
              <ItemAction>
                <IconButton
                  size="sm"
                  label={t('list.delete', { name: profile.name })}
                  icon={<Icon name="trash" />}
                  onClick={() => setConfirming(chat)}
                  aria-haspopup="dialog"
                />
              </ItemAction>
            </Item>
          );
        })}
      </List>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Title id={titleId}>{t('list.title')}</Title>
        {!loading && !error && chats.length > 0 ? (
          <Summary>{totalUnread > 0 ? t('list.unread_total', { count: totalUnread }) : t('list.all_read')}</Summary>
        ) : null}
      </Header>
      {deleteError ? (
        <Alert tone="danger" title={t('delete.failed_title')} onDismiss={onDismissDeleteError} data-delete-error="">
          <AlertText>{deleteError}</AlertText>
        </Alert>
      ) : null}
      {body}
      <Modal.Root open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        {confirming ? (
          <Modal.Content size="sm">
            <Modal.Title>{t('delete.title', { name: confirming.profile.name })}</Modal.Title>
            <Modal.Description>{t('delete.body', { name: confirming.profile.name })}</Modal.Description>
            <Modal.Footer>
              <Modal.Close>
                <Button variant="outline">{t('confirm_cancel')}</Button>
              </Modal.Close>
              <Button
                variant="danger"
                onClick={() => {
                  const id = confirming.conversationId;
                  setConfirming(null);
                  onDelete(id);
                }}
              >
                {t('delete.confirm')}
              </Button>
            </Modal.Footer>
          </Modal.Content>
        ) : null}
      </Modal.Root>
    </ScreenRoot>
  );
}
