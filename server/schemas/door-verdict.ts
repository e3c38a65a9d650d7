import * as v from 'valibot';
import {
  EventPublicKey,
  SecretVersion,
  TICKET_CODE_MAX_AGE_SECONDS,
  TicketSeed,
  TicketUuid,
  parseTicketQr,
  ticketCodeMatches,
  verifyTicket,
} from './ticket-code';

/*
 * The door's offline decision: a scanned ticket QR against the event's door kit (downloaded before doors open)
 * and the scans this device already admitted. Pure and total: every input gets a verdict, none throws.
 */

/** What the kit says of a ticket (upper case, as the tickets table keeps it). */
export const DOOR_TICKET_STATUSES = ['VALID', 'REVOKED', 'REFUNDED'] as const;
export const ENTRIES_ALLOWED_MAX = 1000;

/** Why a scan is refused, one code each (the door page translates them). In the order they are checked. */
export const REFUSAL_REASONS = [
  'malformed',
  'wrong_event',
  /** The signature does not check against the event's key (or the signed tier is not the kit's). */
  'forged',
  'unknown_ticket',
  /** Signed for an older secret version than the kit's: the ticket was transferred (or re-seeded) since. */
  'stale_version',
  /** Signed for a newer version than the kit knows: the kit is out of date (sync it); nothing can be checked. */
  'kit_outdated',
  /** The QR's time is over 30 s from the door's clock, or its code is not the ticket's for that time. */
  'expired_code',
  'revoked',
  'refunded',
  /** A single-entry ticket admitted before, or the same code shown twice (with the first admission). */
  'duplicate',
  /** A multi-entry ticket with every entry used on this device (with the first admission). */
  'no_entries_left',
  'outside_window',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A time as the server writes it (toISOString); kept a string so a stored kit parses again unchanged. */
const IsoTime = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'datetime_format'),
);
/** A door time: milliseconds since the epoch, by the scanning device's clock. */
export const DoorTime = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000_000));
export const GateName = v.pipe(v.string(), v.minLength(1), v.maxLength(60));

export const DoorKitTicket = v.object({
  id: TicketUuid,
  tierId: TicketUuid,
  /** The current version: a QR signed for an older one is refused (the ticket changed hands). */
  secretVersion: SecretVersion,
  seed: TicketSeed,
  status: v.picklist(DOOR_TICKET_STATUSES),
  entriesAllowed: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ENTRIES_ALLOWED_MAX)),
});
export type DoorKitTicket = v.InferOutput<typeof DoorKitTicket>;

/** A scan this device admitted (its local log, kept with the kit). */
export const LocalAdmission = v.object({
  ticketId: TicketUuid,
  doorTime: DoorTime,
  gate: GateName,
  /** The admitted QR's own time (unix seconds): the same code shown again is a duplicate even with entries left. */
  codeAt: v.optional(v.number()),
});
export type LocalAdmission = v.InferOutput<typeof LocalAdmission>;

/**
 * getDoorKit's answer: everything one door device needs to decide offline. It holds every ticket's seed, so the
 * page keeps it encrypted at rest and wipes it after the event.
 */
export const DoorKit = v.object({
  eventId: TicketUuid,
  publicKey: EventPublicKey,
  /** Admissions count from opensAt (inclusive) to closesAt (exclusive). */
  opensAt: IsoTime,
  closesAt: IsoTime,
  /** The gate (or device) name this kit was fetched for; recorded with every scan. */
  gate: GateName,
  /** When the server made it: the page shows how old the revocations it holds are. */
  issuedAt: IsoTime,
  tickets: v.array(DoorKitTicket),
  /**
   * The admissions the server already holds (synced by every door): the page adds them to its local log, so a
   * ticket admitted at another gate is refused here as a duplicate offline too. Absent in a kit made before.
   */
  admissions: v.optional(v.array(LocalAdmission)),
});
export type DoorKit = v.InferOutput<typeof DoorKit>;

