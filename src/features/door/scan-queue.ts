import type { LocalAdmission } from '@schemas/door-verdict';
import type { SyncedScan } from '@schemas/ticket-door';
import { doorDb, type QueuedScan } from './door-db';

/** Appends one scan (admit or refusal) to the device's queue; its nonce makes a re-upload harmless. */
export async function appendScan(scan: QueuedScan): Promise<void> {
  await (await doorDb()).put('queue', scan);
}

/** Every scan this device queued for the event, the earliest door time first. */
export async function eventScans(eventId: string): Promise<QueuedScan[]> {
  const all = await (await doorDb()).getAllFromIndex('queue', 'byEvent', eventId);
  return all.sort((a, b) => a.doorTime - b.doorTime);
}

/** The scans the server does not have yet, oldest first, at most `limit`. */
export async function pendingScans(eventId: string, limit: number): Promise<QueuedScan[]> {
  return (await eventScans(eventId)).filter((s) => s.synced === 0).slice(0, limit);
}

/** Keeps the server's answer on each scan it answered (an INVALID one stays to be sent again after a fix). */
export async function markSynced(answers: readonly SyncedScan[]): Promise<void> {
  const tx = (await doorDb()).transaction('queue', 'readwrite');
  // An aborted transaction fails its requests too: the first awaited one reports it, not this.
  tx.done.catch(() => undefined);
  for (const a of answers) {
    if (!a.nonce || a.result === 'INVALID') continue;
    const s = await tx.store.get(a.nonce);
    if (s) await tx.store.put({ ...s, synced: 1, answer: a });
  }
  await tx.done;
}

/**
 * The admissions this device made (its local log for decideAdmission): every scan it admitted, synced or not,
 * so a second scan on the same phone is a duplicate with the first scan's time and gate.
 */
export const admissionsOf = (scans: readonly QueuedScan[]): LocalAdmission[] =>
  scans
    .filter((s) => s.verdict === 'admit' && s.ticketId !== null)
    .map((s) => ({
      ticketId: s.ticketId!,
      doorTime: s.doorTime,
      gate: s.gate,
      ...(s.codeAt !== null ? { codeAt: s.codeAt } : {}),
    }));
