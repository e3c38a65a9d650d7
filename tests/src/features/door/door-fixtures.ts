import * as fake from 'fake-indexeddb';
import { vi } from 'vitest';
import type { DoorKit } from '@schemas/door-verdict';
import type { QueuedScan } from '@/features/door/door-db';
import { encodeTicketQr, newEventKeyPair, newTicketSeed, signTicket } from '@schemas/ticket-code';

/**
 * jsdom has no IndexedDB: a fresh fake one per call, stubbed as the browser's globals (ui-setup.ts restores
 * them at the file's end, so no other file sees it).
 */
export function fakeIndexedDb() {
  vi.stubGlobal('indexedDB', new fake.IDBFactory());
  for (const name of [
    'IDBKeyRange',
    'IDBRequest',
    'IDBOpenDBRequest',
    'IDBDatabase',
    'IDBObjectStore',
    'IDBIndex',
    'IDBCursor',
    'IDBCursorWithValue',
    'IDBTransaction',
  ] as const)
    vi.stubGlobal(name, fake[name]);
}

const HOUR = 3_600_000;
const uuid = () => crypto.randomUUID();

/** A door kit of one event with `n` valid single-entry tickets, open from an hour ago, and a QR maker. */
export function testKit(n = 2, now = Date.now()) {
  const keys = newEventKeyPair();
  const eventId = uuid();
  const tierId = uuid();
  const tickets = Array.from({ length: n }, () => ({
    id: uuid(),
    tierId,
    secretVersion: 1,
    seed: newTicketSeed(),
    status: 'VALID' as const,
    entriesAllowed: 1,
  }));
  const kit: DoorKit = {
    eventId,
    publicKey: keys.publicKey,
    opensAt: new Date(now - HOUR).toISOString(),
    closesAt: new Date(now + 4 * HOUR).toISOString(),
    gate: 'North',
    issuedAt: new Date(now).toISOString(),
    tickets,
    admissions: [],
  };
  const qr = (i: number, atMs: number) => {
    const t = tickets[i]!;
    const claim = { ticketId: t.id, eventId, tierId, secretVersion: 1 };
    return encodeTicketQr(claim, signTicket(keys.privateKey, claim), t.seed, atMs);
  };
  return { kit, qr };
}

/** A scan in the door's queue (a malformed one: only its bookkeeping matters here). */
export const queuedScan = (eventId: string, nonce: string, synced: 0 | 1): QueuedScan => ({
  nonce,
  eventId,
  ticketId: null,
  deviceId: 'door-1',
  gate: 'North',
  doorTime: 1,
  verdict: 'malformed',
  codeAt: null,
  synced,
  answer: null,
});
