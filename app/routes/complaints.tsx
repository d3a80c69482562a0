import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '../../contract/api';
import { complaintFieldErrors, type ComplaintField, type ComplaintRequest } from '../../contract/complaints';
import { pathFor } from '../../contract/routes';
import { ComplaintsScreen, type ComplaintFormValues } from '../../src/screens/ComplaintsScreen';
import { apiFetch } from '../api/client';
import { useCompanyInfo, useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { apiErrorMessage, apiFieldMessages, fieldMessages } from '../i18n/apiErrorMessages';

/**
 * Route `complaints` (SPEC §2): the complaint form. The contract's rules check it before it is sent (the server runs
 * the same ones); the answer's reference and the address the confirmation went to are shown when it is stored.
 */
export function Component() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { company } = useCompanyInfo();
  const viewer = useViewer();
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ComplaintField, string>>>({});
  useRouteTitle(t('pages:page_title', { page: t('pages:complaints.title'), site: settings.name }));

  useEffect(() => {
    if (sent) window.scrollTo({ top: 0 });
  }, [sent]);

  const onSubmit = (values: ComplaintFormValues) => {
    // An unchosen category is '' in the form; the rules report it as required.
    const request = { ...values, subject: values.subject?.trim() || undefined } as ComplaintRequest;
    const invalid = complaintFieldErrors(request);
    setError(undefined);
    setFieldErrors(fieldMessages<ComplaintField>(t, invalid));
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    apiFetch(ENDPOINTS.complaint.path, { method: 'POST', body: request, schema: ENDPOINTS.complaint.response })
      .then(
        ({ reference }) => setSent({ reference, email: request.email.trim() }),
        (failure: unknown) => {
          const fields = apiFieldMessages<ComplaintField>(t, failure);
          if (Object.keys(fields).length > 0) setFieldErrors(fields);
          else setError(apiErrorMessage(t, failure));
        },
      )
      .finally(() => setSubmitting(false));
  };

  const account = viewer.account;
  return (
    <ComplaintsScreen
      // Remounted once the viewer is known, so a member's name and address fill the form.
      key={viewer.status === 'loading' ? 'loading' : 'known'}
      state={sent ? 'sent' : 'form'}
      siteName={settings.name}
      onSubmit={onSubmit}
      submitting={submitting}
      error={error}
      fieldErrors={fieldErrors}
      defaultValues={account ? { name: account.profile.name, email: account.email } : undefined}
      reference={sent?.reference}
      sentTo={sent?.email}
      onNewComplaint={() => setSent(null)}
      supportEmail={settings.support_email}
      supportPhone={company?.support_phone || settings.support_phone}
      faqHref={pathFor('pages-faq')}
      serviceHref={pathFor('pages-service')}
      homeHref={pathFor('index')}
    />
  );
}
