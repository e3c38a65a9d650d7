import { ed25519 } from '@noble/curves/ed25519.js';
import { Secret, TOTP } from 'otpauth';
import * as v from 'valibot';

/*
 * The ticket QR, the wire contract shared by the server (issue, getTicketCode) and the door page (offline
 * check). A ticket is signed once at issue with its event's Ed25519 key; the holder's page adds the time and a
 * per-ticket RFC 6238 code, so the QR changes every 30 s while the holder's phone and the door stay offline.
 *
 * QR text (about 180 characters: QR version 9 or 10 at error correction level M):
 *   T1.<ticketId>.<eventId>.<tierId>.<secretVersion>.<unixSeconds>.<code>.<signature>
 * - ids: UUIDs written as the base64url of their 16 bytes (22 characters instead of 36, to keep the QR small);
 * - secretVersion, unixSeconds: decimal integers without leading zeros;
 * - code: the 6-digit TOTP (SHA1, 30 s) of the ticket's seed at unixSeconds;
 * - signature: the base64url Ed25519 signature (86 characters) of ticketMessage(claim).
 * Every part is canonical (one text per ticket, time and code), so a re-encoded QR is `malformed`, not a variant.
 */

export const TICKET_QR_TAG = 'T1';
export const TICKET_CODE_PERIOD_SECONDS = 30;
export const TICKET_CODE_DIGITS = 6;
/** A QR whose time is further than this from the door's clock is an old screenshot (or a phone clock far off). */
export const TICKET_CODE_MAX_AGE_SECONDS = 30;
export const SECRET_VERSION_MAX = 2_147_483_647;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A ticket, event or tier id: a UUID (the database's; compared in lower case). */
export const TicketUuid = v.pipe(v.string(), v.regex(UUID, 'uuid'));
export const SecretVersion = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SECRET_VERSION_MAX));
const b64urlOf = (bytes: number) =>
  v.pipe(
    v.string(),
    v.check((s) => fromB64url(s, bytes) !== null, 'base64url'),
  );
/** An event's Ed25519 public key (32 bytes, base64url). */
export const EventPublicKey = b64urlOf(32);
/** A ticket's RFC 4648 base32 TOTP seed (newTicketSeed makes 20 bytes: 32 characters). */
export const TicketSeed = v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,128}$/, 'base32'));

/** What a ticket's signature covers. */
export const TicketClaim = v.object({
  ticketId: TicketUuid,
  eventId: TicketUuid,
  tierId: TicketUuid,
  secretVersion: SecretVersion,
});
export type TicketClaim = v.InferOutput<typeof TicketClaim>;

/** A parsed ticket QR: the signed claim, the holder's time (unix seconds), its code and the signature. */
export type TicketQr = TicketClaim & { at: number; code: string; signature: string };

// base64url without padding, in plain JS (the door page runs this in the browser: no Buffer).
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function toB64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}
/** The bytes of canonical base64url text of `length` bytes, or null (wrong size, stray bits or characters). */
function fromB64url(text: string, length: number): Uint8Array | null {
  if (text.length !== Math.ceil((length * 4) / 3)) return null;
  const out = new Uint8Array(length);
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const ch of text) {
    const d = B64.indexOf(ch);
    if (d < 0) return null;
    acc = ((acc << 6) | d) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      if (j < length) out[j++] = (acc >> bits) & 0xff;
    }
  }
  return toB64url(out) === text ? out : null;
}

