import { and, eq, like } from 'drizzle-orm';
import { Contract, Wallet } from 'ethers';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArtifact } from '../../../../../server/chain/artifacts';
import { ensureCoinContract } from '../../../../../server/chain/deploy';
import { chainTxs, coinLots, coinMirrors, custodialWallets } from '../../../../../server/db/schema';
import { ApiError } from '../../../../../server/http/errors';
import { handleCoinMirrorJob, sweepCoinMirrors } from '../../../../../server/jobs/coin-chain';
import { Code } from '../../../../../server/schemas/codes';
import { SaveLoyaltyCoinForm } from '../../../../../server/schemas/coins';
import { runChainJob } from '../../../../../server/services/catalog/mint/chain-job';
import { COIN_CHAIN, mirrorMemberCoins } from '../../../../../server/services/loyalty/coins/chain';
import { reconcileCoinChain } from '../../../../../server/services/loyalty/coins/chain-reconcile';
import { coinOf, saveLoyaltyCoin } from '../../../../../server/services/loyalty/coins/coin';
import { earnCoins } from '../../../../../server/services/loyalty/coins/earn';
import { expireLot } from '../../../../../server/services/loyalty/coins/expire';
import { coinLiabilityReport } from '../../../../../server/services/loyalty/coins/report';
import { spendCoins } from '../../../../../server/services/loyalty/coins/spend';
import type { TestServer } from '../../../../support/server';
import { loyaltyServer, person, takeSent } from '../../../routes/loyalty-fixtures';
import { advance, COIN_FORM, coinShop, type CoinShop, DAY, key } from './coin-fixtures';

const QUEUE = 'coins.chain';
let s: TestServer;
let shop: CoinShop;
let token: Contract;
beforeAll(async () => {
  s = await loyaltyServer();
  shop = await coinShop(s, { onChain: 'true' });
  const coin = (await coinOf(s.deps.db, shop.merchantId))!;
  const { address } = await ensureCoinContract(s.deps, {
    coinId: coin.id,
    blockchain: COIN_CHAIN,
    name: coin.name,
    symbol: coin.symbol,
  });
  const chain = await s.deps.chains.get(COIN_CHAIN);
  token = new Contract(address, (await loadArtifact('LoyaltyCoin')).abi, chain.provider);
}, 120_000);
afterAll(() => s?.close());

const earn = (memberId: string, amount: bigint, merchantId = shop.merchantId) =>
  earnCoins(s.deps, { merchantId, memberId, amount, key: key('earn') });
const balanceOf = async (address: string) => BigInt(await token.getFunction('balanceOf')(address));
const walletOf = async (memberId: string) =>
  (await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, memberId)))[0]!
    .address;
const sentFor = async (merchantId: string) =>
  (
    await s.deps.db
      .select()
      .from(chainTxs)
      .where(like(chainTxs.key, `coin:mirror:${merchantId}:%`))
  ).length;
/** Runs the queued mirror jobs as the worker would; answers the jobs' data. */
async function runMirrorJobs() {
  const jobs = takeSent(s, QUEUE) as { merchantId: string; memberId: string }[];
  for (const data of jobs) await handleCoinMirrorJob(s.deps, { data });
  return jobs;
}
/** The platform's own send to the token (the journal keeps the platform's nonces). */
const platformSends = (fn: string, args: unknown[]) =>
  runChainJob(s.deps, {
    blockchain: COIN_CHAIN,
    key: `test:coin:${fn}:${key()}`,
    build: async () => ({ to: token.target as string, data: token.interface.encodeFunctionData(fn, args) }),
  });

describe('the LoyaltyCoin contract', () => {
  it('has whole coins; only the platform mints and burns; holders cannot transfer', async () => {
    const chain = await s.deps.chains.get(COIN_CHAIN);
    const holder = Wallet.createRandom().connect(chain.provider);
    const other = Wallet.createRandom().address;
    expect(await token.getFunction('decimals')()).toBe(0n);
    expect(await token.getFunction('symbol')()).toBe(COIN_FORM.symbol);
    expect((await platformSends('mint', [holder.address, 10])).status).toBe('MINED');
    expect(await balanceOf(holder.address)).toBe(10n);

    const asHolder = token.connect(holder) as Contract;
    await expect(asHolder.getFunction('mint').staticCall(holder.address, 1)).rejects.toThrow();
    await expect(asHolder.getFunction('burn').staticCall(holder.address, 1)).rejects.toThrow();
    // A transfer between members is refused with the contract's own error.
    const refused = await asHolder
      .getFunction('transfer')
      .staticCall(other, 1)
      .catch((e: unknown) => e);
    expect(token.interface.parseError((refused as { data: string }).data)?.name).toBe('NonTransferable');

    expect((await platformSends('burn', [holder.address, 4])).status).toBe('MINED');
    expect(await balanceOf(holder.address)).toBe(6n);
  });
});

