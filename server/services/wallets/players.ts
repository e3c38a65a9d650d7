import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, players } from '../../db/schema';
import { fail } from '../../http/errors';
import type { PlayerDetail } from '../../schemas/wallets';
import { listBindings } from './bindings';

type Summary = { memberId: string; name: string; displayImage1: string | null };

/**
 * playerDetailByMemberId: the member's player record and bound wallets. Another member sees only public data —
 * name, nickname and wallet addresses/types (addresses are public on chain anyway) — and the default currency
 * instead of their preference. 404 when the member does not exist.
 */
export async function playerDetail(db: Db, memberId: string, callerId: string): Promise<PlayerDetail> {
  const [m] = await db
    .select({ id: members.id, name: members.name, currency: players.currency, nickname: players.nickname })
    .from(members)
    .leftJoin(players, eq(players.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!m) fail('NOT_FOUND', 'member_not_found');
  const self = memberId === callerId;
  return {
    memberId: m.id,
    name: m.name,
    nickname: m.nickname ?? null,
    currency: self ? toCurrency(m.currency) : 'HKD',
    wallets: await listBindings(db, memberId),
  };
}

function toCurrency(c: string | null): PlayerDetail['currency'] {
  return c === 'BTC' || c === 'ETH' || c === 'USDT' || c === 'MATIC' ? c : 'HKD';
}

/** Digits of a mobile as members store it (area code + number, e.g. +85291234567), from what a user typed. */
function mobileForms(keyword: string): string[] {
  const digits = keyword.replace(/[\s()-]/g, '');
  if (!/^\+?\d{6,20}$/.test(digits)) return [];
  const bare = digits.replace(/^\+/, '');
  return [`+${bare}`, bare];
}

/**
 * playerFindByMember: the card-transfer target lookup (spec §6 "by mobile or e-mail"): exact login name or
 * e-mail (case-insensitive) or mobile; only public fields come back. 404 when nobody matches.
 */
export async function findPlayer(db: Db, keyword: string): Promise<Summary> {
  const k = keyword.trim();
  const mobiles = mobileForms(k);
  const [m] = await db
    .select({ memberId: members.id, name: members.name, displayImage1: members.displayImage })
    .from(members)
    .where(
      or(
        sql`lower(${members.loginName}) = lower(${k})`,
        sql`lower(${members.email}) = lower(${k})`,
        ...mobiles.map((x) => eq(members.mobile, x)),
      ),
    )
    .limit(1);
  if (!m) fail('NOT_FOUND', 'player_not_found');
  return m;
}

/** playerUpdate: the member's wallet-panel currency and nickname (an empty nickname clears it). */
export async function updatePlayer(
  db: Db,
  memberId: string,
  f: { currency?: PlayerDetail['currency']; nickname?: string },
  now: Date,
): Promise<PlayerDetail> {
  const set: Partial<typeof players.$inferInsert> = { updatedAt: now };
  if (f.currency !== undefined) set.currency = f.currency;
  if (f.nickname !== undefined) set.nickname = f.nickname || null;
  await db
    .insert(players)
    .values({ memberId, currency: f.currency ?? 'HKD', nickname: f.nickname || null, updatedAt: now })
    .onConflictDoUpdate({ target: players.memberId, set });
  return playerDetail(db, memberId, memberId);
}