const HEX = /^[0-9a-f]{32}$/;
const compactId = (uuid: string) => {
  const hex = uuid.toLowerCase().replace(/-/g, '');
  if (!HEX.test(hex)) throw new TypeError('not a UUID');
  return toB64url(Uint8Array.from(hex.match(/../g)!, (h) => parseInt(h, 16)));
};
function expandId(text: string): string | null {
  const bytes = fromB64url(text, 16);
  if (!bytes) return null;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The exact text a ticket's signature covers: `ticketId|eventId|tierId|secretVersion`, ids as lower-case
 * hyphenated UUIDs, the version in decimal (UTF-8 bytes of that string are signed; no prefix, no hashing).
 */
export const ticketMessage = (c: TicketClaim) =>
  `${c.ticketId.toLowerCase()}|${c.eventId.toLowerCase()}|${c.tierId.toLowerCase()}|${c.secretVersion}`;

/** A new event key pair, both base64url of 32 bytes (the private key only ever stored sealed). */
export function newEventKeyPair(): { publicKey: string; privateKey: string } {
  const secret = ed25519.utils.randomSecretKey();
  return { publicKey: toB64url(ed25519.getPublicKey(secret)), privateKey: toB64url(secret) };
}

/** The Ed25519 signature (base64url) of a ticket's claim with the event's private key (base64url). */
export function signTicket(privateKey: string, claim: TicketClaim): string {
  const secret = fromB64url(privateKey, 32);
  if (!secret) throw new TypeError('private key: 32 bytes of base64url');
  return toB64url(ed25519.sign(new TextEncoder().encode(ticketMessage(claim)), secret));
}

/** Whether `signature` is the event key's signature of the claim (what the door checks offline); never throws. */
export function verifyTicket(publicKey: string, claim: TicketClaim, signature: string): boolean {
  try {
    const key = fromB64url(publicKey, 32);
    const sig = fromB64url(signature, 64);
    if (!key || !sig) return false;
    return ed25519.verify(sig, new TextEncoder().encode(ticketMessage(claim)), key);
  } catch {
    return false;
  }
}

/** A new per-ticket RFC 6238 seed: 20 random bytes as base32 (what authenticator apps and otpauth take). */
export function newTicketSeed(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (seed: string) =>
  new TOTP({
    secret: Secret.fromBase32(seed),
    algorithm: 'SHA1',
    digits: TICKET_CODE_DIGITS,
    period: TICKET_CODE_PERIOD_SECONDS,
  });

/** The ticket's 6-digit code at `atMs` (RFC 6238: SHA1, 30 s steps from the epoch). */
export function ticketCode(seed: string, atMs: number): string {
  return totpOf(seed).generate({ timestamp: atMs });
}

/**
 * Whether `code` is the seed's code for the 30 s step holding `atSeconds` (the QR's own time). Only that step:
 * the holder's page takes the time and the code from one clock reading, so a neighbouring step would only
 * stretch how long a decoded-and-re-timed screenshot lives. Never throws.
 */
export function ticketCodeMatches(seed: string, code: string, atSeconds: number): boolean {
  try {
    return (
      /^\d{6}$/.test(code) &&
      totpOf(seed).validate({ token: code, timestamp: atSeconds * 1000, window: 0 }) === 0
    );
  } catch {
    return false;
  }
}

/**
 * The QR text of a ticket at `atMs` (the holder's page, every second or so; the server for getTicketCode).
 * Throws on ids that are not UUIDs: the claim comes from the server's own rows.
 */
export function encodeTicketQr(claim: TicketClaim, signature: string, seed: string, atMs: number): string {
  const at = Math.floor(atMs / 1000);
  return [
    TICKET_QR_TAG,
    compactId(claim.ticketId),
    compactId(claim.eventId),
    compactId(claim.tierId),
    claim.secretVersion,
    at,
    ticketCode(seed, at * 1000),
    signature,
  ].join('.');
}

const DECIMAL = /^(0|[1-9]\d{0,11})$/;
export type ParsedTicketQr = { ok: true; qr: TicketQr } | { ok: false; reason: 'malformed' };

/** Reads a scanned text as a ticket QR: its fields, or `malformed` (any other text, a bad part). Never throws. */
export function parseTicketQr(text: unknown): ParsedTicketQr {
  const bad = { ok: false, reason: 'malformed' } as const;
  if (typeof text !== 'string' || text.length > 400) return bad;
  const parts = text.trim().split('.');
  if (parts.length !== 8 || parts[0] !== TICKET_QR_TAG) return bad;
  const [, t, e, r, version = '', atText = '', code = '', signature = ''] = parts;
  const ticketId = expandId(t!);
  const eventId = expandId(e!);
  const tierId = expandId(r!);
  if (!ticketId || !eventId || !tierId) return bad;
  if (!DECIMAL.test(version) || !DECIMAL.test(atText) || !/^\d{6}$/.test(code)) return bad;
  const secretVersion = Number(version);
  if (secretVersion > SECRET_VERSION_MAX || !fromB64url(signature, 64)) return bad;
  return { ok: true, qr: { ticketId, eventId, tierId, secretVersion, at: Number(atText), code, signature } };
}
