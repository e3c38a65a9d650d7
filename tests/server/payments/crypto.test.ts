import { Wallet, parseEther } from 'ethers';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOnce, waitMined } from '../../../server/chain/tx-journal';
import { chainTxs, paymentSessions } from '../../../server/db/schema';
import { handleCryptoJob } from '../../../server/jobs/payments';
import { Code } from '../../../server/schemas/codes';
import { ensureCustodialWallet } from '../../../server/services/wallets/custodial-wallets';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import {
  checkPay,
  ledger,
  makeOrder,
  orderRow,
  sessionRow,
  startPayment,
  supportMember,
  takeJobs,
} from './fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const PRICE = parseEther('0.05');
const chain = () => s.deps.chains.get('ETHEREUM');

/** Gives an address coins from the platform account (through the journal, as the product pays out). */
async function fund(address: string, value = parseEther('1')) {
  const key = `test:fund:${address}`;
  await sendOnce(s.deps, { blockchain: 'ETHEREUM', key, request: { to: address, value } });
  await waitMined(s.deps, { blockchain: 'ETHEREUM', key });
}

async function ethOrder() {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer, currency: 'ETH', total: PRICE });
  return { buyer, order };
}

/** ethers caches an identical call for 250 ms: balances are read after that. */
const settled = () => new Promise((r) => setTimeout(r, 300));
async function balance(address: string) {
  await settled();
  return (await chain()).provider.getBalance(address);
}

const runWatcher = (jobs: { data: object }[]) =>
  Promise.all(jobs.map((j) => handleCryptoJob(s.deps, { data: j.data as never })));

describe('getWalletCoins', () => {
  it('reads what the marketplace wallet holds from the chain; without a wallet, 4407', async () => {
    const buyer = await createTestSession(s.deps.db);
    const coins = () =>
      s.request('GET', '/api/wallet/coins', { session: buyer, query: { blockchain: 'ETHEREUM' } });
    expect((await coins()).meta.code).toBe(Code.NO_WALLET);
    const { address } = await ensureCustodialWallet(s.deps, buyer.memberId);
    await fund(address, parseEther('0.75'));
    await settled();
    expect((await coins()).data).toEqual({
      blockchain: 'ETHEREUM',
      currency: 'ETH',
      address,
      wei: parseEther('0.75').toString(),
      balance: '0.75',
    });
  });
});

