import { parseEther, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOnce, waitMined } from '../../../server/chain/tx-journal';
import { handleCryptoJob } from '../../../server/jobs/payments';
import { Code } from '../../../server/schemas/codes';
import type { RefundJob } from '../../../server/services/payments/record';
import { refundUnneededPayment } from '../../../server/services/payments/refund';
import { ensureCustodialWallet } from '../../../server/services/wallets/custodial-wallets';
import { createTestSession } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/server';
import { checkPay, ledger, makeOrder, orderRow, startPayment, takeJobs, type Session } from './fixtures';

// A split payment with coins: a deposit paid in ETH from the custodial wallet, the rest from a browser wallet;
// the order is DEPOSITDPAID in between and FULLPAID once the ledger covers the total. A rest paid with more
// coin than asked ends FULLPAID and the excess goes back to the paying address on chain, once.

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const TOTAL = parseEther('0.05');
const DEPOSIT = parseEther('0.02');
const chain = () => s.deps.chains.get('ETHEREUM');

async function fund(address: string, value = parseEther('1')) {
  const key = `test:fund:${address}`;
  await sendOnce(s.deps, { blockchain: 'ETHEREUM', key, request: { to: address, value } });
  await waitMined(s.deps, { blockchain: 'ETHEREUM', key });
}

/** ethers caches an identical call for 250 ms: balances are read after that. */
async function balance(address: string) {
  await new Promise((r) => setTimeout(r, 300));
  return (await chain()).provider.getBalance(address);
}

/** Runs the crypto watcher jobs queued so far, each twice (a duplicated delivery changes nothing). */
async function runWatcher() {
  const jobs = takeJobs(s, 'payments.crypto');
  for (const j of [...jobs, ...jobs]) await handleCryptoJob(s.deps, { data: j.data as never });
  return jobs.length;
}

async function runRefundJobs() {
  const jobs = takeJobs(s, 'payments.refund');
  for (const job of [...jobs, ...jobs]) await refundUnneededPayment(s.deps, job.data as RefundJob);
  return jobs;
}

/** The rest of the order paid from a fresh browser wallet with `value`; answers the wallet's address. */
async function payRestFromBrowser(buyer: Session, orderId: string, value?: bigint) {
  const client = await chain();
  const wallet = Wallet.createRandom().connect(client.provider);
  await fund(wallet.address);
  const rest = await startPayment(s, buyer, { orderId, method: 'CRYPTO' });
  expect(rest.meta.code).toBe(Code.OK);
  const tx = await wallet.sendTransaction({
    to: rest.data.crypto.to as string,
    value: value ?? BigInt(rest.data.crypto.valueWei as string),
  });
  await tx.wait();
  const submitted = await s.request('POST', '/api/payments/crypto/submit', {
    session: buyer,
    form: { ref: rest.data.ref, txHash: tx.hash },
  });
  expect(submitted.meta.code).toBe(Code.OK);
  expect(await runWatcher()).toBe(1);
  return { address: wallet.address, rest };
}

async function depositFromCustodial() {
  const buyer = await createTestSession(s.deps.db);
  const { order } = await makeOrder(s, { buyer, currency: 'ETH', total: TOTAL });
  const { address } = await ensureCustodialWallet(s.deps, buyer.memberId);
  await fund(address);
  // Below the coin minimum (0.01): refused before anything opens.
  const tiny = await startPayment(s, buyer, {
    orderId: order.id,
    method: 'CRYPTO',
    wallet: 'OWN',
    amount: (parseEther('0.01') - 1n).toString(),
  });
  expect(tiny.meta.code).toBe(Code.PAYMENT_BELOW_MINIMUM);
  const deposit = await startPayment(s, buyer, {
    orderId: order.id,
    method: 'CRYPTO',
    wallet: 'OWN',
    amount: DEPOSIT.toString(),
  });
  expect(deposit.meta.code).toBe(Code.OK);
  expect(deposit.data).toMatchObject({
    amount: DEPOSIT.toString(),
    crypto: { valueWei: DEPOSIT.toString() },
  });
  expect(await runWatcher()).toBe(1);
  expect(await orderRow(s, order.id)).toMatchObject({
    label: 'DEPOSITDPAID',
    paidAmount: DEPOSIT.toString(),
  });
  expect((await checkPay(s, buyer, deposit.data.ref)).data).toMatchObject({
    status: 'SUCCEEDED',
    orderStatus: 'DEPOSITDPAID',
  });
  return { buyer, order };
}

describe('partial payments in a coin', () => {
  it('a deposit from the custodial wallet, then the rest from a browser wallet: FULLPAID with two captures', async () => {
    const { buyer, order } = await depositFromCustodial();
    const { rest } = await payRestFromBrowser(buyer, order.id);
    // createPayment without an amount asks for what is left.
    expect(rest.data.amount).toBe((TOTAL - DEPOSIT).toString());
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: TOTAL.toString() });
    const captures = await ledger(s, order.id, 'CAPTURE');
    expect(captures.map((c) => [c.provider, c.amount, c.currency]).sort()).toEqual([
      ['crypto', DEPOSIT.toString(), 'ETH'],
      ['crypto', (TOTAL - DEPOSIT).toString(), 'ETH'],
    ]);
    expect(await runRefundJobs()).toHaveLength(0);
    expect(await ledger(s, order.id, 'REFUND')).toHaveLength(0);
  }, 60_000);

  it('the rest paid with more coin than asked: FULLPAID, the excess refunded to the payer once', async () => {
    const { buyer, order } = await depositFromCustodial();
    const excess = parseEther('0.004');
    const { address } = await payRestFromBrowser(buyer, order.id, TOTAL - DEPOSIT + excess);
    expect((await orderRow(s, order.id)).label).toBe('FULLPAID');
    const before = await balance(address);
    const jobs = await runRefundJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.data).toMatchObject({ excess: excess.toString() });
    expect((await ledger(s, order.id, 'REFUND')).map((r) => r.amount)).toEqual([excess.toString()]);
    // Back on chain to the address that paid, sent once however often the job ran.
    expect(await balance(address)).toBe(before + excess);
    expect(await orderRow(s, order.id)).toMatchObject({ label: 'FULLPAID', paidAmount: TOTAL.toString() });
  }, 60_000);
});
