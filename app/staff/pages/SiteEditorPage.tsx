import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { BACKOFFICE_ENDPOINTS, type StaffSiteResponse } from '../../../contract/backoffice';
import { STAFF_PAGES, staffPath } from '../../../contract/staffRoutes';
import { SiteEditorScreen, type SiteFormField, type SiteFormValues } from '../../../src/screens/SiteEditorScreen';
import { isApiError } from '../../api/client';
import { useVisitorMembers } from '../../data/landing';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { callStaff, endpointPath, useStaffMe, useStaffQuery } from '../data';
import { discountCodeBody, discountCodeRow, formField, packageBody, packageRow, siteFormValues, siteUpdate } from '../siteEditor';

/** The API's field errors on the form's fields, translated. */
function fieldErrorsOf(t: (key: string, options?: Record<string, unknown>) => string, error: unknown): Partial<Record<SiteFormField, string>> {
  if (!isApiError(error)) return {};
  const messages: Partial<Record<SiteFormField, string>> = {};
  for (const [path, field] of Object.entries(error.body?.fields ?? {})) {
    messages[formField(path)] = t(`validation:${field.code}`, { ...field.params, defaultValue: t('validation:invalid_value') });
  }
  return messages;
}

/**
 * One site in the editor (issue 8): every SPEC §3 setting, its company, packages and discount codes, with the live
 * preview. Saving sends only what changed; the site shows the change at once (the server drops its cached settings).
 * `/staff/sites/new` (admins) starts from the first site's values and creates the site, then opens it.
 */
