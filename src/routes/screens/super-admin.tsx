import { useMe } from '@/features/members/members.hooks';
import { SuperAdminPage } from '@/features/merchants/SuperAdminPage';

/** Super admin (spec §6): the ADMIN tag and a second password open the internal offering. */
export default function Screen() {
  const me = useMe();
  const allowed = me.isPending ? undefined : Boolean(me.data?.memberLite.permiTagValues.includes('ADMIN'));
  return <SuperAdminPage allowed={allowed} />;
}
