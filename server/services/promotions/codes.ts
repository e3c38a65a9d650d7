import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { products, promotionCodes } from '../../db/schema';
import { fail } from '../../http/errors';
import type { FieldIssue } from '../../http/validate';
import {
  basisPointsToPercent,
  percentToBasisPoints,
  type PromotionCode,
  type PromotionCodeForm,
} from '../../schemas/promotions';

type Deps = { db: Db; now: () => Date };
type Row = typeof promotionCodes.$inferSelect;

const minuteOf = (hhmm: string | undefined) =>
  hhmm === undefined ? null : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const hhmmOf = (minute: number | null) =>
  minute === null
    ? null
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function stateOf(r: Row, now: Date): PromotionCode['state'] {
  if (!r.active) return 'INACTIVE';
  if (now < r.startsAt) return 'NOT_STARTED';
  if (now >= r.endsAt) return 'EXPIRED';
  if (r.usageLimit !== null && r.usedCount >= r.usageLimit) return 'USED_UP';
  return 'ACTIVE';
}

function toPromotionCode(r: Row, now: Date): PromotionCode {
  return {
    id: r.id,
    code: r.code,
    method: r.method,
    currency: r.currency,
    value: r.value,
    percent: basisPointsToPercent(r.percentBp),
    percentBp: r.percentBp,
    isForAll: r.isForAll,
    productIds: r.productIds,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    dailyFrom: hhmmOf(r.dailyFromMinute),
    dailyTo: hhmmOf(r.dailyToMinute),
    reusable: r.reusable,
    usageLimit: r.usageLimit,
    usedCount: r.usedCount,
    active: r.active,
    state: stateOf(r, now),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The caller's own promotion codes, newest first, each with where it stands now. */
export async function listPromotionCodes(deps: Deps, memberId: string): Promise<PromotionCode[]> {
  const rows = await deps.db
    .select()
    .from(promotionCodes)
    .where(eq(promotionCodes.ownerId, memberId))
    .orderBy(desc(promotionCodes.createdAt), desc(promotionCodes.id));
  const now = deps.now();
  return rows.map((r) => toPromotionCode(r, now));
}

/** Field issues of a code's terms the schema cannot see alone (they depend on each other or on the items). */
async function termIssues(db: Db, memberId: string, form: PromotionCodeForm): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (form.method === 'FIXPRICE' && !(form.value && BigInt(form.value) > 0n)) {
    issues.push({ path: 'value', message: 'required' });
  }
  if (form.method === 'PERCENT') {
    const bp = form.percent === undefined ? 0 : percentToBasisPoints(form.percent);
    if (bp < 1 || bp > 10_000)
      issues.push({ path: 'percent', message: form.percent ? 'percent_range' : 'required' });
  }
  if (form.endsAt <= form.startsAt) issues.push({ path: 'endsAt', message: 'ends_before_start' });
  if ((form.dailyFrom === undefined) !== (form.dailyTo === undefined)) {
    issues.push({ path: form.dailyFrom ? 'dailyTo' : 'dailyFrom', message: 'required' });
  }
  const ids = [...new Set(form.productIds)];
  if (!form.isForAll && ids.length === 0) issues.push({ path: 'productIds', message: 'required' });
  if (!form.isForAll && ids.length > 0) {
    const own = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.ownerId, memberId)));
    if (own.length !== ids.length) issues.push({ path: 'productIds', message: 'not_own_item' });
  }
  return issues;
}

/**
 * Creates or edits one of the caller's promotion codes (spec §8 Promo code) for their own items: FIXPRICE in
 * minor units of its currency or PERCENT in basis points, a period, an optional daily window, single use per
 * member unless reusable. Codes are unique whatever their case (409 promo_code_taken); another's id is 404.
 */
export async function savePromotionCode(
  deps: Deps,
  memberId: string,
  form: PromotionCodeForm,
): Promise<PromotionCode> {
  const { db } = deps;
  const issues = await termIssues(db, memberId, form);
  if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);
  const taken = () => fail('CONFLICT', 'promo_code_taken', [{ path: 'code', message: 'promo_code_taken' }]);
  const [clash] = await db
    .select({ id: promotionCodes.id })
    .from(promotionCodes)
    .where(
      and(
        eq(sql`upper(${promotionCodes.code})`, form.code.toUpperCase()),
        form.id ? ne(promotionCodes.id, form.id) : undefined,
      ),
    )
    .limit(1);
  if (clash) taken();
  const values = {
    code: form.code,
    method: form.method,
    currency: form.currency,
    value: form.method === 'FIXPRICE' ? form.value! : '0',
    percentBp: form.method === 'PERCENT' ? percentToBasisPoints(form.percent!) : 0,
    isForAll: form.isForAll,
    productIds: form.isForAll ? [] : [...new Set(form.productIds)],
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    dailyFromMinute: minuteOf(form.dailyFrom),
    dailyToMinute: minuteOf(form.dailyTo),
    reusable: form.reusable,
    usageLimit: typeof form.usageLimit === 'number' ? form.usageLimit : null,
    active: form.active,
  };
  try {
    const [row] = form.id
      ? await db
          .update(promotionCodes)
          .set(values)
          .where(and(eq(promotionCodes.id, form.id), eq(promotionCodes.ownerId, memberId)))
          .returning()
      : await db
          .insert(promotionCodes)
          .values({ ...values, ownerId: memberId, createdAt: deps.now() })
          .returning();
    if (!row) fail('NOT_FOUND', 'promotion_code_not_found');
    return toPromotionCode(row, deps.now());
  } catch (err) {
    // Two sellers saving the same code at once: the unique index on upper(code) decides.
    if (isUniqueViolation(err)) taken();
    throw err;
  }
}
