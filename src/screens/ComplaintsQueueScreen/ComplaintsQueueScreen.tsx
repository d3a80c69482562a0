import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplaintCategory } from '../../../contract/complaints';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Skeleton } from '../../components/Skeleton';
import { StatusTag, type StatusTone } from '../../components/StatusTag';
import { Tabs } from '../../components/Tabs';
import { TextAreaField } from '../../components/TextAreaField';
import {
  Actions,
  Details,
  EmptyState,
  Footer,
  Header,
  HeaderText,
  History,
  HistoryTitle,
  Item,
  ItemHeader,
  ItemTitle,
  Lead,
  List,
  Message,
  Reference,
  Replies,
  Reply,
  ReplyForm,
  ReplyMeta,
  ScreenRoot,
  SkeletonStack,
  Title,
} from './ComplaintsQueueScreen.styles';

export const COMPLAINT_QUEUE_STATUSES = ['open', 'answered', 'closed'] as const;
export type ComplaintQueueStatus = (typeof COMPLAINT_QUEUE_STATUSES)[number];
/** The status filter: one status, or every complaint. */
export type ComplaintQueueFilter = ComplaintQueueStatus | 'all';

const STATUS_TONES: Record<ComplaintQueueStatus, StatusTone> = { open: 'warning', answered: 'info', closed: 'neutral' };
const STATUS_ICONS = { open: 'clock', answered: 'send', closed: 'check' } as const;

export interface ComplaintQueueReply {
  id: number | string;
  /** The reply as sent (shown as text). */
  text: string;
  /** The staff member who answered. */
  staffName: string;
  /** ISO-8601. */
  sentAt: string;
}

/** A complaint from `/complaints`, or a member's report of a profile. */
export interface ComplaintQueueItem {
  id: number;
  kind: 'complaint' | 'report';
  reference: string;
  /** A complaint's category; null for a profile report. */
  category: ComplaintCategory | null;
  status: ComplaintQueueStatus;
  senderName: string;
  senderEmail: string;
  /** The sender's member view, when the sender is a member. */
  senderHref?: string | null;
  /** The reported member (reports), or the member the complaint names when known. */
  about?: { name: string; href: string } | null;
  subject: string | null;
  message: string;
  siteDomain: string;
  /** ISO-8601. */
  createdAt: string;
  /** Earlier replies, oldest first. */
  replies: readonly ComplaintQueueReply[];
}

