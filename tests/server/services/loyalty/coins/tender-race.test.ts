import { describe, expect, it } from 'vitest';
import { Code } from '../../../../../server/schemas/codes';
import { ledger } from '../../../payments/fixtures';
import { expectNoDrift, withCoinShop } from './coin-fixtures';
import { coinHolder, coinsOf, payCoins, shopOrder } from './tender-fixtures';

// Runs on PGlite, and on PostgreSQL (where the checkouts really run at once) when TEST_DATABASE_URL is set.
const t = withCoinShop();

describe('two checkouts spending the same coins at once', () => {
  it('one pays, the other is told the balance and nothing of it is written', async () => {
    const buyer = await coinHolder(t.s, t.shop, 40n, 60n);
    const [a, b] = [await shopOrder(t.s, t.shop, buyer, 2_000n), await shopOrder(t.s, t.shop, buyer, 2_000n)];
    const results = await Promise.all(
      [a, b].map((o) => payCoins(t.s, buyer, { orderId: o.id, coins: '80' })),
    );
    expect(results.map((r) => r.meta.code).sort()).toEqual([200, Code.COINS_INSUFFICIENT].sort());
    const refused = results.find((r) => r.meta.code !== 200)!;
    expect(refused.data).toEqual({ spendable: '20' });
    expect(await coinsOf(t.s, buyer.memberId)).toBe(20n);
    const captures = [...(await ledger(t.s, a.id, 'CAPTURE')), ...(await ledger(t.s, b.id, 'CAPTURE'))];
    expect(captures.map((c) => [c.provider, c.amount])).toEqual([['coins', '800']]);
    await expectNoDrift(t.s);
  });
});
