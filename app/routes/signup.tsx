import { SignupPage } from '../signup/SignupPage';

/** Route `signup` (SPEC §2): the signup page on a smartphone, the modal over the home page on desktop. */
export function Component() {
  return <SignupPage targetProfileId={null} />;
}
