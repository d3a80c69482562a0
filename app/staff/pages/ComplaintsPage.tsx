import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '../../../contract/complaints';
import { MODERATION_ENDPOINTS, type ComplaintCase, type ReportCase } from '../../../contract/moderation';
import { staffPath } from '../../../contract/staffRoutes';
import { ComplaintsQueueScreen, type ComplaintQueueFilter, type ComplaintQueueItem } from '../../../src/screens/ComplaintsQueueScreen';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { callStaff, useKeysetPages } from '../data';
import { useBusyIds } from '../useBusyIds';

/**
 * Complaints and profile reports share the screen, but their ids are separate sequences: the screen's id is
 * 2 × id for a complaint and 2 × id + 1 for a report, so a reply goes to the right one.
 */
export function caseKey(kind: 'complaint' | 'report', id: number): number {
  return kind === 'complaint' ? id * 2 : id * 2 + 1;
}

export function caseOf(key: number): { kind: 'complaint' | 'report'; id: number } {
  return key % 2 === 0 ? { kind: 'complaint', id: key / 2 } : { kind: 'report', id: (key - 1) / 2 };
}

function isCategory(value: string): value is ComplaintCategory {
  return (COMPLAINT_CATEGORIES as readonly string[]).includes(value);
}

/** The complaints queue (issue 8): complaints from /complaints and members' reports, by status; reply and close. */
export function ComplaintsPage() {
  const { t } = useTranslation('moderation');
  const [filter, setFilter] = useState<ComplaintQueueFilter>('open');
  const query = filter === 'all' ? {} : { status: filter };
  const complaints = useKeysetPages(MODERATION_ENDPOINTS.complaints, query, (page) => page.next_after_id);
  const reports = useKeysetPages(MODERATION_ENDPOINTS.reports, query, (page) => page.next_after_id);
  const busy = useBusyIds();
  const [actionError, setActionError] = useState<string | undefined>();

  const fromComplaint = (item: ComplaintCase): ComplaintQueueItem => ({
    id: caseKey('complaint', item.id),
    kind: 'complaint',
    reference: item.reference,
    category: isCategory(item.category) ? item.category : null,
    status: item.status,
    senderName: item.name,
    senderEmail: item.email,
    senderHref: item.user_id ? staffPath('member', { id: item.user_id }) : null,
    about: null,
    subject: item.subject,
    message: item.message,
    siteDomain: item.site_domain,
    createdAt: item.created_at,
    replies: item.replies.map((reply, index) => ({ id: index, text: reply.text, staffName: t('complaints.staff_reply'), sentAt: reply.created_at })),
  });
  const fromReport = (item: ReportCase): ComplaintQueueItem => ({
    id: caseKey('report', item.id),
    kind: 'report',
    reference: `R-${item.id}`,
    category: null,
    status: item.status,
    senderName: item.reporter.name,
    senderEmail: item.reporter_email,
    senderHref: staffPath('member', { id: item.reporter.id }),
    about: { name: item.member.name, href: staffPath('member', { id: item.member.id }) },
    subject: t(`complaints.report_reasons.${item.reason}`),
    message: item.note ?? '',
    siteDomain: item.member.site_domain,
    createdAt: item.created_at,
    replies: item.replies.map((reply, index) => ({ id: index, text: reply.text, staffName: t('complaints.staff_reply'), sentAt: reply.created_at })),
  });
  const items = [
    ...complaints.pages.flatMap((page) => page.complaints.map(fromComplaint)),
    ...reports.pages.flatMap((page) => page.reports.map(fromReport)),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  const act = (key: number, call: (target: { kind: 'complaint' | 'report'; id: number }) => Promise<unknown>) =>
    busy.run(key, async () => {
      setActionError(undefined);
      try {
        await call(caseOf(key));
        await Promise.all([complaints.reload(), reports.reload()]);
      } catch (error) {
        setActionError(apiErrorMessage(t, error));
        throw error;
      }
    });
  const error = complaints.error ?? reports.error;

  return (
    <ComplaintsQueueScreen
      filter={filter}
      onFilterChange={setFilter}
      items={items}
      loading={complaints.loading || reports.loading}
      {...(error ? { error: apiErrorMessage(t, error) } : {})}
      onRetry={() => void Promise.all([complaints.reload(), reports.reload()])}
      hasMore={complaints.hasMore || reports.hasMore}
      loadingMore={complaints.loadingMore || reports.loadingMore}
      onLoadMore={() => {
        if (complaints.hasMore) complaints.loadMore();
        if (reports.hasMore) reports.loadMore();
      }}
      onReply={(key, text) =>
        act(key, (target) =>
          callStaff(target.kind === 'complaint' ? MODERATION_ENDPOINTS.complaintReply : MODERATION_ENDPOINTS.reportReply, { params: { id: target.id }, body: { text } }),
        )
      }
      onClose={(key) =>
        void act(key, (target) =>
          callStaff(target.kind === 'complaint' ? MODERATION_ENDPOINTS.complaintClose : MODERATION_ENDPOINTS.reportClose, { params: { id: target.id } }),
        ).catch(() => undefined)
      }
      busyIds={busy.ids}
      {...(actionError ? { actionError } : {})}
      onDismissActionError={() => setActionError(undefined)}
    />
  );
}
