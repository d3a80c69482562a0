import { useMemo } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { isNicheId } from '../../theme/niches';
import { HomeScreen } from '../../src/screens/HomeScreen';
import { useVisitorMembers } from '../data/landing';
import { useSettings } from '../data/site';
import { useViewer } from '../data/viewer';
import { SIGNUP_PARAM, signupOverlayHref } from '../signup/signupLinks';

/**
 * Route `index` (SPEC §2 home): the front page for visitors, with the member preview the site allows them
 * (`logged_out_search`, SPEC §6). Members go to the members page — except while the signup modal is open over the
 * home page, whose flow decides where a new member goes.
 */
export function Component() {
  const settings = useSettings();
  const { status } = useViewer();
  const location = useLocation();
  const [params] = useSearchParams();
  const preview = useVisitorMembers(status === 'visitor');
  const fictional = useMemo(
    () => ({ warning: settings.fictional_warning, icon: settings.fictional_icon, label: settings.fictional_singular }),
    [settings.fictional_warning, settings.fictional_icon, settings.fictional_singular],
  );

  if (status === 'member' && params.get(SIGNUP_PARAM) !== '1') return <Navigate to={pathFor('members')} replace />;
  return (
    <HomeScreen
      copyVariant={isNicheId(settings.niche) ? settings.niche : 1}
      siteName={settings.name}
      signupHref={signupOverlayHref(location.pathname, location.search)}
      loginHref={pathFor('login')}
      previewState={status === 'visitor' ? preview.state : 'loading'}
      previewMembers={preview.members}
      memberHref={(id) => pathFor('members-id', { id })}
      membersHref={pathFor('members')}
      onRetryPreview={preview.retry}
      fictional={fictional}
      fictionalWarning={settings.fictional_warning || undefined}
    />
  );
}