export type FirstScan = { doorTime: number; gate: string };
export type DoorVerdict =
  | { admit: true; ticketId: string; tierId: string; codeAt: number }
  /** ticketId once the signature checks (a forged scan is never put on a real ticket's record). */
  | { admit: false; reason: RefusalReason; ticketId?: string; firstScan?: FirstScan };

/** A kit ready for scanning: its tickets by id and its window in ms, built once per downloaded kit. */
export type DoorIndex = {
  kit: DoorKit;
  tickets: ReadonlyMap<string, DoorKitTicket>;
  opensMs: number;
  closesMs: number;
};

export function indexDoorKit(kit: DoorKit): DoorIndex {
  return {
    kit,
    tickets: new Map(kit.tickets.map((t) => [t.id.toLowerCase(), t])),
    opensMs: Date.parse(kit.opensAt),
    closesMs: Date.parse(kit.closesAt),
  };
}

/**
 * decideAdmission: the verdict on one scanned text at door time `nowMs`, offline. Checks, in order: the QR's
 * shape, its event, the signature, the ticket in the kit, its version, the code's age and value, the ticket's
 * status, the entries this device already admitted (`localLog`), the doors' window. Never throws.
 */
export function decideAdmission(
  door: DoorIndex,
  scanText: unknown,
  nowMs: number,
  localLog: readonly LocalAdmission[],
): DoorVerdict {
  try {
    return decide(door, scanText, nowMs, localLog);
  } catch {
    // Unreachable by design; a door that crashed on a hostile QR would stop the queue.
    return { admit: false, reason: 'malformed' };
  }
}

function decide(
  door: DoorIndex,
  scanText: unknown,
  nowMs: number,
  localLog: readonly LocalAdmission[],
): DoorVerdict {
  const parsed = parseTicketQr(scanText);
  if (!parsed.ok) return { admit: false, reason: 'malformed' };
  const qr = parsed.qr;
  if (qr.eventId !== door.kit.eventId.toLowerCase()) return { admit: false, reason: 'wrong_event' };
  if (!verifyTicket(door.kit.publicKey, qr, qr.signature)) return { admit: false, reason: 'forged' };
  const refuse = (reason: RefusalReason, firstScan?: FirstScan): DoorVerdict =>
    firstScan
      ? { admit: false, reason, ticketId: qr.ticketId, firstScan }
      : { admit: false, reason, ticketId: qr.ticketId };
  const ticket = door.tickets.get(qr.ticketId);
  if (!ticket) return refuse('unknown_ticket');
  if (qr.secretVersion < ticket.secretVersion) return refuse('stale_version');
  if (qr.secretVersion > ticket.secretVersion) return refuse('kit_outdated');
  // Same version, another tier: the event key signed something the server no longer holds for this ticket.
  if (qr.tierId !== ticket.tierId.toLowerCase()) return refuse('forged');
  if (!(Math.abs(nowMs - qr.at * 1000) <= TICKET_CODE_MAX_AGE_SECONDS * 1000)) return refuse('expired_code');
  if (!ticketCodeMatches(ticket.seed, qr.code, qr.at)) return refuse('expired_code');
  if (ticket.status === 'REVOKED') return refuse('revoked');
  if (ticket.status === 'REFUNDED') return refuse('refunded');
  const mine = localLog.filter((a) => a.ticketId.toLowerCase() === qr.ticketId);
  if (mine.length > 0) {
    const first = mine.reduce((a, b) => (b.doorTime < a.doorTime ? b : a));
    const firstScan = { doorTime: first.doorTime, gate: first.gate };
    if (mine.some((a) => a.codeAt === qr.at) || (ticket.entriesAllowed === 1 && mine.length >= 1))
      return refuse('duplicate', firstScan);
    if (mine.length >= ticket.entriesAllowed) return refuse('no_entries_left', firstScan);
  }
  if (!(nowMs >= door.opensMs && nowMs < door.closesMs)) return refuse('outside_window');
  return { admit: true, ticketId: qr.ticketId, tierId: qr.tierId, codeAt: qr.at };
}
