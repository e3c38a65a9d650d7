import { CARD_QR_PREFIX } from './cards';
import { COUPON_CODE_LENGTH, COUPON_QR_PREFIX } from './coupons';
import { TICKET_QR_TAG } from './ticket-code';

/*
 * What the door page scanned, so it can route the text to the right check; nothing here decides validity.
 * The texts as the features really make them:
 * - ticket: `T1.…` (ticket-code.ts), decided offline by decideAdmission;
 * - coupon: the holder's shop QR `CPN1.<couponId>.<secret>.<exp>.<mac>` (services/loyalty/coupons/qr.ts), or
 *   the same secret typed or read out as `XXXX-XXXX-XXXX` (12 of Crockford's characters); redeemCoupon takes
 *   either as its `code`;
 * - card: the membership card QR `MC1.<cardId>.<exp>.<mac>` (services/loyalty/cards/qr.ts). verifyCardQr
 *   checks it, and grantStamp takes the very same text as its `payload`: a stamp is given by scanning the
 *   member's card QR; there is no QR of a stamp card of its own, so the door's mode (verify or stamp) decides.
 * Anything else (an item page's URL, the merchant's qpwallet join link, a stray barcode) is unknown.
 */
export type DoorScan =
  | { kind: 'ticket'; text: string }
  | { kind: 'coupon'; code: string }
  | { kind: 'card'; code: string }
  | { kind: 'unknown' };

const TYPED_COUPON = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${COUPON_CODE_LENGTH}}$`);

/** Routes a scanned or typed text by its shape (trimmed; a scanner may add a newline). Never throws. */
export function classifyDoorScan(text: unknown): DoorScan {
  if (typeof text !== 'string') return { kind: 'unknown' };
  const s = text.trim();
  if (s.startsWith(`${TICKET_QR_TAG}.`)) return { kind: 'ticket', text: s };
  if (s.startsWith(`${COUPON_QR_PREFIX}.`)) return { kind: 'coupon', code: s };
  if (s.startsWith(`${CARD_QR_PREFIX}.`)) return { kind: 'card', code: s };
  // The typed coupon code, normalised as redeemCoupon does (spaces and dashes dropped, upper case).
  if (s.length <= 20 && TYPED_COUPON.test(s.replace(/[\s-]/g, '').toUpperCase()))
    return { kind: 'coupon', code: s };
  return { kind: 'unknown' };
}