describe('the mirror job', () => {
  it('mints on earn, burns on spend and expiry, each once; queued by the operation itself', async () => {
    const back = s.clock.now;
    const m = await person(s);
    await earn(m.memberId, 100n);
    expect(await runMirrorJobs()).toEqual([{ merchantId: shop.merchantId, memberId: m.memberId }]);
    const wallet = await walletOf(m.memberId);
    expect(await balanceOf(wallet)).toBe(100n);

    advance(s, 15 * DAY);
    await spendCoins(s.deps, { merchantId: shop.merchantId, memberId: m.memberId, amount: 30n, key: key() });
    await runMirrorJobs();
    expect(await balanceOf(wallet)).toBe(70n);

    const [lot] = await s.deps.db.select().from(coinLots).where(eq(coinLots.memberId, m.memberId));
    s.clock.now = lot!.expiresAt;
    await expireLot(s.deps, lot!.id);
    await runMirrorJobs();
    expect(await balanceOf(wallet)).toBe(0n);
    s.clock.now = back;

    const rows = await s.deps.db
      .select({ delta: coinMirrors.delta, state: coinMirrors.state })
      .from(coinMirrors)
      .where(eq(coinMirrors.memberId, m.memberId));
    expect(rows.map((r) => [r.delta, r.state])).toEqual([
      [100n, 'MINED'],
      [-30n, 'MINED'],
      [-70n, 'MINED'],
    ]);
    // A second run sends nothing: each operation was one journaled transaction.
    const sent = await sentFor(shop.merchantId);
    expect(await mirrorMemberCoins(s.deps, shop.merchantId, m.memberId)).toBe(0);
    await handleCoinMirrorJob(s.deps, { data: { merchantId: shop.merchantId, memberId: m.memberId } });
    expect(await sentFor(shop.merchantId)).toBe(sent);
  });

  it('a chain that is down throws (the job waits for it); a later run completes', async () => {
    const m = await person(s);
    await earn(m.memberId, 12n);
    const data = { merchantId: shop.merchantId, memberId: m.memberId };
    expect(takeSent(s, QUEUE)).toEqual([data]);
    const down = vi
      .spyOn(s.deps.chains, 'get')
      .mockRejectedValue(new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_unavailable'));
    try {
      await expect(mirrorMemberCoins(s.deps, shop.merchantId, m.memberId)).rejects.toThrow();
      await handleCoinMirrorJob(s.deps, { data });
      expect(takeSent(s, QUEUE)).toEqual([{ ...data, chainWaits: 1 }]);
    } finally {
      down.mockRestore();
    }
    await handleCoinMirrorJob(s.deps, { data: { ...data, chainWaits: 1 } });
    expect(await balanceOf(await walletOf(m.memberId))).toBe(12n);
  });

  it('mirrors nothing while the coin is off chain; turned on, the sweep mirrors its history', async () => {
    const other = await coinShop(s);
    const m = await person(s);
    await earn(m.memberId, 7n, other.merchantId);
    expect(takeSent(s, QUEUE)).toEqual([]);
    expect(await mirrorMemberCoins(s.deps, other.merchantId, m.memberId)).toBe(0);
    const form = v.parse(SaveLoyaltyCoinForm, { ...COIN_FORM, onChain: 'true' });
    await saveLoyaltyCoin(s.deps, other.session.memberId, form);
    expect(await sweepCoinMirrors(s.deps)).toBeGreaterThanOrEqual(1);
    const swept = takeSent(s, QUEUE);
    expect(swept).toContainEqual({ merchantId: other.merchantId, memberId: m.memberId });
    for (const data of swept) await handleCoinMirrorJob(s.deps, { data: data as never });
    const [mirror] = await s.deps.db
      .select()
      .from(coinMirrors)
      .where(and(eq(coinMirrors.merchantId, other.merchantId), eq(coinMirrors.memberId, m.memberId)));
    expect(mirror).toMatchObject({ delta: 7n, state: 'MINED' });
    // Nothing lags now, and a job already open is not queued twice.
    expect(await sweepCoinMirrors(s.deps)).toBe(0);
  });
});

describe('reconciliation', () => {
  it('finds no difference in sync; reports a mint made outside the ledger, in the liability report too', async () => {
    const m = await person(s);
    await earn(m.memberId, 40n);
    await runMirrorJobs();
    const clean = await reconcileCoinChain(s.deps, shop.merchantId);
    expect(clean).toMatchObject({ contract: token.target, lagging: 0, differences: [] });
    expect(clean!.members).toBeGreaterThanOrEqual(3);

    const wallet = await walletOf(m.memberId);
    await platformSends('mint', [wallet, 5]);
    // An operation still queued is lagging, not a difference.
    await earn(m.memberId, 3n);
    takeSent(s, QUEUE);
    const check = await reconcileCoinChain(s.deps, shop.merchantId);
    expect(check!.lagging).toBe(1);
    expect(check!.differences).toEqual([
      { memberId: m.memberId, address: wallet, onChain: '45', mirrored: '40', ledger: '43' },
    ]);
    const report = await coinLiabilityReport(s.deps, shop.session.memberId);
    expect(report.chain).toMatchObject({ contract: token.target, lagging: 1 });
    expect(report.chain!.differences).toHaveLength(1);
  });

  it('runs on demand for the merchant (reconcileCoinChain), null before its coin has a contract', async () => {
    const r = await s.request('POST', '/api/coins/reconcile', { session: shop.session, form: {} });
    expect(r.meta.code).toBe(Code.OK);
    expect(r.data).toMatchObject({ contract: token.target, lagging: 1 });
    expect(r.data.differences).toHaveLength(1);
    const offChain = await coinShop(s);
    const none = await s.request('POST', '/api/coins/reconcile', { session: offChain.session, form: {} });
    expect(none.meta.code).toBe(Code.OK);
    expect(none.data).toBeNull();
    const stranger = await person(s);
    const refused = await s.request('POST', '/api/coins/reconcile', { session: stranger, form: {} });
    expect(refused.meta.code).toBe(Code.FORBIDDEN);
  });
});
