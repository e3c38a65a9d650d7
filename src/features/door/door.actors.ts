import { fromPromise } from 'xstate';
import {
  doorMachine,
  type DoorConflict,
  type DoorOutcome,
  type DoorScanInput,
  type KitFacts,
  type SyncReport,
} from '@machines/door.machine';
import type { CheckinScan } from '@schemas/checkin-replay';
import type { DoorKit } from '@schemas/door-verdict';
import { classifyDoorScan } from '@schemas/door-scan';
import { SYNC_BATCH_MAX } from '@schemas/ticket-door';
import { codeOf } from '@/lib/error-text';
import type { QueuedScan } from './door-db';
import { doorApi } from './door.api';
import { doorDeviceId } from './door-device';
import { loadKit, saveKit, wipeStale } from './kit-store';
import { appendScan, eventScans, markSynced, pendingScans } from './scan-queue';
import { decideTicket, openTicketDoor, type TicketDoor } from './ticket-door';

/** What the door page tells its effects: who works the door, at which gate, and what a card QR does. */
export type DoorSettings = {
  memberId: string;
  gate: () => string;
  /** A membership card QR: checked (`verify`) or given a stamp (`stamp`). */
  cardMode: () => 'verify' | 'stamp';
};

const factsOf = (kit: DoorKit): KitFacts => ({
  issuedAt: kit.issuedAt,
  closesAt: kit.closesAt,
  tickets: kit.tickets.length,
});

/** The scan as syncCheckins takes it: the queue's own bookkeeping left out. */
const checkinOfQueued = ({
  eventId: _eventId,
  codeAt: _codeAt,
  synced: _synced,
  answer: _answer,
  ...scan
}: QueuedScan): CheckinScan => scan;

/** Redeems a coupon, checks a card or gives a stamp, online; a refusal is an outcome, not an error. */
async function redeemOnline(text: string, s: DoorSettings, signal: AbortSignal): Promise<DoorOutcome> {
  const scan = classifyDoorScan(text);
  if (scan.kind === 'coupon')
    return doorApi.redeemCoupon(scan.code, { signal }).then(
      (redeemed): DoorOutcome => ({ kind: 'coupon', redeemed }),
      (e: unknown): DoorOutcome => ({ kind: 'refused', source: 'coupon', code: codeOf(e) }),
    );
  if (scan.kind === 'card' && s.cardMode() === 'stamp')
    return doorApi.grantStamp(scan.code, crypto.randomUUID().replace(/-/g, ''), { signal }).then(
      (grant): DoorOutcome => ({ kind: 'stamp', grant }),
      (e: unknown): DoorOutcome => ({ kind: 'refused', source: 'stamp', code: codeOf(e) }),
    );
  if (scan.kind === 'card')
    return doorApi.verifyCard(scan.code, { signal }).then(
      (check): DoorOutcome => ({ kind: 'card', check }),
      (e: unknown): DoorOutcome => ({ kind: 'refused', source: 'card', code: codeOf(e) }),
    );
  return { kind: 'unknown' };
}

/** The door's conflicts: this device's scans the server restated as duplicates of another admission. */
async function myConflicts(eventId: string, deviceId: string, signal: AbortSignal): Promise<DoorConflict[]> {
  const page = await doorApi.checkins(eventId, 'CONFLICT', { signal });
  return page.items
    .filter((c) => c.deviceId === deviceId)
    .map((c) => ({
      nonce: c.nonce,
      ticketId: c.ticketId,
      doorTime: Date.parse(c.doorTime),
      conflictWith: c.conflictWith
        ? { deviceId: c.conflictWith.deviceId, gate: c.conflictWith.gate, doorTime: c.conflictWith.doorTime }
        : null,
    }));
}

/**
 * The door's effects for one page: the kit opened or downloaded into memory (TicketDoor), decisions on it,
 * the queue and its sync. A ticket's verdict is decided on the kit and queued before it is shown.
 */
export function doorActors(s: DoorSettings) {
  let door: TicketDoor | null = null;
  const deviceId = doorDeviceId();
  return {
    openKit: fromPromise<KitFacts | null, { eventId: string }>(async ({ input }) => {
      await wipeStale(s.memberId);
      const kit = await loadKit(input.eventId, s.memberId);
      if (!kit) return null;
      door = openTicketDoor(kit, await eventScans(input.eventId));
      return factsOf(kit);
    }),
    downloadKit: fromPromise<KitFacts, { eventId: string }>(async ({ input, signal }) => {
      const kit = await doorApi.kit(input.eventId, s.gate(), { signal });
      await saveKit(kit, s.memberId);
      door = openTicketDoor(kit, await eventScans(input.eventId));
      return factsOf(kit);
    }),
    decide: fromPromise<DoorOutcome, DoorScanInput>(async ({ input, signal }) => {
      const scan = classifyDoorScan(input.text);
      if (scan.kind === 'ticket' && door) {
        const at = { nonce: crypto.randomUUID(), deviceId, gate: s.gate(), doorTime: input.doorTime };
        const { verdict, queued } = decideTicket(door, scan.text, at);
        await appendScan(queued);
        return { kind: 'ticket', verdict };
      }
      if (scan.kind === 'unknown' || scan.kind === 'ticket') return { kind: 'unknown' };
      if (!input.online || !navigator.onLine) return { kind: 'needs_network' };
      return redeemOnline(input.text, s, signal);
    }),
    syncQueue: fromPromise<SyncReport, { eventId: string }>(async ({ input, signal }) => {
      let sent = 0;
      for (;;) {
        const batch = await pendingScans(input.eventId, SYNC_BATCH_MAX);
        if (batch.length === 0) break;
        const answer = await doorApi.sync(input.eventId, deviceId, batch.map(checkinOfQueued), { signal });
        await markSynced(answer.scans);
        sent += batch.length;
        // A short batch was the last; a full one of scans the server refused as INVALID would repeat forever.
        if (batch.length < SYNC_BATCH_MAX || answer.scans.every((a) => a.result === 'INVALID')) break;
      }
      const pending = (await pendingScans(input.eventId, Number.MAX_SAFE_INTEGER)).length;
      const conflicts = await myConflicts(input.eventId, deviceId, signal);
      return { sent, pending, conflicts, at: Date.now() };
    }),
  };
}

/** The door machine with this page's effects. */
export const doorFlow = (s: DoorSettings) => doorMachine.provide({ actors: doorActors(s) });
