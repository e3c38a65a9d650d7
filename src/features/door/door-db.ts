import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckinScan } from '@schemas/checkin-replay';
import type { SyncedScan } from '@schemas/ticket-door';
import { DOOR_DB } from '@/lib/device-secret-names';

/** A door kit at rest: the kit JSON sealed with AES-GCM (a fresh IV per write); beside it only what is not secret. */
export type SealedKit = {
  eventId: string;
  /** The member who downloaded it: the ciphertext is bound to them (AES-GCM additional data). */
  memberId: string;
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  issuedAt: string;
  closesAt: string;
  tickets: number;
  savedAt: number;
};

/** One scan in the device's queue: what syncCheckins takes, plus what the page keeps of it. */
export type QueuedScan = CheckinScan & {
  eventId: string;
  /** The admitted QR's own time (unix seconds): the same code shown again is a duplicate. */
  codeAt: number | null;
  /** 0 until the server has it (IndexedDB cannot index booleans). */
  synced: 0 | 1;
  /** The server's answer once synced. */
  answer: SyncedScan | null;
};

export interface DoorDbSchema extends DBSchema {
  keys: { key: string; value: CryptoKey };
  kits: { key: string; value: SealedKit };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: string } };
}
export type DoorDb = IDBPDatabase<DoorDbSchema>;

let opening: Promise<DoorDb> | null = null;

/** The door's IndexedDB database (kits, their key, the scan queue), opened once per page. */
export function doorDb(): Promise<DoorDb> {
  opening ??= openDB<DoorDbSchema>(DOOR_DB, 1, {
    upgrade(db) {
      db.createObjectStore('keys');
      db.createObjectStore('kits', { keyPath: 'eventId' });
      db.createObjectStore('queue', { keyPath: 'nonce' }).createIndex('byEvent', 'eventId');
    },
  }).catch((e: unknown) => {
    opening = null;
    throw e;
  });
  return opening;
}

/** Closes the database (tests, and before deleting it). */
export async function closeDoorDb(): Promise<void> {
  const db = opening ? await opening.catch(() => null) : null;
  opening = null;
  db?.close();
}
