import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { parseEther, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, memberWallets, walletRequests, withdrawals } from '../../../server/db/schema';
import { payoutWithdrawal } from '../../../server/jobs/withdraw-payout';
import { Code } from '../../../server/schemas/codes';
import { creditSale } from '../../../server/services/wallets/balances';
import { createTestSession } from '../../support/members';
import { recordingQueue, startTestServer, type TestServer } from '../../support/server';

type Session = { memberId: string; token: string };
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ PUBLIC_URL: 'https://market.test' });
}, 60_000);
afterAll(() => s.close());

/** A member with a bound wallet (inserted directly) and income on Ethereum. */
async function creator(income: { fixed?: string; auction?: string } = {}, server = s) {
  const session = await createTestSession(server.deps.db);
  const address = Wallet.createRandom().address;
  await server.deps.db
    .insert(memberWallets)
    .values({ memberId: session.memberId, blockchain: 'ETHEREUM', address, walletType: 'METAMASK' });
  await credit(session, income, server);
  return { session, address };
}
async function credit(session: Session, income: { fixed?: string; auction?: string }, server = s) {
  for (const [kind, amount] of [
    ['FIXED', income.fixed],
    ['AUCTION', income.auction],
  ] as const) {
    if (!amount) continue;
    await creditSale(server.deps.db, {
      memberId: session.memberId,
      blockchain: 'ETHEREUM',
      kind,
      amountWei: parseEther(amount),
      orderId: randomUUID(),
    });
  }
}
const withdraw = (session: Session, server = s) =>
  server.request('POST', '/api/wallet/withdraw', { session, form: { blockchain: 'ETHEREUM' } });
const decide = (session: Session, ref: string, decision: 'confirm' | 'cancel', server = s) =>
  server.request('POST', '/api/wallet/withdraw/decide', { session, form: { ref, decision } });
const check = (session: Session, ref: string, server = s) =>
  server.request('GET', '/api/wallet/withdraw/check', { session, query: { ref, blockchain: 'ETHEREUM' } });
const total = async (session: Session, server = s) =>
  (await server.request('GET', '/api/wallet/balance', { session })).data.total as string;
const ledgerSum = async (memberId: string, server = s) => {
  const [r] = await server.deps.db
    .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  return BigInt(r!.n);
};

describe('requestWithdraw', () => {
  it('needs a bound wallet on the chain (NO_WALLET)', async () => {
    const m = await createTestSession(s.deps.db);
    await credit(m, { fixed: '1' });
    expect((await withdraw(m)).meta.code).toBe(Code.NO_WALLET);
  });

  it('needs a balance above 0.01 ETH: 0.004 and exactly 0.01 are refused', async () => {
    const small = await creator({ fixed: '0.004' });
    expect((await withdraw(small.session)).meta.code).toBe(Code.WITHDRAW_BELOW_MINIMUM);
    const exact = await creator({ fixed: '0.006', auction: '0.004' });
    expect((await withdraw(exact.session)).meta.code).toBe(Code.WITHDRAW_BELOW_MINIMUM);
    expect(await total(exact.session)).toBe('0.01');
    const none = await creator();
    expect((await withdraw(none.session)).meta.code).toBe(Code.WITHDRAW_BELOW_MINIMUM);
  });

  it('takes the whole balance into a REQUESTED withdrawal with a step URL, debiting the ledger', async () => {
    const c = await creator({ fixed: '0.85', auction: '0.4' });
    const res = await withdraw(c.session);
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data.ref).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.data).toEqual({
      url: `https://market.test/#/wallet?ref=${res.data.ref}`,
      ref: res.data.ref,
      blockchain: 'ETHEREUM',
    });
    expect(await total(c.session)).toBe('0.0');
    const [w] = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.ref, res.data.ref));
    expect(w).toMatchObject({
      status: 'REQUESTED',
      quantity: parseEther('1.25').toString(),
      fixedPart: parseEther('0.85').toString(),
      auctionPart: parseEther('0.4').toString(),
      priceHkd: '30000.00',
      toAddress: c.address,
    });
    const [step] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, res.data.ref));
    expect(step).toMatchObject({
      op: 'WITHDRAW',
      status: 'OPEN',
      subjectId: w!.id,
      memberId: c.session.memberId,
    });
    const detail = await s.request('GET', '/api/wallet/withdraw/detail', {
      session: c.session,
      query: { ref: res.data.ref },
    });
    expect(detail.data).toMatchObject({
      id: w!.id,
      quantity: '1.25',
      price: '30000.00',
      currency: 'ETH',
      status: 'REQUESTED',
      gasFee: null,
    });
    // Another member cannot read it.
    const other = await createTestSession(s.deps.db);
    const foreign = await s.request('GET', '/api/wallet/withdraw/detail', {
      session: other,
      query: { ref: res.data.ref },
    });
    expect(foreign.meta.code).toBe(Code.NOT_FOUND);
    expect((await decide(other, res.data.ref, 'confirm')).meta.code).toBe(Code.WALLET_REF_INVALID);
  });

  it('lets only one of two simultaneous requests withdraw the balance', async () => {
    const c = await creator({ fixed: '2', auction: '1' });
    const answers = await Promise.all([withdraw(c.session), withdraw(c.session), withdraw(c.session)]);
    const codes = answers.map((a) => a.meta.code).sort();
    expect(codes).toEqual([Code.OK, Code.WITHDRAW_BELOW_MINIMUM, Code.WITHDRAW_BELOW_MINIMUM].sort());
    const rows = await s.deps.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.memberId, c.session.memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(parseEther('3').toString());
    expect(await ledgerSum(c.session.memberId)).toBe(0n);
  });
});

