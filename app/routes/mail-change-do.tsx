import { useSearchParams } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/api';
import { pathFor } from '../../contract/routes';
import { MailChangeDoScreen } from '../../src/screens/MailChangeDoScreen';
import { useTokenOnce } from '../accounts/useTokenOnce';
import { apiFetch } from '../api/client';
import { useViewer } from '../data/viewer';

/** Route `mail-change-do` (SPEC §2): confirms the new address with the mailed token. */
export function Component() {
  const [params] = useSearchParams();
  const { status, setAccount } = useViewer();
  const outcome = useTokenOnce('mail-change', params.get('token'), async (token) => {
    const { user } = await apiFetch(ENDPOINTS.mailChangeDo.path, { method: 'POST', body: { token }, schema: ENDPOINTS.mailChangeDo.response });
    // The link may be opened on a device without the session: only a logged-in viewer's account is replaced.
    if (status === 'member') await setAccount(user);
    return user;
  });
  const state = outcome.status === 'done' ? 'done' : outcome.status === 'failed' ? 'invalid' : 'confirming';
  return (
    <MailChangeDoScreen
      state={state}
      newEmail={outcome.status === 'done' ? outcome.value.email : undefined}
      settingsHref={pathFor('settings')}
      membersHref={pathFor('members')}
    />
  );
}