export interface ComplaintsQueueScreenProps {
  filter: ComplaintQueueFilter;
  onFilterChange: (filter: ComplaintQueueFilter) => void;
  /** How many complaints have each status (shown on the filter tabs); left out, no counts. */
  counts?: Partial<Record<ComplaintQueueStatus, number>>;
  items: readonly ComplaintQueueItem[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Send a reply (mailed to the sender). A returned promise keeps the draft until it resolves; a plain return clears it. */
  onReply: (id: number, text: string) => void | Promise<unknown>;
  onClose: (id: number) => void;
  /** Complaints with a reply or close on its way. */
  busyIds?: readonly number[];
  /** An action failed, already translated. */
  actionError?: string;
  onDismissActionError?: () => void;
  /** The longest reply accepted. */
  replyMaxLength?: number;
}

interface ComplaintCardProps {
  item: ComplaintQueueItem;
  busy: boolean;
  onReply: ComplaintsQueueScreenProps['onReply'];
  onClose: ComplaintsQueueScreenProps['onClose'];
  replyMaxLength: number;
  dateFormat: Intl.DateTimeFormat;
}

function ComplaintCard({ item, busy, onReply, onClose, replyMaxLength, dateFormat }: ComplaintCardProps) {
  const { t } = useTranslation(['moderation', 'pages', 'validation']);
  const titleId = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || busy) return;
    const text = draft.trim();
    if (!text) {
      setDraftError(t('validation:required'));
      return;
    }
    setDraftError(undefined);
    const result = onReply(item.id, text);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setSending(true);
      (result as Promise<unknown>).then(
        () => {
          if (!mounted.current) return;
          setSending(false);
          setDraft('');
        },
        () => {
          if (mounted.current) setSending(false);
        },
      );
    } else {
      setDraft('');
    }
  };

  const category = item.kind === 'report' ? t('moderation:complaints.kind_report') : item.category ? t(`pages:complaints.categories.${item.category}`) : t('moderation:complaints.kind_complaint');
  const closed = item.status === 'closed';

  return (
    <Item aria-labelledby={titleId} aria-busy={busy || sending || undefined} data-complaint-id={item.id} data-status={item.status}>
      <ItemHeader>
        <ItemTitle id={titleId}>
          <Reference>{item.reference}</Reference>{' '}
          <span>{category}</span>
        </ItemTitle>
        <StatusTag tone={STATUS_TONES[item.status]} icon={STATUS_ICONS[item.status]}>
          {t(`moderation:complaints.status.${item.status}`)}
        </StatusTag>
      </ItemHeader>
      <Details>
        <dt>{t('moderation:complaints.sender')}</dt>
        <dd>
          {item.senderHref ? <Link href={item.senderHref}>{item.senderName}</Link> : item.senderName} ({item.senderEmail})
        </dd>
        {item.about ? (
          <>
            <dt>{t('moderation:complaints.about')}</dt>
            <dd>
              <Link href={item.about.href}>{item.about.name}</Link>
            </dd>
          </>
        ) : null}
        <dt>{t('moderation:common.site')}</dt>
        <dd>{item.siteDomain}</dd>
        <dt>{t('moderation:complaints.received')}</dt>
        <dd>
          <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
        </dd>
        {item.subject ? (
          <>
            <dt>{t('moderation:complaints.subject')}</dt>
            <dd>{item.subject}</dd>
          </>
        ) : null}
      </Details>
      <Message>{item.message}</Message>
      {item.replies.length > 0 ? (
        <History>
          <HistoryTitle>{t('moderation:complaints.history', { count: item.replies.length })}</HistoryTitle>
          <Replies>
            {item.replies.map((reply) => (
              <Reply key={reply.id}>
                <ReplyMeta>
                  {t('moderation:complaints.replied_by', { name: reply.staffName })} · <time dateTime={reply.sentAt}>{dateFormat.format(new Date(reply.sentAt))}</time>
                </ReplyMeta>
                <Message>{reply.text}</Message>
              </Reply>
            ))}
          </Replies>
        </History>
      ) : null}
      {closed ? null : (
        <ReplyForm onSubmit={submit} noValidate aria-label={t('moderation:complaints.reply_form', { reference: item.reference })}>
          <TextAreaField
            label={t('moderation:complaints.reply')}
            name="reply"
            rows={3}
            maxLength={replyMaxLength}
            disabled={sending}
            value={draft}
            onChange={setDraft}
            hint={t('moderation:complaints.reply_hint', { email: item.senderEmail })}
            error={draftError}
          />
          <Actions>
            <Button type="submit" size="sm" iconStart={<Icon name="send" />} loading={sending} disabled={busy}>
              {t('moderation:complaints.send')}
            </Button>
            <Button size="sm" variant="outline" iconStart={<Icon name="check" />} disabled={busy || sending} onClick={() => onClose(item.id)}>
              {t('moderation:complaints.close')}
            </Button>
          </Actions>
        </ReplyForm>
      )}
    </Item>
  );
}

/** `/staff/moderation/complaints`: complaints and profile reports by status, each with its replies, to answer and close. */
export function ComplaintsQueueScreen({
  filter,
  onFilterChange,
  counts,
  items,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onReply,
  onClose,
  busyIds = [],
  actionError,
  onDismissActionError,
  replyMaxLength = 5000,
}: ComplaintsQueueScreenProps) {
  const { t, i18n } = useTranslation('moderation');
  const titleId = useId();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const filters: ComplaintQueueFilter[] = [...COMPLAINT_QUEUE_STATUSES, 'all'];

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="14rem" />
        ))}
      </SkeletonStack>
    );
  } else if (error) {
    content = (
      <Alert
        tone="danger"
        action={
          onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      >
        {error}
      </Alert>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState>
        <Icon name="check" size="2rem" />
        <p>{filter === 'all' ? t('complaints.empty_all') : t(`complaints.empty.${filter}`)}</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <List aria-labelledby={titleId}>
          {items.map((item) => (
            <li key={item.id}>
              <ComplaintCard
                item={item}
                busy={busyIds.includes(item.id)}
                onReply={onReply}
                onClose={onClose}
                replyMaxLength={replyMaxLength}
                dateFormat={dateFormat}
              />
            </li>
          ))}
        </List>
        {hasMore && onLoadMore ? (
          <Footer>
            <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
              {t('common.load_more')}
            </Button>
          </Footer>
        ) : null}
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <HeaderText>
          <Title id={titleId}>{t('complaints.title')}</Title>
          <Lead>{t('complaints.lead')}</Lead>
        </HeaderText>
      </Header>
      <Tabs
        ariaLabel={t('complaints.filter')}
        value={filter}
        onValueChange={(value) => onFilterChange(value as ComplaintQueueFilter)}
        items={filters.map((value) => ({
          value,
          label: t(`complaints.filters.${value}`),
          badge:
            value !== 'all' && counts?.[value] !== undefined ? (
              <Badge count={counts[value] ?? 0} tone="neutral" showZero label={t('complaints.count', { count: counts[value] ?? 0 })} />
            ) : undefined,
        }))}
      />
      {actionError ? (
        <Alert tone="danger" onDismiss={onDismissActionError}>
          {actionError}
        </Alert>
      ) : null}
      {content}
    </ScreenRoot>
  );
}