describe('decideWithdraw, payout and checkWithdraw', () => {
  it('confirm → payout on chain → check 200 with the recipient paid exactly the quantity', async () => {
    const c = await creator({ fixed: '0.85', auction: '0.4' });
    const { ref } = (await withdraw(c.session)).data;
    const queue = s.deps.queue as ReturnType<typeof recordingQueue>;
    const before = queue.sent.length;
    const confirmed = await decide(c.session, ref, 'confirm');
    expect(confirmed.data.status).toBe('PROCESSING');
    const [w] = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.ref, ref));
    expect(queue.sent.slice(before)).toEqual([{ name: 'withdraw.payout', data: { withdrawalId: w!.id } }]);
    const [step] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref));
    expect(step!.status).toBe('DONE');
    // Deciding again changes nothing.
    expect((await decide(c.session, ref, 'cancel')).meta.code).toBe(Code.WITHDRAW_ALREADY_EXTRACTED);
    expect((await decide(c.session, ref, 'confirm')).meta.code).toBe(Code.WITHDRAW_ALREADY_EXTRACTED);

    // The check runs the payout inline (the job would do the same, once).
    const res = await check(c.session, ref);
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toMatchObject({ status: 'PAID', quantity: '1.25', toAddress: c.address });
    expect(res.data.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Number(res.data.gasFee)).toBeGreaterThan(0);
    expect(res.data.transferDate).not.toBeNull();
    const chain = await s.deps.chains.get('ETHEREUM');
    expect(await chain.provider.getBalance(c.address)).toBe(parseEther('1.25'));
    const receipt = await chain.provider.getTransactionReceipt(res.data.txHash);
    expect(receipt!.status).toBe(1);

    // The job running afterwards pays nothing more.
    await payoutWithdrawal(s.deps, w!.id);
    expect(await chain.provider.getBalance(c.address)).toBe(parseEther('1.25'));
    expect((await check(c.session, ref)).meta.code).toBe(Code.OK);
    expect(await total(c.session)).toBe('0.0');
  });

  it('confirms only with its payout job: a job that cannot be written leaves it REQUESTED and the step open', async () => {
    const c = await creator({ fixed: '0.5' });
    const { ref } = (await withdraw(c.session)).data;
    const queue = s.deps.queue as ReturnType<typeof recordingQueue>;
    const send = queue.send;
    queue.send = async () => {
      throw new Error('job table unreachable');
    };
    try {
      expect((await decide(c.session, ref, 'confirm')).meta.code).not.toBe(Code.OK);
    } finally {
      queue.send = send;
    }
    const [w] = await s.deps.db.select().from(withdrawals).where(eq(withdrawals.ref, ref));
    expect(w!.status).toBe('REQUESTED');
    const [step] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref));
    expect(step!.status).toBe('OPEN');

    const confirmed = await decide(c.session, ref, 'confirm');
    expect(confirmed.data.status).toBe('PROCESSING');
    const i = queue.sent.findLastIndex((j) => j.name === 'withdraw.payout');
    expect(queue.sent[i]!.data).toEqual({ withdrawalId: w!.id });
    expect(queue.options[i]).toMatchObject({ singletonKey: w!.id, db: expect.anything() });
  });

  it('cancel → check 4411 and the balance is back', async () => {
    const c = await creator({ fixed: '0.5', auction: '0.02' });
    const { ref } = (await withdraw(c.session)).data;
    expect(await total(c.session)).toBe('0.0');
    // Undecided: the check fails, nothing moves.
    expect((await check(c.session, ref)).meta.code).toBe(Code.WITHDRAW_FAILED);
    const cancelled = await decide(c.session, ref, 'cancel');
    expect(cancelled.data.status).toBe('CANCELLED');
    expect((await decide(c.session, ref, 'cancel')).meta.code).toBe(Code.WITHDRAW_ALREADY_EXTRACTED);
    expect((await check(c.session, ref)).meta.code).toBe(Code.WITHDRAW_FAILED);
    expect(await total(c.session)).toBe('0.52');
    const [step] = await s.deps.db.select().from(walletRequests).where(eq(walletRequests.ref, ref));
    expect(step!.status).toBe('CANCELLED');
    // The refunded balance can be withdrawn again.
    expect((await withdraw(c.session)).meta.code).toBe(Code.OK);
  });

  it('answers 4411 for an unknown ref or another chain', async () => {
    const c = await creator({ fixed: '1' });
    const { ref } = (await withdraw(c.session)).data;
    await decide(c.session, ref, 'confirm');
    const wrongChain = await s.request('GET', '/api/wallet/withdraw/check', {
      session: c.session,
      query: { ref, blockchain: 'POLYGON' },
    });
    expect(wrongChain.meta.code).toBe(Code.WITHDRAW_FAILED);
    expect((await check(c.session, 'x'.repeat(32))).meta.code).toBe(Code.WITHDRAW_FAILED);
  });
});

