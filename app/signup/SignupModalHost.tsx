import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { pathFor } from '../../contract/routes';
import { SignupModal } from '../../src/screens/SignupModal';
import { useSignupTarget } from '../data/signupTarget';
import { useViewer } from '../data/viewer';
import { useSignupPresentation } from '../hooks/useSignupPresentation';
import { signupInProgress } from '../rules/signupInProgress';
import { parseTargetProfileId, SIGNUP_PARAM, SIGNUP_TARGET_PARAM, signupPageHref, withoutSignupOverlay } from './signupLinks';
import { useSignupFlow } from './useSignupFlow';

function OpenSignupModal({ targetProfileId }: { targetProfileId: number | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useViewer();
  const targetProfile = useSignupTarget(targetProfileId);
  const flow = useSignupFlow({
    targetProfileId: targetProfileId ?? undefined,
    onSignedUp: () => void navigate(pathFor('complete-signup')),
  });
  const { completed, ...screen } = flow;

  // SPEC §2: a member who opens signup goes to the members page instead.
  useEffect(() => {
    if (status === 'member' && !completed) void navigate(pathFor('members'), { replace: true });
  }, [status, completed, navigate]);

  const close = (open: boolean) => {
    // The modal stays while the request runs (SPEC §2); SignupModal blocks its own close controls too.
    if (open || flow.submitting) return;
    void navigate(withoutSignupOverlay(location.pathname, location.search), { replace: true });
  };

  return (
    <SignupModal
      {...screen}
      open={status !== 'member' || completed}
      onOpenChange={close}
      inProgress={signupInProgress({ ...screen, submitting: Boolean(screen.submitting), closed: screen.closedReason !== undefined, completed })}
      targetProfile={targetProfile}
      termsHref={pathFor('pages-terms')}
      privacyHref={pathFor('pages-privacy')}
      loginHref={pathFor('login')}
    />
  );
}

/**
 * Signup over the current page (`?signup=1`, SPEC §2). On a smartphone the same request goes to the /signup page.
 */
export function SignupModalHost() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const presentation = useSignupPresentation();
  const requested = params.get(SIGNUP_PARAM) === '1';
  const targetProfileId = parseTargetProfileId(params.get(SIGNUP_TARGET_PARAM));

  useEffect(() => {
    if (requested && presentation === 'page') void navigate(signupPageHref(targetProfileId), { replace: true });
  }, [requested, presentation, targetProfileId, navigate]);

  if (!requested || presentation !== 'modal') return null;
  return <OpenSignupModal targetProfileId={targetProfileId} />;
}
