import type { UsageEvent } from '@schemas/content';
import { api } from '@/lib/api';

/** POST /api/events (spec §3); keepalive lets it finish after the page hides, and the answer is ignored (§7). */
export async function postUsageEvents(events: UsageEvent[]): Promise<void> {
  await api.post('/api/events', { events: JSON.stringify(events) }, { keepalive: true, tolerate401: true });
}