describe('listWithdrawals', () => {
  it('lists the member’s withdrawals newest first, keyset-paged', async () => {
    const c = await creator();
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) {
      await credit(c.session, { fixed: `0.${i + 2}` });
      s.clock.now = new Date(s.clock.now.getTime() + 1000);
      const { ref } = (await withdraw(c.session)).data;
      refs.push(ref);
      await decide(c.session, ref, 'cancel');
      // Re-credited by the cancel: spend it so the next request takes only the new income.
      await s.deps.db.insert(ledgerEntries).values({
        memberId: c.session.memberId,
        blockchain: 'ETHEREUM',
        kind: 'FIXED',
        amount: (-parseEther(`0.${i + 2}`)).toString(),
        reason: 'WITHDRAWAL',
        refId: randomUUID(),
      });
    }
    const first = await s.request('GET', '/api/wallet/withdrawals', {
      session: c.session,
      query: { limit: '2' },
    });
    expect(first.meta.code).toBe(Code.OK);
    expect(first.data.items.map((w: { ref: string }) => w.ref)).toEqual([refs[2], refs[1]]);
    expect(first.data.items.map((w: { quantity: string }) => w.quantity)).toEqual(['0.4', '0.3']);
    expect(first.data.nextCursor).toEqual(expect.any(String));
    const second = await s.request('GET', '/api/wallet/withdrawals', {
      session: c.session,
      query: { limit: '2', cursor: first.data.nextCursor },
    });
    expect(second.data.items.map((w: { ref: string }) => w.ref)).toEqual([refs[0]]);
    expect(second.data.nextCursor).toBeNull();
    const bad = await s.request('GET', '/api/wallet/withdrawals', {
      session: c.session,
      query: { cursor: 'nope' },
    });
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
  });
});

describe('chain down during payout', () => {
  it('keeps the withdrawal PROCESSING and the money debited, and check answers 4411', async () => {
    const down = await startTestServer({
      CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:1',
      CHAIN_TIMEOUT_MS: 1000,
    });
    try {
      const c = await creator({ fixed: '1' }, down);
      const { ref } = (await withdraw(c.session, down)).data;
      expect((await decide(c.session, ref, 'confirm', down)).data.status).toBe('PROCESSING');
      const started = Date.now();
      expect((await check(c.session, ref, down)).meta.code).toBe(Code.WITHDRAW_FAILED);
      expect(Date.now() - started).toBeLessThan(6000);
      const [w] = await down.deps.db.select().from(withdrawals).where(eq(withdrawals.ref, ref));
      expect(w!.status).toBe('PROCESSING');
      await expect(payoutWithdrawal(down.deps, w!.id)).rejects.toMatchObject({
        code: Code.CHAIN_UNAVAILABLE,
      });
      // Nothing refunded, nothing lost: the debit stays against the PROCESSING withdrawal.
      const entries = await down.deps.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, c.session.memberId), eq(ledgerEntries.refId, w!.id)));
      expect(entries.map((e) => e.reason).sort()).toEqual(['WITHDRAWAL', 'WITHDRAWAL']);
      expect(await ledgerSum(c.session.memberId, down)).toBe(0n);
    } finally {
      await down.close();
    }
  }, 30_000);
});
