import { Suspense, useSyncExternalStore } from 'react';
import { subscribeToastHost, toastHostWanted } from '@/lib/toast-host';
import { lazyNamed } from './lazy-named';

const Notifications = lazyNamed(() => import('@mantine/notifications'), 'Notifications');

/** Mantine's toast host, loaded and mounted when the page queues its first toast (src/lib/toast-host.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHost, toastHostWanted, toastHostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}
