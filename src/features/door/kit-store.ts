import * as v from 'valibot';
import { DoorKit } from '@schemas/door-verdict';
import { doorDb, type SealedKit } from './door-db';

/*
 * The door kit at rest: it holds every ticket's seed, so it is sealed with AES-GCM under a device key that
 * never leaves the browser (a non-extractable WebCrypto key kept in IndexedDB, made on first use).
 */
const KEY_ID = 'kit';
const IV_BYTES = 12;
const utf8 = (s: string) => new TextEncoder().encode(s);

async function deviceKey(): Promise<CryptoKey> {
  const db = await doorDb();
  const existing = await db.get('keys', KEY_ID);
  if (existing) return existing;
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // Two tabs may both make one: the first stored key wins and the other adopts it.
  const tx = db.transaction('keys', 'readwrite');
  // An aborted transaction fails its requests too: the first awaited one reports it, not this.
  tx.done.catch(() => undefined);
  const again = await tx.store.get(KEY_ID);
  if (!again) await tx.store.put(fresh, KEY_ID);
  await tx.done;
  return again ?? fresh;
}

/** Seals and stores a downloaded kit for `memberId`, replacing the event's earlier one. */
export async function saveKit(kit: DoorKit, memberId: string, now = Date.now()): Promise<SealedKit> {
  const key = await deviceKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(`${memberId}|${kit.eventId}`) },
    key,
    utf8(JSON.stringify(kit)),
  );
  const sealed: SealedKit = {
    eventId: kit.eventId,
    memberId,
    iv,
    data,
    issuedAt: kit.issuedAt,
    closesAt: kit.closesAt,
    tickets: kit.tickets.length,
    savedAt: now,
  };
  await (await doorDb()).put('kits', sealed);
  return sealed;
}

/** The stored kit's plain facts (age, size) without opening it. */
export async function kitInfo(eventId: string): Promise<SealedKit | null> {
  return (await (await doorDb()).get('kits', eventId)) ?? null;
}

/**
 * The event's kit for `memberId`, opened; null when there is none, it was stored for another member, or it no
 * longer opens (a changed record, a lost key) or parses. Never throws.
 */
export async function loadKit(eventId: string, memberId: string): Promise<DoorKit | null> {
  try {
    const db = await doorDb();
    const sealed = await db.get('kits', eventId);
    const key = await db.get('keys', KEY_ID);
    if (!sealed || !key || sealed.memberId !== memberId) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.iv, additionalData: utf8(`${memberId}|${eventId}`) },
      key,
      sealed.data,
    );
    const parsed = v.safeParse(DoorKit, JSON.parse(new TextDecoder().decode(plain)));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Wipes what the device holds of events: their kits, the synced part of their queues, and the device key when
 * no kit is left. `which` picks the kits (all by default); unsynced scans stay, they hold no seed and the server
 * still needs them.
 */
export async function wipeKits(which: (k: SealedKit) => boolean = () => true): Promise<number> {
  const db = await doorDb();
  const tx = db.transaction(['kits', 'keys', 'queue'], 'readwrite');
  // An aborted transaction fails its requests too: the first awaited one reports it, not this.
  tx.done.catch(() => undefined);
  const kits = await tx.objectStore('kits').getAll();
  const gone = kits.filter(which);
  for (const k of gone) {
    await tx.objectStore('kits').delete(k.eventId);
    const scans = await tx.objectStore('queue').index('byEvent').getAll(k.eventId);
    for (const s of scans) if (s.synced === 1) await tx.objectStore('queue').delete(s.nonce);
  }
  if (gone.length === kits.length) await tx.objectStore('keys').delete(KEY_ID);
  await tx.done;
  return gone.length;
}

/** Wipes the kits of events that have ended, and any kit stored for another member than `memberId`. */
export const wipeStale = (memberId: string | null, now = Date.now()) =>
  wipeKits((k) => k.memberId !== memberId || Date.parse(k.closesAt) <= now);
