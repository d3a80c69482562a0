import { useSearchParams, Navigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { ActivateDoneScreen } from '../../src/screens/ActivateDoneScreen';
import { useTokenOnce } from '../accounts/useTokenOnce';
import { apiFetch } from '../api/client';
import { usePricing } from '../data/payments';
import { useViewer } from '../data/viewer';

/** Route `activate-done` (SPEC §2): confirms the mailed token, then shows the cards; a bad link goes to activate-error. */
export function Component() {
  const [params] = useSearchParams();
  // What signup granted (the site's signup credits, raised to a message's price in its dearest country).
  const pricing = usePricing();
  const { setAccount, account } = useViewer();
  const outcome = useTokenOnce('activate', params.get('token'), async (token) => {
    const { user } = await apiFetch(ENDPOINTS.activate.path, { method: 'POST', body: { token }, schema: ENDPOINTS.activate.response });
    await setAccount(user);
    return user;
  });
  if (outcome.status === 'failed') return <Navigate to={pathFor('activate-error')} replace />;
  const name = outcome.status === 'done' ? outcome.value.profile.name : account?.profile.name;
  return (
    <ActivateDoneScreen
      state={outcome.status === 'done' ? 'done' : 'activating'}
      name={name}
      signupCredits={pricing.data?.signup_credits ?? 0}
      profileHref={pathFor('profile')}
      premiumHref={pathFor('premium')}
      membersHref={pathFor('members')}
    />
  );
}
