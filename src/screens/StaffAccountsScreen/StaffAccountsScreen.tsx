import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { CopyButton } from '../../layout/StaffLayout/CopyButton';
import { ForName } from '../../layout/StaffLayout/ForName';
import { RoleBadge } from '../../layout/StaffLayout/RoleBadge';
import { STAFF_ROLES, type StaffRole } from '../../layout/StaffLayout/staffNav';
import {
  ActionRow,
  CellActions,
  CheckboxColumns,
  EmptyState,
  FieldGrid,
  Fieldset,
  FullRow,
  Header,
  Heading,
  Lead,
  ModalForm,
  Muted,
  NameCell,
  Panel,
  PanelTitle,
  Password,
  PasswordBlock,
  ScreenRoot,
  SkeletonStack,
  StatusPill,
  Table,
  TableWrap,
  Title,
} from './StaffAccountsScreen.styles';

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export interface StaffAccountRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** The partner's sites; null = every site (the other roles). */
  siteIds: readonly number[] | null;
  totpEnabled: boolean;
  status: StaffStatus;
  /** ISO date-time, or null when never signed in. */
  lastSignInAt: string | null;
}

export interface StaffSiteOption {
  id: number;
  domain: string;
}

export interface StaffCreateValues {
  email: string;
  name: string;
  role: StaffRole;
  /** Only for partners; empty for the other roles. */
  siteIds: number[];
}

export interface StaffUpdateValues {
  role: StaffRole;
  siteIds: number[];
  status: StaffStatus;
}

export type StaffCreateField = keyof StaffCreateValues;

export interface StaffAccountsScreenProps {
  accounts: readonly StaffAccountRow[];
  sites: readonly StaffSiteOption[];
  onCreate: (values: StaffCreateValues) => void;
  creating?: boolean;
  createError?: string;
  createFieldErrors?: Partial<Record<StaffCreateField, string>>;
  /** After a creation: the new account's one-time password, shown once until dismissed. */
  createdPassword?: { email: string; password: string } | null;
  onDismissPassword?: () => void;
  onUpdate: (id: number, values: StaffUpdateValues) => void;
  /** The account whose change is being saved. */
  updatingId?: number | null;
  updateError?: string;
  onResetTotp: (id: number) => void;
  resettingTotpId?: number | null;
  /** The signed-in admin: their own row cannot be disabled or demoted from here. */
  currentStaffId?: number;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

const EMPTY_CREATE: StaffCreateValues = { email: '', name: '', role: 'moderator', siteIds: [] };

function SitesChoice({
  sites,
  selected,
  onChange,
  error,
  disabled,
}: {
  sites: readonly StaffSiteOption[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('staff');
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{t('accounts.field.sites')}</legend>
      <CheckboxColumns>
        {sites.map((site) => (
          <CheckboxField
            key={site.id}
            label={site.domain}
            checked={selected.includes(site.id)}
            onChange={(checked) => onChange(checked ? [...selected, site.id] : selected.filter((id) => id !== site.id))}
          />
        ))}
      </CheckboxColumns>
      {error ? (
        <Alert tone="danger" id={errorId} role="status">
          {error}
        </Alert>
      ) : null}
    </Fieldset>
  );
}

/** Admins manage staff accounts: list, create (with a one-time password), change role, sites and status, reset TOTP. */
export function StaffAccountsScreen({
  accounts,
  sites,
  onCreate,
  creating = false,
  createError,
  createFieldErrors = {},
  createdPassword,
  onDismissPassword,
  onUpdate,
  updatingId = null,
  updateError,
  onResetTotp,
  resettingTotpId = null,
  currentStaffId,
  loading = false,
  error,
  onRetry,
}: StaffAccountsScreenProps) {
  const { t, i18n } = useTranslation('staff');
  const titleId = useId();
  const createTitleId = useId();
  const [draft, setDraft] = useState<StaffCreateValues>(EMPTY_CREATE);
  const [editing, setEditing] = useState<StaffAccountRow | null>(null);
  const [editValues, setEditValues] = useState<StaffUpdateValues>({ role: 'moderator', siteIds: [], status: 'active' });
  const [resetting, setResetting] = useState<StaffAccountRow | null>(null);
  // A new one-time password means the account was created: start the form afresh.
  const [shownPassword, setShownPassword] = useState(createdPassword?.password ?? null);
  if ((createdPassword?.password ?? null) !== shownPassword) {
    setShownPassword(createdPassword?.password ?? null);
    if (createdPassword) setDraft(EMPTY_CREATE);
  }

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
  const statusOptions = [
    { value: 'active', label: t('accounts.status.active') },
    { value: 'disabled', label: t('accounts.status.disabled') },
  ];
  const domainOf = (id: number) => sites.find((site) => site.id === id)?.domain ?? `#${id}`;

  const submitCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    onCreate({
      email: draft.email.trim(),
      name: draft.name.trim(),
      role: draft.role,
      siteIds: draft.role === 'partner' ? draft.siteIds : [],
    });
  };

  const openEdit = (account: StaffAccountRow) => {
    setEditValues({ role: account.role, siteIds: [...(account.siteIds ?? [])], status: account.status });
    setEditing(account);
  };

  const submitEdit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const id = editing.id;
    setEditing(null);
    onUpdate(id, { ...editValues, siteIds: editValues.role === 'partner' ? editValues.siteIds : [] });
  };

