import { GetStartPage } from '@/features/getstart/GetStartPage';
import { useMe } from '@/features/members/members.hooks';
import { useLoggedIn } from '@/lib/use-session';

/** Spec §2 getstart (header menu "get started"): the step guide for new members. */
export default function Screen() {
  const loggedIn = useLoggedIn();
  const me = useMe();
  return <GetStartPage loggedIn={loggedIn} me={me} />;
}
