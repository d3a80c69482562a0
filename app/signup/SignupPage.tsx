import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { SignupScreen } from '../../src/screens/SignupScreen';
import { useSettings } from '../data/site';
import { useSignupTarget } from '../data/signupTarget';
import { useViewer } from '../data/viewer';
import { useSignupPresentation } from '../hooks/useSignupPresentation';
import { signupOverlayHref } from './signupLinks';
import { useSignupFlow } from './useSignupFlow';

function SignupPageForm({ targetProfileId }: { targetProfileId: number | null }) {
  const settings = useSettings();
  const navigate = useNavigate();
  const { status } = useViewer();
  const targetProfile = useSignupTarget(targetProfileId);
  const { completed, ...flow } = useSignupFlow({
    targetProfileId: targetProfileId ?? undefined,
    onSignedUp: () => void navigate(pathFor('complete-signup')),
  });
  if (status === 'member' && !completed) return <Navigate to={pathFor('members')} replace />;
  return (
    <SignupScreen
      {...flow}
      variant="page"
      targetProfile={targetProfile}
      termsHref={pathFor('pages-terms')}
      privacyHref={pathFor('pages-privacy')}
      loginHref={pathFor('login')}
      brand={<SiteBrand siteName={settings.name} homeHref={pathFor('index')} />}
    />
  );
}

/**
 * `/signup` and `/members/{id}/signup` (SPEC §2): the page on a smartphone; on desktop the same address opens the
 * modal over the home page (or over the target's profile).
 */
export function SignupPage({ targetProfileId }: { targetProfileId: number | null }) {
  const presentation = useSignupPresentation();
  const location = useLocation();
  if (presentation === 'modal') {
    const under = targetProfileId ? pathFor('members-id', { id: targetProfileId }) : pathFor('index');
    return <Navigate to={signupOverlayHref(under, location.search, targetProfileId ?? undefined)} replace />;
  }
  return <SignupPageForm targetProfileId={targetProfileId} />;
}
