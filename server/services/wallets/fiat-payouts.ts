import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiatLedger, members } from '../../db/schema';
import type { Deps, SessionMember } from '../../http/context';
import { fail } from '../../http/errors';
import { PLATFORM_MEMBER_ID } from '../../schemas/merchants';
import type { FiatPayoutPaid, FiatPayoutRow, MarkFiatPayoutForm } from '../../schemas/payouts';
import { SUPPORT_TAG } from '../orders/read';
import { lockMemberBalance } from './balances';
import { recordFiatEntry } from './fiat-income';

type Staff = Pick<SessionMember, 'id' | 'permiTagValues'>;

/** Customer service only (permission tag SUPPORT), as the support order search. */
function requireSupport(member: Staff): void {
  if (!member.permiTagValues.includes(SUPPORT_TAG)) fail('FORBIDDEN', 'support_only');
}

const digits = (numeric: string) => numeric.split('.')[0]!;

/** The signed sum of a member's card income in HKD cents; `db` may hold the member's balance lock. */
export async function fiatBalance(db: Db, memberId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${fiatLedger.amount}), 0)::text` })
    .from(fiatLedger)
    .where(eq(fiatLedger.memberId, memberId));
  return BigInt(digits(row?.total ?? '0'));
}

/**
 * exportFiatPayouts: every member whose card income balance is positive, for the payout run. Sorted by name, then id, so two exports of the same ledger read the same.
 */
export async function exportFiatPayouts(deps: Pick<Deps, 'db'>, member: Staff): Promise<FiatPayoutRow[]> {
  requireSupport(member);
  const total = sql<string>`sum(${fiatLedger.amount})`;
  const rows = await deps.db
    .select({
      memberId: fiatLedger.memberId,
      name: members.name,
      email: members.email,
      balance: sql<string>`${total}::text`,
      entries: sql<number>`count(*)::int`,
    })
    .from(fiatLedger)
    .innerJoin(members, eq(members.id, fiatLedger.memberId))
    // The platform's own income (plan orders) is not a payout.
    .where(and(eq(fiatLedger.currency, 'HKD'), ne(fiatLedger.memberId, PLATFORM_MEMBER_ID)))
    .groupBy(fiatLedger.memberId, members.name, members.email)
    .having(sql`${total} > 0`)
    .orderBy(asc(members.name), asc(fiatLedger.memberId));
  return rows.map((r) => ({
    memberId: r.memberId,
    name: r.name,
    email: r.email ?? null,
    balance: digits(r.balance),
    currency: 'HKD' as const,
    entries: Number(r.entries),
  }));
}

/**
 * markFiatPayoutPaid: records a payout made outside the app (a bank transfer) as a PAYOUT debit, once per
 * payoutRef: a replay answers the recorded payout. Under the member's balance lock, so two payouts at once
 * queue and the second sees the first's debit; more than the balance is refused (409 above_balance).
 */
export async function markFiatPayoutPaid(
  deps: Pick<Deps, 'db' | 'log' | 'now'>,
  member: Staff,
  form: MarkFiatPayoutForm,
): Promise<FiatPayoutPaid> {
  requireSupport(member);
  const amount = BigInt(form.amount);
  const answer = await deps.db.transaction(async (tx) => {
    await lockMemberBalance(tx, form.memberId);
    const [done] = await tx
      .select({ amount: fiatLedger.amount })
      .from(fiatLedger)
      .where(
        and(
          eq(fiatLedger.memberId, form.memberId),
          eq(fiatLedger.reason, 'PAYOUT'),
          eq(fiatLedger.refId, form.payoutRef),
        ),
      );
    if (done) {
      // The same reference with another amount is a mistake to show, not a second payout to record.
      if (-BigInt(digits(done.amount)) !== amount) fail('CONFLICT', 'payout_ref_reused');
      return { duplicate: true, balance: await fiatBalance(tx, form.memberId) };
    }
    const balance = await fiatBalance(tx, form.memberId);
    if (amount > balance) fail('CONFLICT', 'above_balance');
    await recordFiatEntry(tx, {
      memberId: form.memberId,
      amountCents: -amount,
      reason: 'PAYOUT',
      refId: form.payoutRef,
      at: deps.now(),
    });
    return { duplicate: false, balance: balance - amount };
  });
  if (!answer.duplicate)
    deps.log.info(
      { memberId: form.memberId, amount: form.amount, payoutRef: form.payoutRef, by: member.id },
      'fiat payout recorded',
    );
  return {
    memberId: form.memberId,
    payoutRef: form.payoutRef,
    amount: form.amount,
    balance: answer.balance.toString(),
    duplicate: answer.duplicate,
  };
}

/** HKD cents as a decimal string, from the digits (no float): 123456 → "1234.56". */
export function centsToDecimal(cents: string): string {
  const negative = cents.startsWith('-');
  const d = (negative ? cents.slice(1) : cents).padStart(3, '0');
  return `${negative ? '-' : ''}${d.slice(0, -2)}.${d.slice(-2)}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a text that a spreadsheet would
 * run as a formula (= + - @ or a control first) gets a leading apostrophe, since names come from members.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The payout export as CSV (header first, CRLF line ends); amounts both in cents and in HKD. */
export function fiatPayoutsCsv(rows: FiatPayoutRow[]): string {
  const header = ['memberId', 'name', 'email', 'balanceCents', 'balanceHkd', 'currency', 'entries'];
  const lines = rows.map((r) =>
    [r.memberId, r.name, r.email ?? '', r.balance, centsToDecimal(r.balance), r.currency, String(r.entries)]
      .map(cell)
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
