/**
 * Whether the page has shown a toast yet. The toast host (Mantine's Notifications, its portal, transitions and
 * scroll helpers: five chunks) mounts only once the first toast is queued (src/components/ToastHost.tsx), not
 * on every first screen: most pages show none. Mantine's store keeps the toast until its host is there.
 * No imports, so the entry pays nothing for it.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Called by notify() before it queues a toast. */
export function wantToastHost() {
  if (wanted) return;
  wanted = true;
  for (const l of listeners) l();
}

export function toastHostWanted() {
  return wanted;
}

export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
