import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { members, productOwners } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import type { NftCheck, NftQrCode } from '../../schemas/item-token';

/** Spec §9 "QR under 3 min": how long a holder proof in an item QR code stays valid. */
export const NFT_CHECK_TTL_MS = 3 * 60_000;
const LABEL = 'nft-qr-check/v1';
const TAG_BYTES = 16;

type QrDeps = Pick<Deps, 'db' | 'custody' | 'now'>;

/**
 * getNftQrCode: for a holder of the item, a QR image of the item page carrying `check`, a short-lived proof
 * that this member holds it (member id, expiry and an HMAC under a key derived from the custody key for this
 * purpose only). Whoever scans it sees the holder verified on itemDetails. Not a holder: NO_LONGER_IN_WALLET.
 */
export async function nftQrCode(
  deps: QrDeps,
  memberId: string,
  productId: string,
  origin: string,
): Promise<NftQrCode> {
  if (!(await holds(deps, memberId, productId))) fail('NO_LONGER_IN_WALLET');
  const expires = Math.floor((deps.now().getTime() + NFT_CHECK_TTL_MS) / 1000);
  const check = signCheck(deps, memberId, productId, expires);
  const url = `${origin}/#/itemDetails?id=${productId}&check=${check}`;
  const image = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { url, image, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * verifyNftCheck (public, itemDetails?check): valid when the proof was signed by this server for this item, has
 * not expired and its member still holds the item; the holder's id and display name go with a valid answer.
 */
export async function verifyNftCheck(deps: QrDeps, productId: string, check: string): Promise<NftCheck> {
  const invalid: NftCheck = { valid: false, holder: null, expiresAt: null };
  const raw = Buffer.from(check, 'base64url');
  if (raw.length !== 16 + 4 + TAG_BYTES) return invalid;
  const hex = raw.subarray(0, 16).toString('hex');
  const memberId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expires = raw.readUInt32BE(16);
  const expected = tag(deps, memberId, productId, expires);
  if (!timingSafeEqual(expected, raw.subarray(20))) return invalid;
  const expiresAt = new Date(expires * 1000).toISOString();
  if (expires * 1000 <= deps.now().getTime()) return { ...invalid, expiresAt };
  if (!(await holds(deps, memberId, productId))) return { ...invalid, expiresAt };
  const [m] = await deps.db.select({ name: members.name }).from(members).where(eq(members.id, memberId));
  return { valid: true, holder: { memberId, name: m?.name ?? '' }, expiresAt };
}

/** member id (16 bytes) ‖ expiry in epoch seconds (4 bytes) ‖ truncated HMAC (16 bytes), base64url: 48 chars. */
function signCheck(deps: Pick<Deps, 'custody'>, memberId: string, productId: string, expires: number) {
  const head = Buffer.alloc(20);
  Buffer.from(memberId.replace(/-/g, ''), 'hex').copy(head, 0);
  head.writeUInt32BE(expires, 16);
  return Buffer.concat([head, tag(deps, memberId, productId, expires)]).toString('base64url');
}

function tag(deps: Pick<Deps, 'custody'>, memberId: string, productId: string, expires: number): Buffer {
  return createHmac('sha256', deps.custody.deriveKey(LABEL))
    .update(`${productId.toLowerCase()}|${memberId.toLowerCase()}|${expires}`)
    .digest()
    .subarray(0, TAG_BYTES);
}

async function holds(deps: Pick<Deps, 'db'>, memberId: string, productId: string): Promise<boolean> {
  const rows = await deps.db
    .select({ q: productOwners.quantity })
    .from(productOwners)
    .where(
      and(
        eq(productOwners.productId, productId),
        eq(productOwners.memberId, memberId),
        gt(productOwners.quantity, 0),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
