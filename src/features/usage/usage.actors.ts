import { fromPromise } from 'xstate';
import type { UsageEvent } from '@schemas/content';
import { postUsageEvents } from './usage.api';

/** Sends one batch for the usage-events machine. */
export const sendBatch = fromPromise<void, { events: UsageEvent[] }>(({ input }) =>
  postUsageEvents(input.events),
);
