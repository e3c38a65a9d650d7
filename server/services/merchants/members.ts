import { and, eq, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { cardProgrammes, memberCards, members } from '../../db/schema';
import type { Deps } from '../../http/context';
import {
  MEMBER_CSV_COLUMNS,
  type MerchantMember,
  type MerchantMemberPage,
  type MerchantMembersQuery,
} from '../../schemas/merchant-console';
import { cardNumber } from '../loyalty/cards/read';
import { decodeCursor, toPage } from '../shared/keyset';
import { requireMerchantFeature } from './access';

/** The merchant's cards with their holders, newest first (issuedAt, id): limit + 1 rows with cursor keys. */
function membersQuery(db: Db, merchantId: string, cursor: string | undefined, limit: number | null) {
  const where: SQL[] = [eq(cardProgrammes.merchantId, merchantId)];
  if (cursor) {
    const c = decodeCursor(cursor, 'merchant-members', 'time');
    where.push(sql`(${memberCards.issuedAt}, ${memberCards.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const q = db
    .select({
      id: memberCards.id,
      tokenId: memberCards.tokenId,
      programme: cardProgrammes.name,
      tiers: cardProgrammes.tiers,
      tierCode: memberCards.tierCode,
      memberId: members.id,
      memberName: members.name,
      state: memberCards.state,
      expiresAt: memberCards.expiresAt,
      issuedAt: memberCards.issuedAt,
      sortKey: sql<string>`${memberCards.issuedAt}::text`,
      cursorId: sql<string>`${memberCards.id}`,
    })
    .from(memberCards)
    .innerJoin(cardProgrammes, eq(cardProgrammes.id, memberCards.programmeId))
    .innerJoin(members, eq(members.id, memberCards.holderId))
    .where(and(...where))
    .orderBy(sql`${memberCards.issuedAt} desc`, sql`${memberCards.id} desc`);
  return limit === null ? q : q.limit(limit + 1);
}

type Row = Awaited<ReturnType<typeof membersQuery>>[number];

function toMember(mcId: string, now: Date) {
  return (r: Omit<Row, 'sortKey' | 'cursorId'>): MerchantMember => ({
    cardId: r.id,
    cardNumber: cardNumber(mcId, r.tokenId),
    programme: r.programme,
    tier: r.tiers.find((t) => t.code === r.tierCode)?.name ?? r.tierCode,
    memberId: r.memberId,
    memberName: r.memberName,
    state: r.state,
    expired: now >= r.expiresAt,
    joinedAt: r.issuedAt.toISOString(),
  });
}

/**
 * listMerchantMembers (the merchant console): the members holding the caller's merchant's
 * cards, one row per card (number, programme, tier, holder, state, joined), newest first, keyset-paged.
 * Gated like the loyalty tools: a plan with CRM (Basic and above).
 */
export async function listMerchantMembers(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  q: Pick<MerchantMembersQuery, 'cursor' | 'limit'>,
): Promise<MerchantMemberPage> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'CRM', now);
  const rows = await membersQuery(deps.db, merchant.id, q.cursor, q.limit);
  return toPage(rows, q.limit, 'merchant-members', toMember(merchant.mcId, now));
}

/**
 * The members export: every row of listMerchantMembers as CSV (RFC 4180 quoting by csv-stringify; a header
 * row of MEMBER_CSV_COLUMNS). Answers the text and the merchant's code for the file name.
 */
export async function exportMerchantMembers(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
): Promise<{ csv: string; mcId: string }> {
  const now = deps.now();
  const merchant = await requireMerchantFeature(deps.db, memberId, 'CRM', now);
  const rows = (await membersQuery(deps.db, merchant.id, undefined, null)).map(toMember(merchant.mcId, now));
  const csv = stringify(rows, {
    header: true,
    columns: [...MEMBER_CSV_COLUMNS],
    record_delimiter: 'windows',
    cast: {
      boolean: (b) => (b ? 'true' : 'false'),
      // A member's name starting with = + - @ would run as a formula in a spreadsheet: keep it text.
      string: (text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text),
    },
  });
  return { csv, mcId: merchant.mcId };
}
