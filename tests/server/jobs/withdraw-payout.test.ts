import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { parseEther, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainTxs, memberWallets, walletRequests, withdrawals } from '../../../server/db/schema';
import { sendOnce, waitMined } from '../../../server/chain/tx-journal';
import { handlePayoutJob, payoutWithdrawal, sweepWithdrawals } from '../../../server/jobs/withdraw-payout';
import { Code } from '../../../server/schemas/codes';
import { creditSale, weiBalance } from '../../../server/services/wallets/balances';
import { decideWithdraw } from '../../../server/services/wallets/withdrawals/decide';
import { requestWithdraw } from '../../../server/services/wallets/withdrawals/request';
import { createTestSession } from '../../support/members';
import { recordingQueue, startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

/** A withdrawal of `amount` ETH to `to` (a fresh address unless given), REQUESTED or already confirmed. */
async function withdrawal(amount: string, opts: { to?: string; confirm?: boolean } = {}) {
  const { memberId } = await createTestSession(s.deps.db);
  const to = opts.to ?? Wallet.createRandom().address;
  await s.deps.db
    .insert(memberWallets)
    .values({ memberId, blockchain: 'ETHEREUM', address: to, walletType: 'METAMASK' });
  await creditSale(s.deps.db, {
    memberId,
    blockchain: 'ETHEREUM',
    kind: 'FIXED',
    amountWei: parseEther(amount),
    orderId: randomUUID(),
  });
  const { ref } = await requestWithdraw(s.deps, memberId, 'ETHEREUM', 'http://localhost');
  const [w] = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.ref, ref));
  if (opts.confirm !== false) await decideWithdraw(s.deps, memberId, ref, 'confirm');
  return { memberId, to, ref, id: w!.id };
}
const balanceOf = async (address: string) =>
  (await s.deps.chains.get('ETHEREUM')).provider.getBalance(address);
