import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_ENDPOINTS, type PhotoRejectReason } from '../../../contract/moderation';
import { staffPath } from '../../../contract/staffRoutes';
import { PhotoQueueScreen, type PhotoQueueItem } from '../../../src/screens/PhotoQueueScreen';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { callStaff, useKeysetPages } from '../data';
import { useBusyIds } from '../useBusyIds';

/** The photo queue (issue 8): pending photos oldest first; approve, or reject with a reason the member is told. */
export function PhotoQueuePage() {
  const { t } = useTranslation('moderation');
  const queue = useKeysetPages(MODERATION_ENDPOINTS.photoQueue, {}, (page) => page.next_after_id);
  const busy = useBusyIds();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [actionError, setActionError] = useState<string | undefined>();

  const items: PhotoQueueItem[] = queue.pages
    .flatMap((page) => page.photos)
    .filter((photo) => !decided.has(photo.id))
    .map((photo) => ({
      id: photo.id,
      memberName: photo.member.name,
      memberHref: staffPath('member', { id: photo.member.id }),
      siteDomain: photo.member.site_domain,
      thumbUrl: photo.urls.thumb,
      fullUrl: photo.urls.full,
      uploadedAt: photo.created_at,
    }));

  const decide = (id: number, call: () => Promise<unknown>) =>
    busy.run(id, async () => {
      setActionError(undefined);
      try {
        await call();
        setDecided((previous) => new Set(previous).add(id));
      } catch (error) {
        setActionError(apiErrorMessage(t, error));
      }
    });

  return (
    <PhotoQueueScreen
      items={items}
      total={items.length}
      loading={queue.loading}
      {...(queue.error ? { error: apiErrorMessage(t, queue.error) } : {})}
      onRetry={() => void queue.reload()}
      hasMore={queue.hasMore}
      loadingMore={queue.loadingMore}
      onLoadMore={queue.loadMore}
      onApprove={(id) => void decide(id, () => callStaff(MODERATION_ENDPOINTS.photoApprove, { params: { id } }))}
      onReject={(id, reason: PhotoRejectReason, note) =>
        decide(id, () => callStaff(MODERATION_ENDPOINTS.photoReject, { params: { id }, body: { reason, ...(note.trim() ? { note: note.trim() } : {}) } }))
      }
      busyIds={busy.ids}
      {...(actionError ? { actionError } : {})}
      onDismissActionError={() => setActionError(undefined)}
    />
  );
}
