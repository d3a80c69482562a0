import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { RoleBadge } from '../../layout/StaffLayout/RoleBadge';
import type { StaffRole } from '../../layout/StaffLayout/staffNav';
import {
  ActionRow,
  After,
  Before,
  ChangeList,
  Details,
  EmptyState,
  FilterGrid,
  Header,
  Heading,
  Lead,
  LoadMoreRow,
  Mono,
  Muted,
  Panel,
  ScreenRoot,
  SkeletonStack,
  Table,
  TableWrap,
  Title,
  Who,
} from './AuditLogScreen.styles';
import { auditChanges, compactValue } from './auditChanges';

export interface AuditLogEntry {
  id: number | string;
  /** ISO date-time of the change. */
  at: string;
  staffName: string;
  staffRole: StaffRole;
  /** The action code, such as `photo.approve` or `site.update`. */
  action: string;
  targetType: string;
  targetId: string | null;
  /** The site the change concerns, when any. */
  siteDomain: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
}

/** The filters as form values: an empty string means "any". Dates are `YYYY-MM-DD`. */
export interface AuditLogFilters {
  staffId: string;
  action: string;
  targetType: string;
  targetId: string;
  siteId: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditLogFilters = { staffId: '', action: '', targetType: '', targetId: '', siteId: '', from: '', to: '' };

export interface AuditLogScreenProps {
  entries: readonly AuditLogEntry[];
  /** The filters in force (the form starts from them). */
  filters: AuditLogFilters;
  onFilter: (filters: AuditLogFilters) => void;
  /** Staff members to filter by: value = staff id, label = name. */
  staffOptions: readonly SelectOption[];
  /** Action codes to filter by. */
  actionOptions: readonly string[];
  targetTypeOptions: readonly string[];
  /** Sites to filter by: value = site id, label = domain. */
  siteOptions: readonly SelectOption[];
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Field errors of the filter form (an impossible date range), already translated. */
  fieldErrors?: Partial<Record<keyof AuditLogFilters, string>>;
}

function EntryChanges({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('staff');
  const changes = auditChanges(entry.before, entry.after);
  const hasData = entry.before !== undefined && entry.before !== null ? true : entry.after !== undefined && entry.after !== null;
  if (!hasData) return <Muted>{t('audit.no_changes')}</Muted>;
  return (
    <>
      {changes.length > 0 ? (
        <ChangeList>
          {changes.map((change) => (
            <li key={change.key || '(value)'}>
              {change.key ? <strong>{change.key}: </strong> : null}
              <Before>{compactValue(change.before)}</Before>
              <span aria-hidden="true"> → </span>
              <VisuallyHidden> {t('audit.changed_to')} </VisuallyHidden>
              <After>{compactValue(change.after)}</After>
            </li>
          ))}
        </ChangeList>
      ) : (
        <Muted>{t('audit.no_changes')}</Muted>
      )}
      <Details>
        <summary>{t('audit.full_json')}</summary>
        <pre>{JSON.stringify({ before: entry.before ?? null, after: entry.after ?? null }, null, 2)}</pre>
      </Details>
    </>
  );
}

/** The admins' audit log: who changed what, when, on which site and why, with the before → after of each change. */
export function AuditLogScreen({
  entries,
  filters,
  onFilter,
  staffOptions,
  actionOptions,
  targetTypeOptions,
  siteOptions,
  loading = false,
  error,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  fieldErrors = {},
}: AuditLogScreenProps) {
  const { t, i18n } = useTranslation('staff');
  const titleId = useId();
  const [draft, setDraft] = useState<AuditLogFilters>(filters);
  // New filters from the container (applied elsewhere, or reset) replace the form's values.
  const filtersKey = JSON.stringify(filters);
  const [appliedKey, setAppliedKey] = useState(filtersKey);
  if (appliedKey !== filtersKey) {
    setAppliedKey(filtersKey);
    setDraft(filters);
  }
  const set = (key: keyof AuditLogFilters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ ...draft, targetId: draft.targetId.trim() });
  };
  const reset = () => {
    setDraft(EMPTY_AUDIT_FILTERS);
    onFilter(EMPTY_AUDIT_FILTERS);
  };
  const any = t('audit.filter.any');

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height="3rem" />
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
  } else if (entries.length === 0) {
    content = (
      <EmptyState>
        <Icon name="clock" size="2rem" />
        <p>{t('audit.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <>
        <TableWrap>
          <Table>
            <caption>{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.col.when')}</th>
                <th scope="col">{t('audit.col.who')}</th>
                <th scope="col">{t('audit.col.action')}</th>
                <th scope="col">{t('audit.col.target')}</th>
                <th scope="col">{t('audit.col.site')}</th>
                <th scope="col">{t('audit.col.reason')}</th>
                <th scope="col">{t('audit.col.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-audit-id={entry.id}>
                  <td data-label={t('audit.col.when')}>
                    <time dateTime={entry.at}>{dateFormat.format(new Date(entry.at))}</time>
                  </td>
                  <td data-label={t('audit.col.who')}>
                    <Who>
                      <span>{entry.staffName}</span>
                      <RoleBadge role={entry.staffRole} />
                    </Who>
                  </td>
                  <td data-label={t('audit.col.action')}>
                    <Mono>{entry.action}</Mono>
                  </td>
                  <td data-label={t('audit.col.target')}>
                    <Mono>
                      {entry.targetType}
                      {entry.targetId !== null ? ` #${entry.targetId}` : ''}
                    </Mono>
                  </td>
                  <td data-label={t('audit.col.site')}>{entry.siteDomain ?? <Muted>{t('audit.no_site')}</Muted>}</td>
                  <td data-label={t('audit.col.reason')}>{entry.reason ?? <Muted>{t('audit.no_reason')}</Muted>}</td>
                  <td data-label={t('audit.col.changes')}>
                    <EntryChanges entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
        {hasMore && onLoadMore ? (
          <LoadMoreRow>
            <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
              {t('common.load_more')}
            </Button>
          </LoadMoreRow>
        ) : null}
      </>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Heading>
          <Title id={titleId}>{t('audit.title')}</Title>
          <Lead>{t('audit.lead')}</Lead>
        </Heading>
      </Header>
      <Panel as="form" role="search" aria-label={t('audit.filter.label')} onSubmit={submit} noValidate>
        <FilterGrid>
          <SelectField label={t('audit.filter.staff')} name="staff" placeholder={any} options={staffOptions} value={draft.staffId} onChange={set('staffId')} />
          <SelectField
            label={t('audit.filter.action')}
            name="action"
            placeholder={any}
            options={actionOptions.map((action) => ({ value: action, label: action }))}
            value={draft.action}
            onChange={set('action')}
          />
          <SelectField
            label={t('audit.filter.target_type')}
            name="targetType"
            placeholder={any}
            options={targetTypeOptions.map((type) => ({ value: type, label: type }))}
            value={draft.targetType}
            onChange={set('targetType')}
          />
          <TextField label={t('audit.filter.target_id')} name="targetId" value={draft.targetId} onChange={set('targetId')} spellCheck={false} />
          <SelectField label={t('audit.filter.site')} name="site" placeholder={any} options={siteOptions} value={draft.siteId} onChange={set('siteId')} />
          <TextField label={t('audit.filter.from')} type="date" name="from" value={draft.from} onChange={set('from')} error={fieldErrors.from} />
          <TextField label={t('audit.filter.to')} type="date" name="to" value={draft.to} onChange={set('to')} error={fieldErrors.to} />
        </FilterGrid>
        <ActionRow>
          <Button type="submit" iconStart={<Icon name="search" />}>
            {t('audit.filter.apply')}
          </Button>
          <Button variant="ghost" onClick={reset}>
            {t('audit.filter.reset')}
          </Button>
        </ActionRow>
      </Panel>
      {content}
    </ScreenRoot>
  );
}