const row = async (id: string) =>
  (await s.deps.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

describe('payoutWithdrawal', () => {
  it('pays once when the job runs twice at the same time and again afterwards', async () => {
    const w = await withdrawal('0.7');
    const [a, b] = await Promise.all([payoutWithdrawal(s.deps, w.id), payoutWithdrawal(s.deps, w.id)]);
    expect(a!.status).toBe('PAID');
    expect(b!.status).toBe('PAID');
    await payoutWithdrawal(s.deps, w.id);
    expect(await balanceOf(w.to)).toBe(parseEther('0.7'));
    const paid = await row(w.id);
    const journal = await s.deps.db
      .select()
      .from(chainTxs)
      .where(eq(chainTxs.key, `withdraw:${w.id}`));
    expect(journal).toHaveLength(1);
    expect(paid).toMatchObject({ status: 'PAID', txHash: journal[0]!.hash, gasFee: journal[0]!.fee });
    expect(BigInt(paid.gasFee!)).toBeGreaterThan(0n);
    expect(paid.transferredAt).toBeInstanceOf(Date);
  });

  it('finishes a payout cut off after its transfer was sent (database gone before PAID) once, on retry', async () => {
    const w = await withdrawal('0.4');
    // The first run got as far as the journaled transfer, then lost the database: still PROCESSING.
    const sent = await sendOnce(s.deps, {
      blockchain: 'ETHEREUM',
      key: `withdraw:${w.id}`,
      request: { to: w.to, value: parseEther('0.4') },
    });
    await waitMined(s.deps, { blockchain: 'ETHEREUM', key: `withdraw:${w.id}` });
    expect((await row(w.id)).status).toBe('PROCESSING');
    // The queue's retry (and the sweep's) finds that transaction instead of sending another.
    expect((await payoutWithdrawal(s.deps, w.id))!.status).toBe('PAID');
    await sweepWithdrawals(s.deps);
    expect(await balanceOf(w.to)).toBe(parseEther('0.4'));
    expect((await row(w.id)).txHash).toBe(sent.hash);
    expect(await s.deps.db.$count(chainTxs, eq(chainTxs.key, `withdraw:${w.id}`))).toBe(1);
  });

  it('does nothing for a withdrawal that is not confirmed', async () => {
    const w = await withdrawal('0.3', { confirm: false });
    expect((await payoutWithdrawal(s.deps, w.id))!.status).toBe('REQUESTED');
    expect(await balanceOf(w.to)).toBe(0n);
    expect(await payoutWithdrawal(s.deps, randomUUID())).toBeUndefined();
  });

  it('fails a payout the receiver refuses and credits the balance back', async () => {
    // A receiving contract whose code is a single INVALID opcode: every transfer to it reverts.
    const chain = await s.deps.chains.get('ETHEREUM');
    const deployer = Wallet.createRandom().connect(chain.provider);
    // Funded through the journal: the platform account's nonces belong to it.
    const fund = { to: deployer.address, value: parseEther('1') };
    await sendOnce(s.deps, { blockchain: 'ETHEREUM', key: 'test:fund-deployer', request: fund });
    await waitMined(s.deps, { blockchain: 'ETHEREUM', key: 'test:fund-deployer' });
    const deploy = await (await deployer.sendTransaction({ data: '0x60fe60005360016000f3' })).wait();
    const refusing = deploy!.contractAddress!;
    expect(await chain.provider.getCode(refusing)).toBe('0xfe');

    const w = await withdrawal('0.4', { to: refusing });
    const result = await payoutWithdrawal(s.deps, w.id);
    expect(result).toMatchObject({ status: 'FAILED', failureCode: Code.WITHDRAW_FAILED });
    expect((await weiBalance(s.deps.db, w.memberId, 'ETHEREUM')).total).toBe(parseEther('0.4'));
    // Running again neither pays nor refunds twice.
    await payoutWithdrawal(s.deps, w.id);
    expect((await weiBalance(s.deps.db, w.memberId, 'ETHEREUM')).total).toBe(parseEther('0.4'));
    expect(await balanceOf(refusing)).toBe(0n);
  });
});

describe('sweepWithdrawals', () => {
  it('cancels and refunds a withdrawal whose step expired undecided, and queues a stuck payout whose job is gone', async () => {
    const open = await withdrawal('0.2', { confirm: false });
    const stuck = await withdrawal('0.15');
    s.clock.now = new Date(s.clock.now.getTime() + 16 * 60_000);
    // The job decideWithdraw queued is gone (a fresh queue knows no job): the sweep queues one, once.
    const queue = recordingQueue();
    const deps = { ...s.deps, queue };
    await sweepWithdrawals(deps);
    expect((await row(open.id)).status).toBe('CANCELLED');
    expect((await weiBalance(s.deps.db, open.memberId, 'ETHEREUM')).total).toBe(parseEther('0.2'));
    const [step] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, open.ref));
    expect(step!.status).toBe('CANCELLED');
    const job = { name: 'withdraw.payout', data: { withdrawalId: stuck.id } };
    expect(queue.sent).toEqual([job]);
    await sweepWithdrawals(deps);
    expect(queue.sent).toEqual([job]);
    await handlePayoutJob(deps, job);
    expect((await row(stuck.id)).status).toBe('PAID');
    expect(await balanceOf(stuck.to)).toBe(parseEther('0.15'));
  });

  it('refuses a decision on an expired step and gives the money back', async () => {
    const w = await withdrawal('0.05', { confirm: false });
    s.clock.now = new Date(s.clock.now.getTime() + 16 * 60_000);
    await expect(decideWithdraw(s.deps, w.memberId, w.ref, 'confirm')).rejects.toMatchObject({
      code: Code.WALLET_REF_INVALID,
    });
    expect((await row(w.id)).status).toBe('CANCELLED');
    expect((await weiBalance(s.deps.db, w.memberId, 'ETHEREUM')).total).toBe(parseEther('0.05'));
  });
});
