import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_ENDPOINTS } from '../../../contract/backoffice';
import { STAFF_ENDPOINTS } from '../../../contract/staff';
import { AuditLogScreen, type AuditLogFilters } from '../../../src/screens/AuditLogScreen';
import { apiErrorMessage, apiFieldMessages } from '../../i18n/apiErrorMessages';
import { useKeysetPages, useStaffQuery } from '../data';

const NO_FILTERS: AuditLogFilters = { staffId: '', action: '', targetType: '', targetId: '', siteId: '', from: '', to: '' };

/** Actions the back office writes, offered in the filter before any entry of that kind was loaded. */
const KNOWN_ACTIONS = [
  'staff.login',
  'staff.login_failed',
  'staff.logout',
  'staff.totp_enrol',
  'staff.create',
  'staff.update',
  'staff.reset_totp',
  'photo.approve',
  'photo.reject',
  'text.clear',
  'text.remove',
  'complaint.reply',
  'complaint.close',
  'report.reply',
  'report.close',
  'member.view',
  'member.ban',
  'member.unban',
  'credits.correct',
  'site.create',
  'site.update',
  'package.create',
  'package.update',
  'package.delete',
  'package.deactivate',
  'discount_code.create',
  'discount_code.update',
  'discount_code.delete',
  'discount_code.deactivate',
  'operator.claim',
  'operator.release',
  'operator.reply',
];

/** The filters as the audit call's query. */
export function auditQuery(filters: AuditLogFilters): Record<string, string | undefined> {
  return {
    staff_id: filters.staffId || undefined,
    action: filters.action || undefined,
    target_type: filters.targetType || undefined,
    target_id: filters.targetId.trim() || undefined,
    site_id: filters.siteId || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

/** The audit log (issue 8, admins): every staff action, filterable, newest first. */
export function AuditPage() {
  const { t } = useTranslation('staff');
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const log = useKeysetPages(STAFF_ENDPOINTS.staffAudit, auditQuery(filters), (page) => page.next_before_id, 'before_id');
  const accounts = useStaffQuery(STAFF_ENDPOINTS.staffAccounts, STAFF_ENDPOINTS.staffAccounts.path);
  const sites = useStaffQuery(BACKOFFICE_ENDPOINTS.staffSites, BACKOFFICE_ENDPOINTS.staffSites.path);
  const domains = new Map((sites.data?.sites ?? []).map((site) => [site.id, site.domain]));
  const names = new Map((accounts.data?.accounts ?? []).map((account) => [account.id, account.name]));
  const entries = log.pages.flatMap((page) => page.entries);
  const actions = [...new Set([...KNOWN_ACTIONS, ...entries.map((entry) => entry.action)])].sort();
  const targetTypes = [...new Set(['staff', 'photo', 'text_flag', 'complaint', 'report', 'member', 'site', 'package', 'discount_code', 'conversation', ...entries.map((entry) => entry.target_type)])].sort();

  return (
    <AuditLogScreen
      entries={entries.map((entry) => ({
        id: entry.id,
        at: entry.created_at,
        staffName: (entry.staff_id !== null ? names.get(entry.staff_id) : undefined) ?? entry.staff_email ?? '—',
        staffRole: entry.role ?? 'admin',
        action: entry.action,
        targetType: entry.target_type,
        targetId: entry.target_id,
        siteDomain: entry.site_id !== null ? (domains.get(entry.site_id) ?? String(entry.site_id)) : null,
        reason: entry.reason,
        before: entry.before,
        after: entry.after,
      }))}
      filters={filters}
      onFilter={setFilters}
      staffOptions={(accounts.data?.accounts ?? []).map((account) => ({ value: String(account.id), label: `${account.name} (${account.email})` }))}
      actionOptions={actions}
      targetTypeOptions={targetTypes}
      siteOptions={(sites.data?.sites ?? []).map((site) => ({ value: String(site.id), label: site.domain }))}
      loading={log.loading}
      {...(log.error ? { error: apiErrorMessage(t, log.error) } : {})}
      onRetry={() => void log.reload()}
      hasMore={log.hasMore}
      loadingMore={log.loadingMore}
      onLoadMore={log.loadMore}
      fieldErrors={Object.fromEntries(
        Object.entries(apiFieldMessages<string>(t, log.error)).map(([field, message]) => [
          { staff_id: 'staffId', target_type: 'targetType', target_id: 'targetId', site_id: 'siteId' }[field] ?? field,
          message,
        ]),
      )}
    />
  );
}
