import { fromPromise } from 'xstate';
import type { UsageEvent } from '@schemas/content';
import { api } from '@/lib/api';

/** Sends one batch; keepalive lets it finish after the page hides, and the answer is ignored (spec §7). */
export const sendBatch = fromPromise<void, { events: UsageEvent[] }>(async ({ input }) => {
  await api.post(
    '/api/events',
    { events: JSON.stringify(input.events) },
    { keepalive: true, tolerate401: true },
  );
});
