import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import * as v from 'valibot';
import { SaveLoyaltyCoinForm } from '../../../../../server/schemas/coins';
import { balanceDrift, lotDrift } from '../../../../../server/services/loyalty/coins/audit';
import { saveLoyaltyCoin } from '../../../../../server/services/loyalty/coins/coin';
import type { TestServer } from '../../../../support/server';
import type { Env } from '../../../../../server/env';
import { loyaltyServer, merchantOf } from '../../../routes/loyalty-fixtures';

export const DAY = 86_400_000;

/** A saveLoyaltyCoin form: HK$0.10 a coin, one coin per HK$10. */
export const COIN_FORM: Record<string, string> = {
  name: 'Harbour coin',
  symbol: 'HBR',
  valueMinor: '10',
  earnPerHkdNum: '1',
  earnPerHkdDen: '10',
};

/** An Enterprise merchant with a coin (14 pending days, 6 months, HK$0.10 a coin unless `over` says). */
export async function coinShop(s: TestServer, over: Record<string, unknown> = {}) {
  const shop = await merchantOf(s, { plan: 'ENTERPRISE' });
  const form = v.parse(SaveLoyaltyCoinForm, { ...COIN_FORM, ...over });
  const coin = await saveLoyaltyCoin(s.deps, shop.session.memberId, form);
  return { ...shop, coin };
}
export type CoinShop = Awaited<ReturnType<typeof coinShop>>;

/** A loyalty test server with one coin shop for a file's tests (`t.s`, `t.shop`), closed after them. */
export function withCoinShop(overrides: Partial<Env> = {}) {
  const t = {} as { s: TestServer; shop: CoinShop };
  beforeAll(async () => {
    t.s = await loyaltyServer(overrides);
    t.shop = await coinShop(t.s);
  }, 120_000);
  afterAll(() => t.s?.close());
  return t;
}

export const key = (p = 'k') => `${p}-${randomUUID()}`;

/** Moves the test clock by `ms`. */
export function advance(s: TestServer, ms: number) {
  s.clock.now = new Date(s.clock.now.getTime() + ms);
}

/** Both ledger invariants hold over every lot and member in the database. */
export async function expectNoDrift(s: TestServer) {
  expect(await lotDrift(s.deps.db)).toEqual([]);
  expect(await balanceDrift(s.deps.db)).toEqual([]);
}

/** The refusal an operation threw, as { code, message, data }, or the result. */
export async function outcome<T>(p: Promise<T>) {
  try {
    return { ok: await p };
  } catch (err) {
    const e = err as { code?: number; message: string; data?: unknown };
    if (typeof e.code !== 'number') throw err;
    return { code: e.code, message: e.message, data: e.data };
  }
}
