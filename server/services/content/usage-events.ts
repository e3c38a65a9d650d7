import type { Db } from '../../db/client';
import { usageEvents } from '../../db/schema';
import type { UsageEvent } from '../../schemas/content';

/** Stores a batch of usage events (spec §3), attributed to the member when the sender is logged in. */
export async function recordUsageEvents(
  db: Db,
  memberId: string | null,
  events: UsageEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(usageEvents).values(events.map((e) => ({ ...e, memberId })));
  return events.length;
}
