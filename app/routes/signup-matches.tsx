import { pathFor } from '../../contract/routes';
import { SiteBrand } from '../../src/layout/SiteBrand';
import { SignupMatchesScreen } from '../../src/screens/SignupMatchesScreen';
import { useSettings } from '../data/site';
import { SIGNUP_COMPLETE_FLAG } from '../rules/activationReminder';

const NO_MATCHES: never[] = [];

/**
 * Route `signup-matches` (SPEC §2): the first matches to like, then the members page (with the flag that opens the
 * activation reminder as a modal on a smartphone, SPEC §4). Liking needs the likes issue's endpoint, so the list is
 * empty until then and the screen shows its empty state with the way on.
 */
export function Component() {
  const settings = useSettings();
  return (
    <SignupMatchesScreen
      matches={NO_MATCHES}
      onLike={() => undefined}
      continueHref={`${pathFor('members')}?${SIGNUP_COMPLETE_FLAG}=1`}
      brand={<SiteBrand siteName={settings.name} homeHref={pathFor('index')} />}
    />
  );
}