export function SiteEditorPage() {
  const { t } = useTranslation('staff');
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: me } = useStaffMe();
  const creating = id === undefined;
  const sites = useStaffQuery(BACKOFFICE_ENDPOINTS.staffSites, creating ? BACKOFFICE_ENDPOINTS.staffSites.path : null);
  const siteId = creating ? sites.data?.sites[0]?.id : /^\d+$/.test(id) ? Number(id) : undefined;
  const site = useStaffQuery(BACKOFFICE_ENDPOINTS.staffSite, siteId ? endpointPath(BACKOFFICE_ENDPOINTS.staffSite.path, { id: siteId }) : null);
  const preview = useVisitorMembers();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SiteFormField, string>>>({});
  const [packageBusy, setPackageBusy] = useState(false);
  const [packageError, setPackageError] = useState<string | undefined>();
  const [codeBusy, setCodeBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | undefined>();

  const answer: StaffSiteResponse | undefined = site.data;
  const initial = answer ? { ...siteFormValues(answer), ...(creating ? { domain: '' } : {}) } : null;

  const save = async (values: SiteFormValues) => {
    setSaving(true);
    setSaved(false);
    setError(undefined);
    setFieldErrors({});
    try {
      if (creating) {
        const created = await callStaff(BACKOFFICE_ENDPOINTS.staffSiteCreate, {
          body: { domain: values.domain, niche: values.niche, languages: values.languages, domain_language: values.domain_language, name: values.name, ...(siteId ? { template_site_id: siteId } : {}) },
        });
        navigate(staffPath('site', { id: created.site.id }), { replace: true });
        return;
      }
      if (!siteId) return;
      const parsed = siteUpdate(values, initial);
      if (Object.keys(parsed.errors).length > 0) {
        setFieldErrors(Object.fromEntries(Object.entries(parsed.errors).map(([field, code]) => [field, t(`validation:${code}`, { defaultValue: t('validation:invalid_value') })])));
        setError(t('errors:validation_failed'));
        return;
      }
      const next = await callStaff(BACKOFFICE_ENDPOINTS.staffSiteUpdate, { params: { id: siteId }, body: parsed.update });
      await site.mutate(next, { revalidate: false });
      setSaved(true);
    } catch (failure) {
      setError(apiErrorMessage(t, failure));
      setFieldErrors(fieldErrorsOf(t, failure));
    } finally {
      setSaving(false);
    }
  };

  const packageAction = (action: () => Promise<unknown>) => {
    setPackageBusy(true);
    setPackageError(undefined);
    action()
      .then(() => site.mutate())
      .catch((failure: unknown) => setPackageError(apiErrorMessage(t, failure)))
      .finally(() => setPackageBusy(false));
  };
  const codeAction = (action: () => Promise<unknown>) => {
    setCodeBusy(true);
    setCodeError(undefined);
    action()
      .then(() => site.mutate())
      .catch((failure: unknown) => setCodeError(apiErrorMessage(t, failure)))
      .finally(() => setCodeBusy(false));
  };

  const loadError = site.error ?? sites.error;
  return (
    <SiteEditorScreen
      // A new answer (after a save) starts the form again from the stored values.
      key={`${siteId ?? 'none'}:${answer?.site.updated_at ?? ''}`}
      mode={creating ? 'create' : 'edit'}
      initialValues={initial ?? EMPTY_VALUES}
      domainReadOnly={!creating && me?.role !== 'admin'}
      onSave={(values) => void save(values)}
      onCancel={() => navigate(STAFF_PAGES.sites)}
      saving={saving}
      saved={saved}
      onSavedDismiss={() => setSaved(false)}
      {...(error ? { error } : {})}
      fieldErrors={fieldErrors}
      packages={creating ? [] : (answer?.packages ?? []).map(packageRow)}
      onPackageSave={(values, packageId) => {
        if (!siteId) return;
        const existing = answer?.packages.find((pack) => pack.id === packageId) ?? null;
        packageAction(() =>
          packageId === null
            ? callStaff(BACKOFFICE_ENDPOINTS.staffPackageCreate, { params: { id: siteId }, body: packageBody(values, null) })
            : callStaff(BACKOFFICE_ENDPOINTS.staffPackageUpdate, { params: { id: siteId, pid: packageId }, body: packageBody(values, existing) }),
        );
      }}
      onPackageDelete={(packageId) => siteId && packageAction(() => callStaff(BACKOFFICE_ENDPOINTS.staffPackageDelete, { params: { id: siteId, pid: packageId } }))}
      packageBusy={packageBusy}
      {...(packageError ? { packageError } : {})}
      codes={creating ? [] : (answer?.discount_codes ?? []).map(discountCodeRow)}
      onCodeSave={(values, codeId) => {
        if (!siteId) return;
        const existing = answer?.discount_codes.find((code) => code.id === codeId) ?? null;
        codeAction(() => {
          if (codeId === null) return callStaff(BACKOFFICE_ENDPOINTS.staffDiscountCreate, { params: { id: siteId }, body: discountCodeBody(values, null) });
          const { code: _fixed, ...update } = discountCodeBody(values, existing);
          return callStaff(BACKOFFICE_ENDPOINTS.staffDiscountUpdate, { params: { id: siteId, cid: codeId }, body: update });
        });
      }}
      onCodeDelete={(codeId) => siteId && codeAction(() => callStaff(BACKOFFICE_ENDPOINTS.staffDiscountDelete, { params: { id: siteId, cid: codeId } }))}
      codeBusy={codeBusy}
      {...(codeError ? { codeError } : {})}
      previewMembers={preview.members}
      backHref={STAFF_PAGES.sites}
      loading={!answer && !loadError}
      {...(loadError ? { loadError: apiErrorMessage(t, loadError) } : {})}
      onRetry={() => void site.mutate()}
    />
  );
}

const EMPTY_VALUES: SiteFormValues = {
  domain: '',
  name: '',
  niche: 1,
  languages: ['en'],
  domain_language: 'en',
  index_title: '',
  description: '',
  mail_name: '',
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  enable_site_entry_popup: false,
  member_resell: false,
  member_pool: 'network',
  countries: '',
  message_credits: '',
  signup_credits: '',
  photo_credits: '',
  gift_credits: '',
  refund_days: '',
  minimum_message_costs: [],
  message_length: '',
  visible_profile_fields: '',
  visible_profile_notes: false,
  search_fields: '',
  interests: [],
  fictional_warning: {},
  fictional_singular: {},
  fictional_plural: {},
  fictional_icon: '',
  support_email: '',
  support_phone: '',
  cdn_prefix: '',
  company: { name: '', address: '', kvk: '', city: '', country: '', tradenames: '', vat_numbers: '', support_phone: '', delete_discount: '0' },
};
