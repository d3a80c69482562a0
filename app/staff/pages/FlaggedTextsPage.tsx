import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_ENDPOINTS } from '../../../contract/moderation';
import { staffPath } from '../../../contract/staffRoutes';
import { FlaggedTextsScreen, type FlaggedTextItem } from '../../../src/screens/FlaggedTextsScreen';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { callStaff, useKeysetPages } from '../data';
import { useBusyIds } from '../useBusyIds';

/** `contact:whatsapp` → `whatsapp`: the word the screen can find and mark in the text. */
export function matchedWord(term: string): string {
  return term.includes(':') ? term.slice(term.indexOf(':') + 1) : term;
}

/** Profile texts the word list flagged (issue 8): keep the text, or remove it with a reason. */
export function FlaggedTextsPage() {
  const { t } = useTranslation('moderation');
  const queue = useKeysetPages(MODERATION_ENDPOINTS.textFlags, { status: 'open' }, (page) => page.next_after_id);
  const busy = useBusyIds();
  const [resolved, setResolved] = useState<ReadonlySet<number>>(new Set());
  const [actionError, setActionError] = useState<string | undefined>();

  const items: FlaggedTextItem[] = queue.pages
    .flatMap((page) => page.flags)
    .filter((flag) => !resolved.has(flag.id))
    .map((flag) => ({
      id: flag.id,
      memberName: flag.member.name,
      memberHref: staffPath('member', { id: flag.member.id }),
      siteDomain: flag.member.site_domain,
      text: flag.text,
      terms: flag.terms.map(matchedWord),
      flaggedAt: flag.created_at,
    }));

  const resolve = (id: number, call: () => Promise<unknown>) =>
    busy.run(id, async () => {
      setActionError(undefined);
      try {
        await call();
        setResolved((previous) => new Set(previous).add(id));
      } catch (error) {
        setActionError(apiErrorMessage(t, error));
      }
    });

  return (
    <FlaggedTextsScreen
      items={items}
      total={items.length}
      loading={queue.loading}
      {...(queue.error ? { error: apiErrorMessage(t, queue.error) } : {})}
      onRetry={() => void queue.reload()}
      hasMore={queue.hasMore}
      loadingMore={queue.loadingMore}
      onLoadMore={queue.loadMore}
      onClear={(id) => void resolve(id, () => callStaff(MODERATION_ENDPOINTS.textFlagClear, { params: { id } }))}
      onRemove={(id, reason) => resolve(id, () => callStaff(MODERATION_ENDPOINTS.textFlagRemove, { params: { id }, body: { reason } }))}
      busyIds={busy.ids}
      {...(actionError ? { actionError } : {})}
      onDismissActionError={() => setActionError(undefined)}
    />
  );
}
