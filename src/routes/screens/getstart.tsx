import { GetStartPage } from '@/features/getstart/GetStartPage';
import { useIsLoggedIn, useMe } from '@/features/members/members.hooks';

/** Spec §2 getstart (header menu "get started"): the step guide for new members. */
export default function Screen() {
  const loggedIn = useIsLoggedIn();
  const me = useMe();
  return <GetStartPage loggedIn={loggedIn} me={me} />;
}
