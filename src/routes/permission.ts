import { queryClientRef } from '@/lib/query-client-ref';

/**
 * Spec §2: creation needs the permission tag where the check is enabled. The member's tags come from the
 * cached member detail; the members issue fills it at login.
 */
export function hasPermission(tag: string): boolean {
  const me = queryClientRef.current?.getQueryData<{ permiTagValues?: string[] }>(['members', 'me']);
  return Boolean(me?.permiTagValues?.includes(tag));
}
