import type { QueryClient } from '@tanstack/react-query';
import { Code } from '@schemas/codes';
import { api } from '@/lib/api';
import { codeOf } from '@/lib/error-text';
import { session } from '@/lib/session';
import { memberQueries } from './members.queries';

/** Loaded on use: the shell that signs out need not carry IndexedDB code. */
const wipeSecrets = () =>
  import('@/lib/device-secrets').then((m) => m.wipeDeviceSecrets()).catch(() => undefined);

/**
 * Signs out (spec §4 Logout): clears the local session and every member query first (removing a query aborts
 * its read in flight), then ends the server session with the credentials it had, whatever the answer; and
 * this device's ticket seeds and door kits (a shared phone keeps none of them for the next person; awaited,
 * so nothing reads them after). Clearing first means no read starts while the logout call is on its way
 * with a token the server is about to end (each would be refused with 401). A refusal is rethrown for the
 * failure toast; a 401 means the session had already ended and counts as success.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const memberId = session.memberId();
  const token = session.token();
  session.clear();
  queryClient.removeQueries({ queryKey: memberQueries.all() });
  try {
    const as = memberId && token ? { memberId, token } : null;
    await api.post<null>('/api/members/logout', {}, { tolerate401: true, as });
  } catch (err) {
    if (codeOf(err) !== Code.UNAUTHORIZED) throw err;
  } finally {
    await wipeSecrets();
  }
}
