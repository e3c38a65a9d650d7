import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import QRCode from 'qrcode';
import { couponBatches, coupons, members } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import { REDEEM_CODE_ALPHABET } from '../../../schemas/cards';
import {
  COUPON_CODE_LENGTH,
  COUPON_QR_PREFIX,
  COUPON_QR_TTL_SECONDS,
  type CouponQr,
  type RedeemedCoupon,
} from '../../../schemas/coupons';
import { requireMerchantFeature } from '../../merchants/access';
import { enqueueCoupon } from '../queues';
import { assertInPeriod } from './collect';

type QrDeps = Pick<Deps, 'db' | 'custody' | 'now'>;
const LABEL = 'coupon-qr/v1';
const NONCE_LENGTH = COUPON_CODE_LENGTH;
const PREFIX = COUPON_QR_PREFIX;

/** A one-time secret of 12 characters of Crockford's alphabet (60 bits), short enough to read out. */
function newNonce(): string {
  let s = '';
  for (let i = 0; i < NONCE_LENGTH; i++) s += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return s;
}

/** The HMAC binding a QR to its coupon, secret, holder and expiry, under a key kept for this use only. */
function tag(deps: Pick<Deps, 'custody'>, couponId: string, nonce: string, holderId: string, exp: number) {
  return createHmac('sha256', deps.custody.deriveKey(LABEL))
    .update(`${couponId}|${nonce}|${holderId}|${exp}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The typed code as shown: XXXX-XXXX-XXXX. */
const shown = (nonce: string) => nonce.replace(/(.{4})(?=.)/g, '$1-');

/**
 * getCouponQr: the holder's shop QR for an available coupon in its period, signed (HMAC of coupon, one-time
 * secret, holder and expiry), valid COUPON_QR_TTL_SECONDS and good for one redemption. Asking again replaces
 * the previous QR; giving the coupon away or reserving it for an order voids it.
 */
export async function getCouponQr(deps: QrDeps, memberId: string, couponId: string): Promise<CouponQr> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ coupon: coupons, batch: couponBatches })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where(eq(coupons.id, couponId))
    .limit(1);
  if (!row || row.coupon.holderId !== memberId) fail('NOT_FOUND', 'coupon_not_found');
  if (row.coupon.state !== 'AVAILABLE') fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
  assertInPeriod(row.batch, now);
  const nonce = newNonce();
  const exp = Math.floor(now.getTime() / 1000) + COUPON_QR_TTL_SECONDS;
  const [set] = await deps.db
    .update(coupons)
    .set({ qrNonce: nonce, qrHolderId: memberId, qrExpiresAt: new Date(exp * 1000), updatedAt: now })
    .where(and(eq(coupons.id, couponId), eq(coupons.holderId, memberId), eq(coupons.state, 'AVAILABLE')))
    .returning({ id: coupons.id });
  if (!set) fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
  const payload = [PREFIX, couponId, nonce, exp, tag(deps, couponId, nonce, memberId, exp)].join('.');
  const image = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { couponId, code: shown(nonce), payload, image, expiresAt: new Date(exp * 1000).toISOString() };
}

/**
 * The secret a scanned payload or a typed code carries (malformed: 1045). A payload's signature is checked
 * against the coupon its secret finds; a typed code is the secret alone.
 */
function secretOf(code: string) {
  if (code.startsWith(`${PREFIX}.`)) {
    const [, couponId = '', nonce = '', expText = '', mac = '', ...rest] = code.split('.');
    const exp = Number(expText);
    if (rest.length > 0 || !Number.isSafeInteger(exp)) fail('INVALID_REDEEM_CODE', 'coupon_qr_invalid');
    return { signed: true as const, couponId, nonce, exp, mac };
  }
  const nonce = code.replace(/[\s-]/g, '').toUpperCase();
  if (nonce.length !== NONCE_LENGTH || [...nonce].some((c) => !REDEEM_CODE_ALPHABET.includes(c)))
    fail('INVALID_REDEEM_CODE', 'coupon_qr_invalid');
  return { signed: false as const, nonce };
}

/**
 * redeemCoupon: a merchant whose plan has REDEMPTION scans or types a holder's QR. The coupon must be of this
 * merchant's batch (403), shown by its current holder (a coupon given away since voids the QR: 1045), unexpired
 * (4701), not yet redeemed (1029) and still usable (4702). One conditional update marks it REDEEMED, so a QR
 * presented twice at once is redeemed once; the token is then burnt on chain once by the coupon job.
 */
export async function redeemCoupon(
  deps: QrDeps & Pick<Deps, 'queue' | 'log'>,
  memberId: string,
  code: string,
): Promise<RedeemedCoupon> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'REDEMPTION', now);
  const secret = secretOf(code);
  const [row] = await deps.db
    .select({ coupon: coupons, batch: couponBatches })
    .from(coupons)
    .innerJoin(couponBatches, eq(couponBatches.id, coupons.batchId))
    .where(eq(coupons.qrNonce, secret.nonce))
    .limit(1);
  if (!row) fail('INVALID_REDEEM_CODE', 'coupon_qr_invalid');
  const c = row.coupon;
  if (secret.signed) {
    const expected = Buffer.from(tag(deps, c.id, secret.nonce, c.qrHolderId ?? '', secret.exp));
    const given = Buffer.from(secret.mac);
    if (secret.couponId !== c.id || expected.length !== given.length || !timingSafeEqual(expected, given))
      fail('INVALID_REDEEM_CODE', 'coupon_qr_invalid');
  }
  if (row.batch.merchantId !== merchant.id) fail('FORBIDDEN', 'not_this_merchants_coupon');
  if (c.state === 'REDEEMED') fail('ALREADY_CLAIMED', 'coupon_already_redeemed');
  if (c.state !== 'AVAILABLE' || now >= row.batch.validTo) fail('COUPON_UNAVAILABLE', 'coupon_unavailable');
  if (c.qrHolderId !== c.holderId) fail('INVALID_REDEEM_CODE', 'coupon_qr_invalid');
  if (!c.qrExpiresAt || c.qrExpiresAt <= now) fail('QR_EXPIRED', 'coupon_qr_expired');
  const [done] = await deps.db
    .update(coupons)
    .set({ state: 'REDEEMED', redeemedAt: now, redeemedById: memberId, updatedAt: now })
    .where(
      and(
        eq(coupons.id, c.id),
        eq(coupons.qrNonce, secret.nonce),
        eq(coupons.state, 'AVAILABLE'),
        eq(coupons.holderId, c.holderId),
        gt(coupons.qrExpiresAt, now),
      ),
    )
    .returning();
  if (!done) {
    // Another scan of the same QR won (or the coupon moved on): answer what it is now.
    const [again] = await deps.db.select({ state: coupons.state }).from(coupons).where(eq(coupons.id, c.id));
    if (again?.state === 'REDEEMED') fail('ALREADY_CLAIMED', 'coupon_already_redeemed');
    fail('INVALID_REDEEM_CODE', 'coupon_qr_invalid');
  }
  await enqueueCoupon(deps, done.id);
  const [holder] = await deps.db
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, c.holderId));
  return {
    couponId: done.id,
    batchName: row.batch.name,
    holderName: holder?.name ?? '',
    method: row.batch.method,
    currency: row.batch.currency,
    value: row.batch.value,
    percentBp: row.batch.percentBp,
    redeemedAt: now.toISOString(),
  };
}
