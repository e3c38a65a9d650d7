import { Contract } from 'ethers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import { coinContracts, coinLedger, custodialWallets } from '../../../server/db/schema';
import { registerCoinChainWorkers } from '../../../server/jobs/coin-chain';
import { startQueue } from '../../../server/jobs/queue';
import { COIN_CHAIN } from '../../../server/services/loyalty/coins/chain';
import { earnCoins } from '../../../server/services/loyalty/coins/earn';
import type { TestServer } from '../../support/server';
import { loyaltyServer, person } from '../routes/loyalty-fixtures';
import { coinShop, type CoinShop, key } from '../services/loyalty/coins/coin-fixtures';

let s: TestServer;
let shop: CoinShop;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await coinShop(s, { onChain: 'true' });
}, 120_000);
afterAll(() => s?.close());

async function heldBy(memberId: string): Promise<bigint> {
  const [wallet] = await s.deps.db
    .select()
    .from(custodialWallets)
    .where(eq(custodialWallets.memberId, memberId));
  const [contract] = await s.deps.db.select().from(coinContracts);
  if (!wallet || !contract) return 0n;
  const chain = await s.deps.chains.get(COIN_CHAIN);
  const token = new Contract(contract.address, (await loadArtifact('LoyaltyCoin')).abi, chain.provider);
  return BigInt(await token.getFunction('balanceOf')(wallet.address));
}
async function until(memberId: string, amount: bigint) {
  const deadline = Date.now() + 30_000;
  while ((await heldBy(memberId)) !== amount && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  return heldBy(memberId);
}

describe('the coin mirror through pg-boss (PGlite: one connection)', () => {
  it('before the queue exists an operation commits alone and the start-up sweep queues it; after, it queues its own', async () => {
    const queue = await startQueue(s.database, s.deps.log);
    try {
      const deps = { ...s.deps, queue };
      // A process that has not created the queue yet must not wait for it inside the operation's transaction.
      const early = await person(s);
      await earnCoins(deps, {
        merchantId: shop.merchantId,
        memberId: early.memberId,
        amount: 9n,
        key: key(),
      });
      expect(
        await s.deps.db.select().from(coinLedger).where(eq(coinLedger.memberId, early.memberId)),
      ).toHaveLength(1);
      await registerCoinChainWorkers(deps);
      expect(await until(early.memberId, 9n)).toBe(9n);

      const m = await person(s);
      await earnCoins(deps, { merchantId: shop.merchantId, memberId: m.memberId, amount: 25n, key: key() });
      expect(await until(m.memberId, 25n)).toBe(25n);
    } finally {
      await queue.stop();
    }
  }, 90_000);
});
