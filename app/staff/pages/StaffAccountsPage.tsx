import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACKOFFICE_ENDPOINTS } from '../../../contract/backoffice';
import { STAFF_ENDPOINTS } from '../../../contract/staff';
import { StaffAccountsScreen, type StaffCreateField } from '../../../src/screens/StaffAccountsScreen';
import { apiErrorMessage, apiFieldMessages } from '../../i18n/apiErrorMessages';
import { callStaff, useStaffMe, useStaffQuery } from '../data';

/** Staff accounts (issue 8, admins): create with a one-time password, change role, sites and status, reset TOTP. */
export function StaffAccountsPage() {
  const { t } = useTranslation('staff');
  const { data: me } = useStaffMe();
  const accounts = useStaffQuery(STAFF_ENDPOINTS.staffAccounts, STAFF_ENDPOINTS.staffAccounts.path);
  const sites = useStaffQuery(BACKOFFICE_ENDPOINTS.staffSites, BACKOFFICE_ENDPOINTS.staffSites.path);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | undefined>();
  const [createFieldErrors, setCreateFieldErrors] = useState<Partial<Record<StaffCreateField, string>>>({});
  const [createdPassword, setCreatedPassword] = useState<{ email: string; password: string } | null>(null);
  const [updatingId, setUpdatingId] = useState<number | null>(null);
  const [updateError, setUpdateError] = useState<string | undefined>();
  const [resettingTotpId, setResettingTotpId] = useState<number | null>(null);

  return (
    <StaffAccountsScreen
      accounts={(accounts.data?.accounts ?? []).map((account) => ({
        id: account.id,
        name: account.name,
        email: account.email,
        role: account.role,
        siteIds: account.site_ids,
        totpEnabled: account.totp_enabled,
        status: account.status,
        lastSignInAt: account.last_login_at,
      }))}
      sites={(sites.data?.sites ?? []).map((site) => ({ id: site.id, domain: site.domain }))}
      onCreate={(values) => {
        setCreating(true);
        setCreateError(undefined);
        setCreateFieldErrors({});
        callStaff(STAFF_ENDPOINTS.staffAccountCreate, {
          body: { email: values.email, name: values.name, role: values.role, ...(values.role === 'partner' ? { site_ids: values.siteIds } : {}) },
        })
          .then(async (answer) => {
            setCreatedPassword({ email: answer.account.email, password: answer.password });
            await accounts.mutate();
          })
          .catch((error: unknown) => {
            setCreateError(apiErrorMessage(t, error));
            setCreateFieldErrors(
              Object.fromEntries(
                Object.entries(apiFieldMessages<string>(t, error)).map(([field, message]) => [field === 'site_ids' ? 'siteIds' : field, message]),
              ),
            );
          })
          .finally(() => setCreating(false));
      }}
      creating={creating}
      {...(createError ? { createError } : {})}
      createFieldErrors={createFieldErrors}
      createdPassword={createdPassword}
      onDismissPassword={() => setCreatedPassword(null)}
      onUpdate={(id, values) => {
        setUpdatingId(id);
        setUpdateError(undefined);
        callStaff(STAFF_ENDPOINTS.staffAccountUpdate, {
          params: { id },
          body: { role: values.role, status: values.status, ...(values.role === 'partner' ? { site_ids: values.siteIds } : {}) },
        })
          .then(() => accounts.mutate())
          .catch((error: unknown) => setUpdateError(apiErrorMessage(t, error)))
          .finally(() => setUpdatingId(null));
      }}
      updatingId={updatingId}
      {...(updateError ? { updateError } : {})}
      onResetTotp={(id) => {
        setResettingTotpId(id);
        setUpdateError(undefined);
        callStaff(STAFF_ENDPOINTS.staffAccountResetTotp, { params: { id } })
          .then(() => accounts.mutate())
          .catch((error: unknown) => setUpdateError(apiErrorMessage(t, error)))
          .finally(() => setResettingTotpId(null));
      }}
      resettingTotpId={resettingTotpId}
      {...(me ? { currentStaffId: me.id } : {})}
      loading={accounts.isLoading}
      {...(accounts.error ? { error: apiErrorMessage(t, accounts.error) } : {})}
      onRetry={() => void accounts.mutate()}
    />
  );
}
