import type { DBSchema, IDBPDatabase } from 'idb';
import type { LocalText } from '@schemas/campaigns';
import type { TicketCode } from '@schemas/ticket-door';
import { TICKET_CODES_DB } from '@/lib/device-secret-names';

/**
 * What the holder's phone keeps of a ticket to draw its rotating QR with no network: the signed claim, the
 * signature, the TOTP seed, and the event and tier as shown. Only on this device (IndexedDB), removed when
 * the server says the ticket is no longer the holder's or no longer valid, or after a transfer.
 */
export type StoredTicket = Pick<
  TicketCode,
  'ticketId' | 'eventId' | 'tierId' | 'secretVersion' | 'signature' | 'seed' | 'event'
> & { tierName: LocalText | null; savedAt: number };

/** The storage the code view uses: IndexedDB in the app, an in-memory one in tests. */
export type TicketStore = {
  get(ticketId: string): Promise<StoredTicket | undefined>;
  put(ticket: StoredTicket): Promise<void>;
  remove(ticketId: string): Promise<void>;
};

interface HolderDb extends DBSchema {
  codes: { key: string; value: StoredTicket };
}

let db: Promise<IDBPDatabase<HolderDb>> | null = null;
const open = () =>
  (db ??= import('idb').then(({ openDB }) =>
    openDB<HolderDb>(TICKET_CODES_DB, 1, {
      upgrade(d) {
        d.createObjectStore('codes', { keyPath: 'ticketId' });
      },
    }),
  ));

export const idbTicketStore: TicketStore = {
  get: async (id) => (await open()).get('codes', id),
  put: async (t) => void (await (await open()).put('codes', t)),
  remove: async (id) => (await open()).delete('codes', id),
};

/** A store in memory (tests, or a browser without IndexedDB: the code then lasts as long as the page). */
export function memoryTicketStore(initial: StoredTicket[] = []): TicketStore {
  const rows = new Map(initial.map((t) => [t.ticketId, t]));
  return {
    get: async (id) => rows.get(id),
    put: async (t) => void rows.set(t.ticketId, t),
    remove: async (id) => void rows.delete(id),
  };
}

let fallback: TicketStore | null = null;
/** IndexedDB where the browser has it; otherwise one store in memory for the page's life. */
export const defaultTicketStore = (): TicketStore =>
  typeof indexedDB === 'undefined' ? (fallback ??= memoryTicketStore()) : idbTicketStore;
