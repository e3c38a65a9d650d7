import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { members } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { CARD_QR_PREFIX, CARD_QR_TTL_SECONDS, type CardCheck, type CardQr } from '../../../schemas/cards';
import { requireMerchantFeature } from '../../merchants/access';
import { cardNumber, loadCard, ownCard, tierOf } from './read';

type QrDeps = Pick<Deps, 'db' | 'custody' | 'now'>;
const LABEL = 'card-qr/v1';
const PREFIX = CARD_QR_PREFIX;

function tag(deps: Pick<Deps, 'custody'>, cardId: string, holderId: string, exp: number): string {
  return createHmac('sha256', deps.custody.deriveKey(LABEL))
    .update(`${cardId}|${holderId}|${exp}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * getCardQr (spec §3 "QR code that expires and can be refreshed", §9 "QR under 3 min"): a QR of the card for
 * its holder, signed (HMAC of card, holder and expiry under a key kept for this use), valid
 * CARD_QR_TTL_SECONDS; asking again is the refresh. Once the card changes hands the old QR no longer checks.
 */
export async function getCardQr(deps: QrDeps, memberId: string, cardId: string): Promise<CardQr> {
  const { card } = await ownCard(deps.db, memberId, cardId);
  const exp = Math.floor(deps.now().getTime() / 1000) + CARD_QR_TTL_SECONDS;
  const payload = [PREFIX, card.id, exp, tag(deps, card.id, card.holderId, exp)].join('.');
  const image = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { payload, image, expiresAt: new Date(exp * 1000).toISOString() };
}

export type CardQrCheck =
  | { status: 'invalid' }
  | { status: 'expired'; expiresAt: string }
  | { status: 'valid'; expiresAt: string; row: NonNullable<Awaited<ReturnType<typeof loadCard>>> };

/**
 * Reads a scanned card QR for merchant `merchantId`: invalid unless it is this server's signature for a card of
 * the merchant's programmes and its current holder; expired past the QR's time or the card's expiry date.
 */
export async function checkCardQr(deps: QrDeps, merchantId: string, payload: string): Promise<CardQrCheck> {
  const now = deps.now();
  const [prefix, cardId = '', expText = '', mac = '', ...rest] = payload.trim().split('.');
  const exp = Number(expText);
  if (prefix !== PREFIX || rest.length > 0 || !Number.isSafeInteger(exp) || !/^[0-9a-f-]{36}$/.test(cardId))
    return { status: 'invalid' };
  const row = await loadCard(deps.db, cardId);
  if (!row || row.programme.merchantId !== merchantId) return { status: 'invalid' };
  const expected = Buffer.from(tag(deps, cardId, row.card.holderId, exp));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
  const expiresAt = new Date(exp * 1000).toISOString();
  if (exp * 1000 <= now.getTime() || row.card.expiresAt <= now) return { status: 'expired', expiresAt };
  return { status: 'valid', expiresAt, row };
}

/**
 * verifyCardQr: a merchant (MEMBERSHIP_CARDS) checks a scanned card QR of its own programmes: valid while
 * unexpired, signed by this server for the card's current holder, and the card not past its expiry date.
 */
export async function verifyCardQr(deps: QrDeps, memberId: string, payload: string): Promise<CardCheck> {
  const merchant = await requireMerchantFeature(deps.db, memberId, 'MEMBERSHIP_CARDS', deps.now());
  const check = await checkCardQr(deps, merchant.id, payload);
  if (check.status !== 'valid')
    return { valid: false, card: null, expiresAt: check.status === 'expired' ? check.expiresAt : null };
  const { row } = check;
  const [holder] = await deps.db
    .select({ name: members.name })
    .from(members)
    .where(eq(members.id, row.card.holderId));
  return {
    valid: true,
    card: {
      number: cardNumber(row.merchant.mcId, row.card.tokenId),
      name: row.programme.name,
      tier: tierOf(row.programme, row.card.tierCode),
      holderName: holder?.name ?? '',
    },
    expiresAt: check.expiresAt,
  };
}
