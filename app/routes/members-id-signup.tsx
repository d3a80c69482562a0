import { useParams } from 'react-router-dom';
import { SignupPage } from '../signup/SignupPage';
import { parseTargetProfileId } from '../signup/signupLinks';

/** Route `members-id-signup` (SPEC §2): signup with the member the visitor wants to meet. */
export function Component() {
  const { id } = useParams();
  return <SignupPage targetProfileId={parseTargetProfileId(id)} />;
}
