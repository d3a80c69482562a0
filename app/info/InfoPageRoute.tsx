import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ENDPOINTS } from '../../contract/api';
import type { InfoPage } from '../../contract/infoPages';
import { pathFor } from '../../contract/routes';
import { InfoPageScreen, type InfoLinkTarget } from '../../src/screens/InfoPageScreen';
import { isApiError } from '../api/client';
import { usePricing } from '../data/payments';
import { useCompanyInfo, useSettings } from '../data/site';
import { useRouteTitle } from '../hooks/useDocumentTitle';
import { formatTermsVersionDate, termsVersionDate } from '../rules/termsVersionDate';

const INFO_HREFS: Record<InfoLinkTarget, string> = {
  terms: pathFor('pages-terms'),
  privacy: pathFor('pages-privacy'),
  cookies: pathFor('pages-cookies'),
  ban: pathFor('pages-ban'),
  returnPolicy: pathFor('pages-return-policy'),
  faq: pathFor('pages-faq'),
  service: pathFor('pages-service'),
  complaints: pathFor('complaints'),
  pricing: pathFor('pricing'),
  settings: pathFor('settings'),
  notifications: pathFor('notifications'),
};

/**
 * The container of every SPEC §2 info page (the `/pages/*` routes and the `{token}` route): the site's settings and
 * company info (inlined by the server, else loaded once) mapped to the screen, and the page's own document title.
 */
export function InfoPageRoute({ page }: { page: InfoPage }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const { company, isLoading, error } = useCompanyInfo();
  // The FAQ says what a message costs the reader's country: the /pricing answer, as the chat charges it.
  const pricing = usePricing();
  const { mutate } = useSWRConfig();
  const key = page.replace('-', '_');
  useRouteTitle(t('pages:page_title', { page: t(`pages:${key}.title`), site: settings.name }));

  // A site without a company answers 404: nothing to show, not a failure.
  const failed = error !== undefined && !(isApiError(error) && error.status === 404);
  const known = !isLoading && !failed;
  const versionDate = termsVersionDate(company?.added);

  return (
    <InfoPageScreen
      page={page}
      site={{
        name: settings.name,
        domain: settings.domain,
        supportEmail: settings.support_email,
        supportPhone: company?.support_phone || settings.support_phone,
        refundDays: settings.refund_days,
        fictionalSingular: settings.fictional_singular,
        fictionalPlural: settings.fictional_plural,
        messageCredits: page === 'faq' ? (pricing.data?.message_credits ?? null) : null,
      }}
      company={company}
      version={page === 'terms' && known ? { iso: versionDate.toISOString(), label: formatTermsVersionDate(versionDate, i18n.language) } : undefined}
      hrefs={INFO_HREFS}
      loading={isLoading}
      error={failed ? t('pages:company_error') : undefined}
      onRetry={() => void mutate(ENDPOINTS.companyInfo.path)}
    />
  );
}