describe('crypto payments', () => {
  it('from an empty custodial wallet: refused at once with 4612, nothing started', async () => {
    const { buyer, order } = await ethOrder();
    await ensureCustodialWallet(s.deps, buyer.memberId);
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'CRYPTO', wallet: 'OWN' });
    expect(started.meta.code).toBe(Code.INSUFFICIENT_FUNDS);
    const sessions = await s.deps.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, order.id));
    expect(sessions).toEqual([]);
  });

  it('from the custodial wallet: the server sends once to the platform account and applies the receipt once, however often the watcher runs', async () => {
    const { buyer, order } = await ethOrder();
    const { address } = await ensureCustodialWallet(s.deps, buyer.memberId);
    await fund(address);
    const client = await chain();
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'CRYPTO', wallet: 'OWN' });
    expect(started.meta.code).toBe(Code.OK);
    expect(started.data).toMatchObject({
      method: 'CRYPTO',
      currency: 'ETH',
      amount: PRICE.toString(),
      redirectUrl: null,
      crypto: {
        blockchain: 'ETHEREUM',
        chainId: client.chainId,
        to: client.platform.address,
        valueWei: PRICE.toString(),
        from: address,
        txHash: null,
      },
    });
    const ref = started.data.ref as string;
    // Written on the session's own transaction: no open session waits without its watcher.
    const queue = s.deps.queue as unknown as { sent: { name: string }[]; options: unknown[] };
    const at = queue.sent.findLastIndex((j) => j.name === 'payments.crypto');
    expect(queue.options[at]).toMatchObject({ db: expect.anything() });
    const jobs = takeJobs(s, 'payments.crypto');
    expect(jobs).toHaveLength(1);
    const platformBefore = await balance(client.platform.address);
    // The same job delivered twice at once, then once more.
    await runWatcher([jobs[0]!, jobs[0]!]);
    await runWatcher([jobs[0]!]);
    expect(takeJobs(s, 'payments.crypto')).toHaveLength(0); // done: nothing re-queued
    const sent = await s.deps.db
      .select()
      .from(chainTxs)
      .where(eq(chainTxs.key, `pay:${ref}`));
    expect(sent).toHaveLength(1);
    expect(await balance(client.platform.address)).toBe(platformBefore + PRICE);
    const captures = await ledger(s, order.id, 'CAPTURE');
    expect(captures).toMatchObject([
      { provider: 'crypto', providerRef: `${sent[0]!.hash}:0`, amount: PRICE.toString(), currency: 'ETH' },
    ]);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paymentState: 'FULL' });
    expect((await checkPay(s, buyer, ref)).data).toMatchObject({
      status: 'SUCCEEDED',
      orderStatus: 'FULLPAID',
    });
    expect((await sessionRow(s, ref)).details.txHash).toBe(sent[0]!.hash);

    // Customer service refunds it: the coins go back to the payer from the platform account, once.
    const support = await supportMember(s);
    const walletBefore = await balance(address);
    const refund = () =>
      s.request('POST', '/api/orders/refund', { session: support, form: { orderId: order.id, reason: 'x' } });
    expect((await refund()).data).toMatchObject({ status: 'CLOSED', paymentState: 'REFUNDED' });
    await refund();
    expect(await balance(address)).toBe(walletBefore + PRICE);
    const back = await s.deps.db
      .select()
      .from(chainTxs)
      .where(and(eq(chainTxs.blockchain, 'ETHEREUM'), like(chainTxs.key, `refund:${sent[0]!.hash}%`)));
    expect(back).toHaveLength(1);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(1);
  }, 60_000);

  it('from a browser wallet: the app sends, submits the hash, and the watcher applies it once', async () => {
    const { buyer, order } = await ethOrder();
    const client = await chain();
    const wallet = Wallet.createRandom().connect(client.provider);
    await fund(wallet.address);
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'CRYPTO' });
    expect(started.data.crypto).toMatchObject({ from: null, to: client.platform.address });
    expect(takeJobs(s, 'payments.crypto')).toHaveLength(0); // nothing to watch before a hash
    const ref = started.data.ref as string;
    const tx = await wallet.sendTransaction({ to: client.platform.address, value: PRICE });
    await tx.wait();
    const submit = (txHash: string) =>
      s.request('POST', '/api/payments/crypto/submit', { session: buyer, form: { ref, txHash } });
    const answer = await submit(tx.hash);
    expect(answer.data).toMatchObject({ ref, status: 'OPEN', orderStatus: 'NEW' });
    // One hash per session.
    expect((await submit(`0x${'1'.repeat(64)}`)).meta.code).toBe(Code.CONFLICT);
    const jobs = [...takeJobs(s, 'payments.crypto'), ...takeJobs(s, 'payments.crypto')];
    await runWatcher([jobs[0]!, jobs[0]!]);
    expect(await ledger(s, order.id, 'CAPTURE')).toMatchObject([{ providerRef: `${tx.hash}:0` }]);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    // Another buyer cannot claim the same transaction for their order.
    const other = await ethOrder();
    const theirs = await startPayment(s, other.buyer, { orderId: other.order.id, method: 'CRYPTO' });
    await s.request('POST', '/api/payments/crypto/submit', {
      session: other.buyer,
      form: { ref: theirs.data.ref, txHash: tx.hash },
    });
    await runWatcher(takeJobs(s, 'payments.crypto'));
    expect(await sessionRow(s, theirs.data.ref)).toMatchObject({
      status: 'FAILED',
      failureCode: Code.PAYMENT_REF_CONFLICT,
    });
    expect((await orderRow(s, other.order.id)).label).toBe('NEW');
  }, 60_000);

  it('a transaction to another address or for too little is not this payment (1004); a pending one is watched again later', async () => {
    const client = await chain();
    const wallet = Wallet.createRandom().connect(client.provider);
    await fund(wallet.address);
    let nonce = 0;
    for (const request of [
      { to: Wallet.createRandom().address, value: PRICE, nonce: nonce++ },
      { to: client.platform.address, value: PRICE - 1n, nonce: nonce++ },
    ]) {
      const { buyer, order } = await ethOrder();
      const started = await startPayment(s, buyer, { orderId: order.id, method: 'CRYPTO' });
      const tx = await wallet.sendTransaction(request);
      await tx.wait();
      await s.request('POST', '/api/payments/crypto/submit', {
        session: buyer,
        form: { ref: started.data.ref, txHash: tx.hash },
      });
      await runWatcher(takeJobs(s, 'payments.crypto'));
      expect((await checkPay(s, buyer, started.data.ref)).data).toMatchObject({
        status: 'FAILED',
        failureCode: Code.VERIFICATION_FAILED,
        orderStatus: 'NEW',
      });
      expect(await ledger(s, order.id)).toHaveLength(0);
    }
    // A hash the chain does not know yet: the watcher comes back after chain-wait's backoff.
    const { buyer, order } = await ethOrder();
    const started = await startPayment(s, buyer, { orderId: order.id, method: 'CRYPTO' });
    await s.request('POST', '/api/payments/crypto/submit', {
      session: buyer,
      form: { ref: started.data.ref, txHash: `0x${'ab'.repeat(32)}` },
    });
    await runWatcher(takeJobs(s, 'payments.crypto'));
    const again = takeJobs(s, 'payments.crypto');
    expect(again).toHaveLength(1);
    expect(again[0]!.data).toMatchObject({ chainWaits: 1 });
    expect((await orderRow(s, order.id)).label).toBe('NEW');
  }, 60_000);
});
