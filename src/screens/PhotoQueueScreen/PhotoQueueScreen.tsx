import { useId, useState, type KeyboardEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { PhotoLightbox } from '../../components/PhotoLightbox';
import { ReasonDialog } from '../../components/ReasonDialog';
import { Skeleton } from '../../components/Skeleton';
import {
  CardActions,
  CardBody,
  EmptyState,
  Footer,
  Grid,
  Header,
  HeaderText,
  Hint,
  Lead,
  MemberLine,
  MetaLine,
  PhotoCard,
  ScreenRoot,
  SkeletonGrid,
  ThumbButton,
  Title,
} from './PhotoQueueScreen.styles';

/** Why a photo is refused; the member is told the reason in their language. */
export const PHOTO_REJECT_REASONS = ['nudity_not_allowed', 'not_a_person', 'someone_else', 'low_quality', 'contact_details', 'other'] as const;
export type PhotoRejectReason = (typeof PHOTO_REJECT_REASONS)[number];

/** A photo waiting for review, as the queue shows it. */
export interface PhotoQueueItem {
  id: number;
  memberName: string;
  /** The member view of the uploader. */
  memberHref: string;
  siteDomain: string;
  thumbUrl: string;
  fullUrl: string;
  /** ISO-8601. */
  uploadedAt: string;
}

export interface PhotoQueueScreenProps {
  /** The loaded pending photos, oldest first. */
  items: readonly PhotoQueueItem[];
  /** How many photos wait in all (more than `items` when there are further pages). */
  total: number;
  loading?: boolean;
  /** Loading failed, already translated. */
  error?: string;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  onApprove: (id: number) => void;
  /** A returned promise keeps the reject dialog open and busy until it settles (see ReasonDialog). */
  onReject: (id: number, reason: PhotoRejectReason, note: string) => void | Promise<unknown>;
  /** Photos whose approval or rejection is on its way: their buttons wait. */
  busyIds?: readonly number[];
  /** An approval or rejection failed, already translated. */
  actionError?: string;
  onDismissActionError?: () => void;
}

/** `/staff/moderation/photos`: pending photos as large thumbnails to approve with one click or reject with a reason. */
export function PhotoQueueScreen({
  items,
  total,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onApprove,
  onReject,
  busyIds = [],
  actionError,
  onDismissActionError,
}: PhotoQueueScreenProps) {
  const { t, i18n } = useTranslation('moderation');
  const titleId = useId();
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<PhotoQueueItem | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const reasons = PHOTO_REJECT_REASONS.map((reason) => ({ value: reason, label: t(`photos.reasons.${reason}`) }));

  const onCardKey = (item: PhotoQueueItem, busy: boolean) => (event: KeyboardEvent<HTMLElement>) => {
    // Shortcuts only on the focused card itself, never while typing or on a button inside it.
    if (event.target !== event.currentTarget || busy || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === 'a') {
      event.preventDefault();
      onApprove(item.id);
    } else if (key === 'r') {
      event.preventDefault();
      setRejecting(item);
    }
  };

  let content;
  if (loading) {
    content = (
      <SkeletonGrid aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="18rem" />
        ))}
      </SkeletonGrid>
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
        <p>{t('photos.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <Hint>
          <Trans t={t} i18nKey="photos.shortcuts" components={{ key: <kbd /> }} />
        </Hint>
        <Grid aria-labelledby={titleId}>
          {items.map((item, index) => {
            const busy = busyIds.includes(item.id);
            const cardTitle = `${titleId}-${item.id}`;
            return (
              <li key={item.id}>
                <PhotoCard
                  tabIndex={0}
                  aria-labelledby={cardTitle}
                  aria-keyshortcuts="A R"
                  aria-busy={busy || undefined}
                  data-photo-id={item.id}
                  onKeyDown={onCardKey(item, busy)}
                >
                  <ThumbButton type="button" aria-haspopup="dialog" onClick={() => setLightbox(index)}>
                    <img src={item.thumbUrl} alt={t('photos.open_full', { name: item.memberName })} loading="lazy" decoding="async" draggable={false} />
                  </ThumbButton>
                  <CardBody>
                    <MemberLine id={cardTitle}>
                      <Link href={item.memberHref}>{item.memberName}</Link>
                    </MemberLine>
                    <MetaLine>{item.siteDomain}</MetaLine>
                    <MetaLine>
                      {t('photos.uploaded')}{' '}
                      <time dateTime={item.uploadedAt}>{dateFormat.format(new Date(item.uploadedAt))}</time>
                    </MetaLine>
                  </CardBody>
                  <CardActions>
                    <Button size="sm" iconStart={<Icon name="check" />} loading={busy} onClick={() => onApprove(item.id)}>
                      {t('photos.approve')}
                    </Button>
                    <Button size="sm" variant="outline" iconStart={<Icon name="block" />} disabled={busy} aria-haspopup="dialog" onClick={() => setRejecting(item)}>
                      {t('photos.reject')}
                    </Button>
                  </CardActions>
                </PhotoCard>
              </li>
            );
          })}
        </Grid>
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

  const current = lightbox === null ? undefined : items[lightbox];

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <HeaderText>
          <Title id={titleId}>{t('photos.title')}</Title>
          <Lead>{loading || error ? t('photos.lead') : t('photos.waiting', { count: total })}</Lead>
        </HeaderText>
      </Header>
      {actionError ? (
        <Alert tone="danger" onDismiss={onDismissActionError}>
          {actionError}
        </Alert>
      ) : null}
      {content}
      <PhotoLightbox
        photos={items.map((item) => ({ id: item.id, url: item.fullUrl }))}
        index={current ? lightbox : null}
        onIndexChange={setLightbox}
        name={current?.memberName ?? ''}
      />
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? undefined : setRejecting(null))}
        title={t('photos.reject_title', { name: rejecting?.memberName ?? '' })}
        description={t('photos.reject_body')}
        reasons={reasons}
        reasonLabel={t('photos.reject_reason')}
        noteLabel={t('photos.reject_note')}
        noteHint={t('photos.reject_note_hint')}
        confirmLabel={t('photos.reject_confirm')}
        onConfirm={({ reason, note }) => (rejecting ? onReject(rejecting.id, reason as PhotoRejectReason, note) : undefined)}
      />
    </ScreenRoot>
  );
}
