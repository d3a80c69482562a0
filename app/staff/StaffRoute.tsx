import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { STAFF_ENDPOINTS } from '../../contract/staff';
import { STAFF_PAGES } from '../../contract/staffRoutes';
import { ErrorPage } from '../../src/layout/ErrorPage';
import { StaffLayout, staffNavFor, type StaffNavId } from '../../src/layout/StaffLayout';
import { useSettings } from '../data/site';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { RouteLoading } from '../shell/RootRoute';
import { callStaff, useStaffMe } from './data';
import { useBackOfficeMessages } from './messages';
import { AuditPage } from './pages/AuditPage';
import { ComplaintsPage } from './pages/ComplaintsPage';
import { FlaggedTextsPage } from './pages/FlaggedTextsPage';
import { MemberPage } from './pages/MemberPage';
import { OperatorConversationPage } from './pages/OperatorConversationPage';
import { OperatorInboxPage } from './pages/OperatorInboxPage';
import { PhotoQueuePage } from './pages/PhotoQueuePage';
import { SiteEditorPage } from './pages/SiteEditorPage';
import { SitesPage } from './pages/SitesPage';
import { StaffAccountsPage } from './pages/StaffAccountsPage';
import { StaffLoginPage } from './pages/StaffLoginPage';

const NAV_HREFS: Record<StaffNavId, string> = {
  photos: STAFF_PAGES.photos,
  texts: STAFF_PAGES.texts,
  complaints: STAFF_PAGES.complaints,
  members: STAFF_PAGES.members,
  operator: STAFF_PAGES.operators,
  sites: STAFF_PAGES.sites,
  staff: STAFF_PAGES.accounts,
  audit: STAFF_PAGES.audit,
};

/** The path of a page relative to `/staff/*`, for the descendant routes below. */
function relative(path: string): string {
  return path.replace(/^\/staff\/?/, '');
}

/** The section the current address is in, from the longest matching page prefix. */
function sectionOf(pathname: string): StaffNavId | undefined {
  const path = pathname.toLowerCase();
  const matches = Object.entries(NAV_HREFS).filter(([, href]) => path === href || path.startsWith(`${href}/`));
  matches.sort((a, b) => b[1].length - a[1].length);
  return matches[0]?.[0] as StaffNavId | undefined;
}

/** Signed-in staff only: the frame with the role's navigation; other roles' pages answer with a refusal. */
function StaffFrame() {
  const { t } = useTranslation('staff');
  const settings = useSettings();
  const { data: staff, isLoading, mutate } = useStaffMe();
  const location = useLocation();
  const navigate = useNavigate();
  const section = sectionOf(location.pathname);
  useDocumentTitle(`${section ? t(`nav.${section}`) : t('layout.back_office')} · ${settings.name}`);

  if (isLoading && staff === undefined) return <RouteLoading />;
  if (!staff) return <Navigate to={`${STAFF_PAGES.login}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;

  const signOut = async () => {
    try {
      await callStaff(STAFF_ENDPOINTS.staffLogout);
    } finally {
      await mutate(null, { revalidate: false });
      navigate(STAFF_PAGES.login, { replace: true });
    }
  };
  const allowed = staffNavFor(staff.role);
  return (
    <StaffLayout
      staff={{ name: staff.name, email: staff.email, role: staff.role }}
      {...(section ? { current: section } : {})}
      navHrefs={NAV_HREFS}
      onSignOut={() => void signOut()}
      brandName={settings.name}
      homeHref={STAFF_PAGES.home}
    >
      {section && !allowed.includes(section) ? <ErrorPage status={403} message={t('shell.forbidden')} homeHref={STAFF_PAGES.home} /> : <Outlet context={staff} />}
    </StaffLayout>
  );
}

/** `/staff`: the first section the role may open. */
function StaffHome() {
  const { data: staff } = useStaffMe();
  if (!staff) return null;
  const first = staffNavFor(staff.role)[0] ?? 'sites';
  return <Navigate to={NAV_HREFS[first]} replace />;
}

function StaffNotFound() {
  const { t } = useTranslation('staff');
  return <ErrorPage status={404} message={t('shell.not_found')} homeHref={STAFF_PAGES.home} />;
}

/** The back office (issue 8): its own chunk under `/staff/*`, with its own sign-in and messages. */
export function Component() {
  const ready = useBackOfficeMessages();
  if (!ready) return <RouteLoading />;
  return (
    <Routes>
      <Route path={relative(STAFF_PAGES.login)} element={<StaffLoginPage />} />
      <Route element={<StaffFrame />}>
        <Route index element={<StaffHome />} />
        <Route path={relative(STAFF_PAGES.audit)} element={<AuditPage />} />
        <Route path={relative(STAFF_PAGES.accounts)} element={<StaffAccountsPage />} />
        <Route path={relative(STAFF_PAGES.sites)} element={<SitesPage />} />
        <Route path={relative(STAFF_PAGES.siteNew)} element={<SiteEditorPage />} />
        <Route path={relative(STAFF_PAGES.site)} element={<SiteEditorPage />} />
        <Route path={relative(STAFF_PAGES.photos)} element={<PhotoQueuePage />} />
        <Route path={relative(STAFF_PAGES.texts)} element={<FlaggedTextsPage />} />
        <Route path={relative(STAFF_PAGES.complaints)} element={<ComplaintsPage />} />
        <Route path={relative(STAFF_PAGES.members)} element={<MemberPage />} />
        <Route path={relative(STAFF_PAGES.member)} element={<MemberPage />} />
        <Route path={relative(STAFF_PAGES.operators)} element={<OperatorInboxPage />} />
        <Route path={relative(STAFF_PAGES.operatorConversation)} element={<OperatorConversationPage />} />
        <Route path="*" element={<StaffNotFound />} />
      </Route>
    </Routes>
  );
}
