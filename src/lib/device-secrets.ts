import { openDB, type IDBPDatabase } from 'idb';
import { DOOR_DB, TICKET_CODES_DB } from './device-secret-names';

/*
 * The secrets a member's features keep on this device beyond the session: ticket seeds (the holder's codes)
 * and door kits with their device key. On a shared phone the next person must find none of them, so they
 * are wiped at sign-out, and at a start with no member logged in (a session that ended elsewhere).
 * The databases' names are in device-secret-names.ts, where the features and the app's start reach them.
 */

/**
 * The database if it exists, else null: opening a missing one would create it empty at version 1, which the
 * feature's own upgrade (to version 1) would then never run, so that creation is aborted.
 */
async function openExisting(name: string): Promise<IDBPDatabase | null> {
  try {
    return await openDB(name, undefined, {
      upgrade(_db, _old, _new, tx) {
        tx.done.catch(() => undefined);
        tx.abort();
      },
    });
  } catch {
    return null;
  }
}

async function wipeTicketCodes() {
  const db = await openExisting(TICKET_CODES_DB);
  if (!db) return;
  try {
    if (db.objectStoreNames.contains('codes')) await db.clear('codes');
  } finally {
    db.close();
  }
}

async function wipeDoorSecrets() {
  const db = await openExisting(DOOR_DB);
  if (!db) return;
  try {
    const stores = ['kits', 'keys', 'queue'].filter((s) => db.objectStoreNames.contains(s));
    if (stores.length < 3) return;
    const tx = db.transaction(stores, 'readwrite');
    // An aborted transaction fails its requests too: the first awaited one reports it, not this.
    tx.done.catch(() => undefined);
    await tx.objectStore('kits').clear();
    await tx.objectStore('keys').clear();
    let cursor = await tx.objectStore('queue').openCursor();
    while (cursor) {
      if ((cursor.value as { synced?: number }).synced === 1) await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  } finally {
    db.close();
  }
}

/** Wipes ticket seeds and door kits from this device; never throws (a browser without IndexedDB has none). */
export async function wipeDeviceSecrets(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.allSettled([wipeTicketCodes(), wipeDoorSecrets()]);
}
