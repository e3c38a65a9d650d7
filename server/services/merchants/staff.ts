import type { SessionMember } from '../../http/context';
import { fail } from '../../http/errors';

/** The platform operator's permission tag: reviews merchant applications, opens super admin. */
export const ADMIN_TAG = 'ADMIN';

/** Platform operators only; others 403 `admin_only`. */
export function requireAdmin(member: Pick<SessionMember, 'permiTagValues'>): void {
  if (!member.permiTagValues.includes(ADMIN_TAG)) fail('FORBIDDEN', 'admin_only');
}
