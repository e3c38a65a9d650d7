import { checkinOf } from '@schemas/checkin-replay';
import {
  decideAdmission,
  type DoorKit,
  type DoorVerdict,
  indexDoorKit,
  type DoorIndex,
  type LocalAdmission,
} from '@schemas/door-verdict';
import type { QueuedScan } from './door-db';
import { admissionsOf } from './scan-queue';

/**
 * One event's door on this device, in memory: the opened kit's index and the admission log it decides with
 * (the server's admissions the kit carried plus this device's own), kept up to date scan by scan so a decision
 * never waits for IndexedDB.
 */
export type TicketDoor = { index: DoorIndex; log: LocalAdmission[] };

/** The door for a kit and the scans this device queued for its event. */
export function openTicketDoor(kit: DoorKit, queued: readonly QueuedScan[]): TicketDoor {
  // The kit's admissions already include this device's synced ones; counting both would spend a multi-entry
  // ticket's entries twice, so the device's own scans are added only when the kit does not list them.
  const known = new Set((kit.admissions ?? []).map((a) => `${a.ticketId.toLowerCase()}|${a.doorTime}`));
  const own = admissionsOf(queued).filter((a) => !known.has(`${a.ticketId.toLowerCase()}|${a.doorTime}`));
  return { index: indexDoorKit(kit), log: [...(kit.admissions ?? []), ...own] };
}

export type Scanned = { nonce: string; deviceId: string; gate: string; doorTime: number };

/**
 * Decides one scanned ticket text offline and answers the verdict with the scan to queue; an admission joins
 * the door's log at once, so the same ticket scanned again on this phone is a duplicate.
 */
export function decideTicket(
  door: TicketDoor,
  text: string,
  at: Scanned,
): { verdict: DoorVerdict; queued: QueuedScan } {
  const verdict = decideAdmission(door.index, text, at.doorTime, door.log);
  const codeAt = verdict.admit ? verdict.codeAt : null;
  if (verdict.admit)
    door.log.push({
      ticketId: verdict.ticketId,
      doorTime: at.doorTime,
      gate: at.gate,
      codeAt: verdict.codeAt,
    });
  const queued: QueuedScan = {
    ...checkinOf(verdict, at),
    eventId: door.index.kit.eventId,
    codeAt,
    synced: 0,
    answer: null,
  };
  return { verdict, queued };
}
