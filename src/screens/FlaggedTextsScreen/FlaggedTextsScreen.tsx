import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { ReasonDialog } from '../../components/ReasonDialog';
import { Skeleton } from '../../components/Skeleton';
import {
  Actions,
  EmptyState,
  Footer,
  Header,
  HeaderText,
  Item,
  ItemHeader,
  ItemTitle,
  Lead,
  List,
  Meta,
  Quote,
  ScreenRoot,
  SkeletonStack,
  Term,
  Terms,
  Title,
} from './FlaggedTextsScreen.styles';
import { highlightTerms } from './highlightTerms';

/** A profile text the word list flagged. */
export interface FlaggedTextItem {
  id: number;
  memberName: string;
  /** The member view. */
  memberHref: string;
  siteDomain: string;
  /** The text as the member saved it (shown as text, never HTML). */
  text: string;
  /** The words or patterns that matched. */
  terms: readonly string[];
  /** ISO-8601. */
  flaggedAt: string;
}

export interface FlaggedTextsScreenProps {
  items: readonly FlaggedTextItem[];
  /** How many flags are open in all. */
  total: number;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** The text is fine: the flag is cleared and the text stays. */
  onClear: (id: number) => void;
  /** The text goes: the profile text is emptied. A returned promise keeps the dialog busy until it settles. */
  onRemove: (id: number, reason: string) => void | Promise<unknown>;
  busyIds?: readonly number[];
  actionError?: string;
  onDismissActionError?: () => void;
}

/** `/staff/moderation/texts`: profile texts flagged by the word list, the matches marked, to clear or remove. */
export function FlaggedTextsScreen({
  items,
  total,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onClear,
  onRemove,
  busyIds = [],
  actionError,
  onDismissActionError,
}: FlaggedTextsScreenProps) {
  const { t, i18n } = useTranslation('moderation');
  const titleId = useId();
  const [removing, setRemoving] = useState<FlaggedTextItem | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="9rem" />
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
        <p>{t('texts.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <List aria-labelledby={titleId}>
          {items.map((item) => {
            const busy = busyIds.includes(item.id);
            const itemTitle = `${titleId}-${item.id}`;
            return (
              <li key={item.id}>
                <Item aria-labelledby={itemTitle} aria-busy={busy || undefined} data-flag-id={item.id}>
                  <ItemHeader>
                    <ItemTitle id={itemTitle}>
                      <Link href={item.memberHref}>{item.memberName}</Link>
                    </ItemTitle>
                    <Meta>
                      {item.siteDomain} · <time dateTime={item.flaggedAt}>{dateFormat.format(new Date(item.flaggedAt))}</time>
                    </Meta>
                  </ItemHeader>
                  <Quote>
                    {highlightTerms(item.text, item.terms).map((run, index) => (run.match ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>))}
                  </Quote>
                  <Terms>
                    <span>{t('texts.matched', { count: item.terms.length })}</span>
                    {item.terms.map((term) => (
                      <Term key={term}>{term}</Term>
                    ))}
                  </Terms>
                  <Actions>
                    <Button size="sm" variant="outline" iconStart={<Icon name="check" />} loading={busy} onClick={() => onClear(item.id)}>
                      {t('texts.clear')}
                    </Button>
                    <Button size="sm" variant="danger" iconStart={<Icon name="trash" />} disabled={busy} aria-haspopup="dialog" onClick={() => setRemoving(item)}>
                      {t('texts.remove')}
                    </Button>
                  </Actions>
                </Item>
              </li>
            );
          })}
        </List>
        <Footer>
          <p>{t('common.showing', { shown: items.length, count: total })}</p>
          {hasMore && onLoadMore ? (
            <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
              {t('common.load_more')}
            </Button>
          ) : null}
        </Footer>
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <HeaderText>
          <Title id={titleId}>{t('texts.title')}</Title>
          <Lead>{loading || error ? t('texts.lead') : t('texts.waiting', { count: total })}</Lead>
        </HeaderText>
      </Header>
      {actionError ? (
        <Alert tone="danger" onDismiss={onDismissActionError}>
          {actionError}
        </Alert>
      ) : null}
      {content}
      <ReasonDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('texts.remove_title', { name: removing?.memberName ?? '' })}
        description={t('texts.remove_body')}
        noteLabel={t('texts.remove_reason')}
        noteRequired
        noteMinLength={3}
        confirmLabel={t('texts.remove_confirm')}
        onConfirm={({ note }) => (removing ? onRemove(removing.id, note) : undefined)}
      />
    </ScreenRoot>
  );
}
