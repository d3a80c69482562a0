import { useTranslation } from 'react-i18next';
import { BACKOFFICE_ENDPOINTS } from '../../../contract/backoffice';
import { STAFF_PAGES, staffPath } from '../../../contract/staffRoutes';
import { SitesListScreen } from '../../../src/screens/SitesListScreen';
import { apiErrorMessage } from '../../i18n/apiErrorMessages';
import { useStaffMe, useStaffQuery } from '../data';

/** The sites the staff member manages (issue 8): a partner its own, an admin all, with a create button for admins. */
export function SitesPage() {
  const { t } = useTranslation('staff');
  const { data: me } = useStaffMe();
  const sites = useStaffQuery(BACKOFFICE_ENDPOINTS.staffSites, BACKOFFICE_ENDPOINTS.staffSites.path);
  return (
    <SitesListScreen
      sites={(sites.data?.sites ?? []).map((site) => ({
        id: site.id,
        domain: site.domain,
        name: site.name,
        niche: site.niche,
        languages: site.languages,
        defaultLanguage: site.domain_language,
        active: site.active,
      }))}
      editHref={(id) => staffPath('site', { id })}
      {...(me?.role === 'admin' ? { createHref: STAFF_PAGES.siteNew } : {})}
      loading={sites.isLoading}
      {...(sites.error ? { error: apiErrorMessage(t, sites.error) } : {})}
      onRetry={() => void sites.mutate()}
    />
  );
}