  let content;
  if (loading) {
    content = (
      <SkeletonStack aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
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
  } else if (accounts.length === 0) {
    content = (
      <EmptyState>
        <Icon name="user" size="2rem" />
        <p>{t('accounts.empty')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <TableWrap>
        <Table>
          <caption>{t('accounts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('accounts.col.name')}</th>
              <th scope="col">{t('accounts.col.role')}</th>
              <th scope="col">{t('accounts.col.sites')}</th>
              <th scope="col">{t('accounts.col.totp')}</th>
              <th scope="col">{t('accounts.col.status')}</th>
              <th scope="col">{t('accounts.col.last_sign_in')}</th>
              <th scope="col">{t('accounts.col.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.id} data-staff-id={account.id}>
                <th scope="row" data-label={t('accounts.col.name')}>
                  <NameCell>
                    <span>{account.name}</span>
                    <Muted>{account.email}</Muted>
                  </NameCell>
                </th>
                <td data-label={t('accounts.col.role')}>
                  <RoleBadge role={account.role} />
                </td>
                <td data-label={t('accounts.col.sites')}>
                  {account.siteIds === null ? (
                    <Muted>{t('accounts.all_sites')}</Muted>
                  ) : account.siteIds.length === 0 ? (
                    <Muted>{t('accounts.no_sites')}</Muted>
                  ) : (
                    account.siteIds.map(domainOf).join(', ')
                  )}
                </td>
                <td data-label={t('accounts.col.totp')}>
                  <StatusPill $tone={account.totpEnabled ? 'success' : 'warning'}>
                    {account.totpEnabled ? t('accounts.totp.on') : t('accounts.totp.off')}
                  </StatusPill>
                </td>
                <td data-label={t('accounts.col.status')}>
                  <StatusPill $tone={account.status === 'active' ? 'success' : 'neutral'}>{t(`accounts.status.${account.status}`)}</StatusPill>
                </td>
                <td data-label={t('accounts.col.last_sign_in')}>
                  {account.lastSignInAt ? (
                    <time dateTime={account.lastSignInAt}>{dateFormat.format(new Date(account.lastSignInAt))}</time>
                  ) : (
                    <Muted>{t('accounts.never')}</Muted>
                  )}
                </td>
                <td data-label={t('accounts.col.actions')}>
                  <CellActions>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => openEdit(account)}
                      loading={updatingId === account.id}
                    >
                      {t('accounts.edit')}
                      <ForName name={account.name} />
                    </Button>
                    {account.totpEnabled ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setResetting(account)}
                        loading={resettingTotpId === account.id}
                      >
                        {t('accounts.reset_totp')}
                        <ForName name={account.name} />
                      </Button>
                    ) : null}
                  </CellActions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
    );
  }

  return (
    <ScreenRoot aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Heading>
          <Title id={titleId}>{t('accounts.title')}</Title>
          <Lead>{t('accounts.lead')}</Lead>
        </Heading>
      </Header>

      {createdPassword ? (
        <Alert tone="warning" title={t('accounts.password.title', { email: createdPassword.email })} data-one-time-password="">
          <PasswordBlock>
            <span>{t('accounts.password.warning')}</span>
            <Password>{createdPassword.password}</Password>
            <CopyButton text={createdPassword.password} label={t('accounts.password.copy')} />
            {onDismissPassword ? (
              <Button size="sm" onClick={onDismissPassword}>
                {t('accounts.password.done')}
              </Button>
            ) : null}
          </PasswordBlock>
        </Alert>
      ) : null}
      {updateError ? <Alert tone="danger">{updateError}</Alert> : null}

      {content}

      <Panel as="form" aria-labelledby={createTitleId} onSubmit={submitCreate} noValidate aria-busy={creating || undefined}>
        <PanelTitle id={createTitleId}>{t('accounts.create.title')}</PanelTitle>
        {createError ? <Alert tone="danger">{createError}</Alert> : null}
        <FieldGrid>
          <TextField
            label={t('accounts.field.email')}
            type="email"
            name="email"
            autoComplete="off"
            spellCheck={false}
            required
            disabled={creating}
            value={draft.email}
            onChange={(email) => setDraft((current) => ({ ...current, email }))}
            error={createFieldErrors.email}
          />
          <TextField
            label={t('accounts.field.name')}
            name="name"
            autoComplete="off"
            required
            disabled={creating}
            value={draft.name}
            onChange={(name) => setDraft((current) => ({ ...current, name }))}
            error={createFieldErrors.name}
          />
          <SelectField
            label={t('accounts.field.role')}
            name="role"
            required
            disabled={creating}
            options={roleOptions}
            value={draft.role}
            onChange={(role) => setDraft((current) => ({ ...current, role: role as StaffRole }))}
            hint={t(`accounts.role_hint.${draft.role}`)}
            error={createFieldErrors.role}
          />
          {draft.role === 'partner' ? (
            <FullRow>
              <SitesChoice
                sites={sites}
                selected={draft.siteIds}
                onChange={(siteIds) => setDraft((current) => ({ ...current, siteIds }))}
                error={createFieldErrors.siteIds}
                disabled={creating}
              />
            </FullRow>
          ) : null}
        </FieldGrid>
        <ActionRow>
          <Button type="submit" loading={creating} iconStart={<Icon name="user" />}>
            {t('accounts.create.submit')}
          </Button>
        </ActionRow>
      </Panel>

      <Modal.Root open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <Modal.Content size="md">
            <Modal.Title>{t('accounts.edit_title', { name: editing.name })}</Modal.Title>
            <Modal.Description>{editing.email}</Modal.Description>
            <ModalForm onSubmit={submitEdit} noValidate>
              <Modal.Body>
                <SelectField
                  label={t('accounts.field.role')}
                  name="role"
                  options={roleOptions}
                  value={editValues.role}
                  disabled={editing.id === currentStaffId}
                  onChange={(role) => setEditValues((current) => ({ ...current, role: role as StaffRole }))}
                  hint={t(`accounts.role_hint.${editValues.role}`)}
                />
                {editValues.role === 'partner' ? (
                  <SitesChoice sites={sites} selected={editValues.siteIds} onChange={(siteIds) => setEditValues((current) => ({ ...current, siteIds }))} />
                ) : null}
                <SelectField
                  label={t('accounts.field.status')}
                  name="status"
                  options={statusOptions}
                  value={editValues.status}
                  disabled={editing.id === currentStaffId}
                  onChange={(status) => setEditValues((current) => ({ ...current, status: status as StaffStatus }))}
                  hint={t('accounts.status_hint')}
                />
              </Modal.Body>
              <Modal.Footer>
                <Modal.Close>
                  <Button variant="outline">{t('common.cancel')}</Button>
                </Modal.Close>
                <Button type="submit">{t('common.save')}</Button>
              </Modal.Footer>
            </ModalForm>
          </Modal.Content>
        ) : null}
      </Modal.Root>

      <Modal.Root open={resetting !== null} onOpenChange={(open) => (open ? undefined : setResetting(null))}>
        {resetting ? (
          <Modal.Content size="sm">
            <Modal.Title>{t('accounts.reset_confirm.title', { name: resetting.name })}</Modal.Title>
            <Modal.Description>{t('accounts.reset_confirm.body', { name: resetting.name })}</Modal.Description>
            <Modal.Footer>
              <Modal.Close>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Modal.Close>
              <Button
                variant="danger"
                onClick={() => {
                  const id = resetting.id;
                  setResetting(null);
                  onResetTotp(id);
                }}
              >
                {t('accounts.reset_confirm.confirm')}
              </Button>
            </Modal.Footer>
          </Modal.Content>
        ) : null}
      </Modal.Root>
    </ScreenRoot>
  );
}
