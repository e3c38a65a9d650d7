/**
 * The session token at rest (spec §3 "token (encrypted)"): AES-GCM under a device key that never leaves the
 * browser. The key is a non-extractable WebCrypto key kept in IndexedDB, made on first use; a cookie copied
 * to another browser, or read after the site data was cleared, cannot be opened there.
 */
const DB_NAME = 'marketplace-session';
const STORE = 'keys';
const KEY_ID = 'token';
/** Prefix of the sealed form, so a later format can be told apart (a plain or unknown value is refused). */
const VERSION = 'v1.';
const IV_BYTES = 12;

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openKeyStore(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return done(req);
}

/**
 * The device key; with `create`, made and stored when there is none. Two tabs may both make one on the first
 * login: the transaction keeps the first stored key and the other tab adopts it.
 */
async function deviceKey(create: boolean): Promise<CryptoKey | null> {
  const fresh = create
    ? await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    : null;
  const db = await openKeyStore();
  try {
    const store = db.transaction(STORE, fresh ? 'readwrite' : 'readonly').objectStore(STORE);
    const existing = (await done(store.get(KEY_ID))) as CryptoKey | undefined;
    if (existing || !fresh) return existing ?? null;
    await done(store.put(fresh, KEY_ID));
    return fresh;
  } finally {
    db.close();
  }
}

const utf8 = (s: string) => new TextEncoder().encode(s);

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/**
 * Encrypts `token` for the token cookie, bound to `memberId` (authenticated data: the sealed token does not
 * open with another member id). Throws when WebCrypto or IndexedDB is unavailable.
 */
export async function sealToken(token: string, memberId: string): Promise<string> {
  const key = (await deviceKey(true))!;
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8(memberId) },
    key,
    utf8(token),
  );
  const out = new Uint8Array(IV_BYTES + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), IV_BYTES);
  return VERSION + toBase64Url(out);
}

/**
 * The token a sealed cookie value holds, or null when it cannot be opened here: no device key (another
 * browser, cleared site data), a changed value or member id, an unknown format, no IndexedDB. Never throws.
 */
export async function openToken(sealed: string, memberId: string): Promise<string | null> {
  try {
    if (!sealed.startsWith(VERSION)) return null;
    const bytes = fromBase64Url(sealed.slice(VERSION.length));
    if (!bytes || bytes.length <= IV_BYTES) return null;
    const key = await deviceKey(false);
    if (!key) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: utf8(memberId) },
      key,
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
