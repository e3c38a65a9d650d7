import { and, desc, eq } from 'drizzle-orm';
import { platformContractAddress } from '../../../chain/deploy';
import type { Db } from '../../../db/client';
import { cardProgrammes, cardTransfers, memberCards, merchants } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CardDetail, CardMemberInfo, CardSummary, CardTier } from '../../../schemas/cards';
import type { CardRow } from './issue';
import type { ProgrammeRow } from './programmes';

type Joined = { card: CardRow; programme: ProgrammeRow; merchant: typeof merchants.$inferSelect };

/** The card's number as printed: the merchant's code and the token id, e.g. DEMOCOUPON-00000012. */
export const cardNumber = (mcId: string, tokenId: number) => `${mcId}-${String(tokenId).padStart(8, '0')}`;

export function tierOf(programme: Pick<ProgrammeRow, 'tiers'>, code: string): CardTier {
  return programme.tiers.find((t) => t.code === code) ?? { code, name: code, vipDiscountBp: 0 };
}

/** Where the activation stands: waiting out its delay (QUEUED), minting, or done. */
function activationOf(c: CardRow, now: Date): CardSummary['activation'] {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const state =
    c.state === 'CLAIMED'
      ? 'NONE'
      : c.state === 'ACTIVATING'
        ? c.activationReadyAt && now < c.activationReadyAt
          ? 'QUEUED'
          : 'MINTING'
        : 'DONE';
  return {
    state,
    requestedAt: iso(c.activationRequestedAt),
    readyAt: iso(c.activationReadyAt),
    activatedAt: iso(c.activatedAt),
  };
}

function summaryOf(
  { card: c, programme: p, merchant: m }: Joined,
  contract: string | null,
  now: Date,
): CardSummary {
  return {
    id: c.id,
    number: cardNumber(m.mcId, c.tokenId),
    tokenId: String(c.tokenId),
    contractAddress: contract,
    blockchain: p.blockchain,
    name: p.name,
    issuer: m.name,
    mcId: m.mcId,
    tier: tierOf(p, c.tierCode),
    state: c.state,
    expired: now >= c.expiresAt,
    transferable: p.transferable,
    issueDate: c.issuedAt.toISOString(),
    expiryDate: c.expiresAt.toISOString(),
    activation: activationOf(c, now),
  };
}

const joined = (db: Db) =>
  db
    .select({ card: memberCards, programme: cardProgrammes, merchant: merchants })
    .from(memberCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, memberCards.programmeId))
    .innerJoin(merchants, eq(merchants.id, cardProgrammes.merchantId));

/** A card with its programme and merchant, or null. */
export async function loadCard(db: Db, cardId: string): Promise<Joined | null> {
  const [row] = await joined(db).where(eq(memberCards.id, cardId)).limit(1);
  return row ?? null;
}

const contractOf = (db: Db, blockchain: ProgrammeRow['blockchain']) =>
  platformContractAddress(db, blockchain, 'MEMBERSHIP').then((a) => a ?? null);

/** One card as "my cards" lists it. */
export async function cardSummary(db: Db, card: CardRow, now: Date): Promise<CardSummary> {
  const row = (await loadCard(db, card.id))!;
  return summaryOf(row, await contractOf(db, row.programme.blockchain), now);
}

/** listMyCards ("my member cards"): the cards the caller holds, newest first. */
export async function listMyCards(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<{ items: CardSummary[] }> {
  const now = deps.now();
  const rows = await joined(deps.db)
    .where(eq(memberCards.holderId, memberId))
    .orderBy(desc(memberCards.createdAt), desc(memberCards.id));
  const contracts = {
    ETHEREUM: await contractOf(deps.db, 'ETHEREUM'),
    POLYGON: await contractOf(deps.db, 'POLYGON'),
  };
  return { items: rows.map((r) => summaryOf(r, contracts[r.programme.blockchain], now)) };
}

const EMPTY_INFO: CardMemberInfo = {
  englishName: '',
  chineseName: '',
  title: '',
  birthYear: null,
  birthMonth: null,
  age: null,
  email: '',
  areaCode: '+852',
  mobile: '',
  address: '',
  photo: null,
  area: '',
  district: '',
  language: '',
};

/**
 * The caller's card, or why not (spec §8 Card detail): 2003 when it left their wallet (they held it once: a
 * transfer or their claim), 1004 when it was never theirs, 404 when there is no such card.
 */
export async function ownCard(db: Db, memberId: string, cardId: string): Promise<Joined> {
  const row = await loadCard(db, cardId);
  if (!row) fail('NOT_FOUND', 'card_not_found');
  if (row.card.holderId === memberId) return row;
  const [held] = await db
    .select({ id: cardTransfers.id })
    .from(cardTransfers)
    .where(and(eq(cardTransfers.cardId, cardId), eq(cardTransfers.fromMemberId, memberId)))
    .limit(1);
  if (held || row.card.claimedById === memberId) fail('NO_LONGER_IN_WALLET', 'card_left_wallet');
  fail('VERIFICATION_FAILED', 'card_not_yours');
}

/** getCard: every field of spec §3 "Membership card" for its holder (the QR comes from getCardQr). */
export async function getCard(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  cardId: string,
): Promise<CardDetail> {
  const row = await ownCard(deps.db, memberId, cardId);
  return cardDetail(deps.db, row, deps.now());
}

export async function cardDetail(db: Db, row: Joined, now: Date): Promise<CardDetail> {
  const summary = summaryOf(row, await contractOf(db, row.programme.blockchain), now);
  const { card, programme } = row;
  return {
    ...summary,
    ownerId: card.holderId,
    info: { ...EMPTY_INFO, ...card.info },
    web3Group: {
      name: programme.web3Group || programme.name,
      member: card.state === 'ACTIVE' || card.state === 'TRANSFERRING',
    },
    txHash: card.txHash,
    walletAddress: card.walletAddress,
  };
}

/** Cards a member holds of a merchant (the QR mini page's last step shows the one it issued). */
export async function memberCardOf(db: Db, memberId: string, merchantId: string, now: Date) {
  const [row] = await joined(db)
    .where(and(eq(memberCards.holderId, memberId), eq(cardProgrammes.merchantId, merchantId)))
    .orderBy(desc(memberCards.createdAt))
    .limit(1);
  return row ? summaryOf(row, await contractOf(db, row.programme.blockchain), now) : null;
}
