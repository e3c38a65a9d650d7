import { randomUUID } from 'node:crypto';
import type { DoorKit, DoorKitTicket } from '../../../server/schemas/door-verdict';
import {
  encodeTicketQr,
  newEventKeyPair,
  newTicketSeed,
  signTicket,
  type TicketClaim,
} from '../../../server/schemas/ticket-code';

export const OPENS = Date.UTC(2026, 11, 5, 18, 0);
export const CLOSES = Date.UTC(2026, 11, 5, 23, 0);
export const NOW = OPENS + 60 * 60_000;

/** A seeded PRNG (mulberry32), so a failing property run can be repeated. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An event as the server holds it: its keys, and per ticket the kit row plus the holder's signature. */
export function makeEvent(count = 3, overrides: (i: number) => Partial<DoorKitTicket> = () => ({})) {
  const keys = newEventKeyPair();
  const eventId = randomUUID();
  const tierId = randomUUID();
  const tickets = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    tierId,
    secretVersion: 1,
    seed: newTicketSeed(),
    status: 'VALID' as const,
    entriesAllowed: 1,
    ...overrides(i),
  }));
  const kit: DoorKit = {
    eventId,
    publicKey: keys.publicKey,
    opensAt: new Date(OPENS).toISOString(),
    closesAt: new Date(CLOSES).toISOString(),
    gate: 'North A',
    issuedAt: new Date(OPENS - 3600_000).toISOString(),
    tickets,
  };
  const claimOf = (t: DoorKitTicket): TicketClaim => ({
    ticketId: t.id,
    eventId,
    tierId: t.tierId,
    secretVersion: t.secretVersion,
  });
  /** The holder's QR of ticket `t` at `atMs` (as the holder's page draws it). */
  const qrOf = (t: DoorKitTicket, atMs = NOW, claim: TicketClaim = claimOf(t), seed = t.seed) =>
    encodeTicketQr(claim, signTicket(keys.privateKey, claim), seed, atMs);
  return { keys, eventId, tierId, kit, tickets, claimOf, qrOf };
}
