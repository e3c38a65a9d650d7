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
 * Signs out (spec §4 Logout): ends the server session, then clears the local one and every member query
 * whatever the answer, and this device's ticket seeds and door kits (a shared phone keeps none of them for
 * the next person; awaited, so nothing reads them after). A refusal is rethrown (after clearing) for the failure toast; a 401 means the
 * session had already ended and counts as success.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await api.post<null>('/api/members/logout', {}, { tolerate401: true });
  } catch (err) {
    if (codeOf(err) !== Code.UNAUTHORIZED) throw err;
  } finally {
    session.clear();
    queryClient.removeQueries({ queryKey: memberQueries.all() });
    await wipeSecrets();
  }
}
