import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { Contract, Wallet } from 'ethers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadArtifact } from '../../../../server/chain/artifacts';
import { chainTxs, custodialWallets, members, tickets, ticketTransfers } from '../../../../server/db/schema';
import { ApiError } from '../../../../server/http/errors';
import { handleTicketJob, sweepTickets } from '../../../../server/jobs/ticket-chain';
import { Code } from '../../../../server/schemas/codes';
import { runChainJob } from '../../../../server/services/catalog/mint/chain-job';
import { syncTicket, ticketTokenId } from '../../../../server/services/tickets/chain';
import type { TestServer } from '../../../support/server';
import { takeJobs } from '../../payments/fixtures';
import { captcha, person, type MerchantFixture, type Session } from '../../routes/loyalty-fixtures';
import { payWithCard } from '../../routes/merchants-fixtures';
import { savedEvent, tierForm, withTicketShop } from '../../routes/tickets-fixtures';

let s: TestServer;
let shop: MerchantFixture;
withTicketShop((made) => ({ s, shop } = made));
// The platform deploys its contracts at start (warmUpChains); here before the tests, which time the jobs only.
beforeAll(async () => {
  await (await s.deps.chains.get('ETHEREUM')).contract('TICKET');
}, 120_000);

const QUEUE = 'tickets.chain';
const queued = () => takeJobs(s, QUEUE).map((j) => (j.data as { ticketId: string }).ticketId);
const ticketRow = async (id: string) =>
  (await s.deps.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const sentFor = async (id: string) =>
  (
    await s.deps.db
      .select()
      .from(chainTxs)
      .where(like(chainTxs.key, `ticket:%:${id}`))
  ).length;

async function ticketContract() {
  const chain = await s.deps.chains.get('ETHEREUM');
  const address = await chain.contract('TICKET');
  return { chain, token: new Contract(address, (await loadArtifact('Ticket')).abi, chain.provider) };
}
async function walletOf(memberId: string) {
  const [w] = await s.deps.db.select().from(custodialWallets).where(eq(custodialWallets.memberId, memberId));
  return w!.address;
}

/** A paid order of `n` transferable tickets (HK$100 each) by a new buyer, fulfilled. */
async function boughtTickets(n: number) {
  const buyer = await person(s, { email: `buyer-${randomUUID()}@example.com` });
  const e = await savedEvent(s, shop, {}, [tierForm(s, { transferAllowed: 'true' })]);
  const r = await s.request('POST', '/api/tickets/buy', {
    session: buyer,
    form: { tierId: e.tiers[0]!.id, quantity: String(n) },
  });
  await payWithCard(s, buyer, r.data.id);
  const ids = (await s.deps.db.select().from(tickets).where(eq(tickets.orderId, r.data.id))).map((t) => t.id);
  return { buyer, orderId: r.data.id as string, ids };
}

async function give(from: Session, id: string) {
  const to = await person(s, { email: `friend-${randomUUID()}@example.com` });
  const [row] = await s.deps.db.select().from(members).where(eq(members.id, to.memberId));
  const r = await s.request('POST', '/api/tickets/transfer', {
    session: from,
    form: { id, requestKey: randomUUID(), by: 'email', email: row!.email!, ...(await captcha(s)) },
  });
  expect(r.meta.code).toBe(Code.OK);
  return to;
}

describe('the Ticket contract', () => {
  it('only the platform issues and revokes; the holder transfers', async () => {
    const { chain, token } = await ticketContract();
    const holder = Wallet.createRandom().connect(chain.provider);
    const id = ticketTokenId(randomUUID());
    // The platform's own sends go through the journal (it keeps the platform's nonces).
    const platform = (fn: string, args: unknown[]) =>
      runChainJob(s.deps, {
        blockchain: 'ETHEREUM',
        key: `test:${fn}:${id}`,
        build: async () => ({
          to: token.target as string,
          data: token.interface.encodeFunctionData(fn, args),
        }),
      });
    const asHolder = token.connect(holder) as Contract;
    await expect(asHolder.getFunction('issue').staticCall(holder.address, id)).rejects.toThrow();
    expect((await platform('issue', [holder.address, id])).status).toBe('MINED');
    expect(await token.getFunction('ownerOf')(id)).toBe(holder.address);
    // The holder may not burn it (a refund is the platform's), but may hand it on.
    await expect(asHolder.getFunction('revoke').staticCall(id)).rejects.toThrow();
    const other = Wallet.createRandom().address;
    await expect(
      asHolder.getFunction('safeTransferFrom(address,address,uint256)').staticCall(holder.address, other, id),
    ).resolves.toBeDefined();
    expect((await platform('revoke', [id])).status).toBe('MINED');
    await expect(token.getFunction('ownerOf')(id)).rejects.toThrow();
  });
});

describe('syncTicket', () => {
  it('mints to the buyer, moves with a transfer, burns on refund: each once, queued by each change', async () => {
    const { buyer, orderId, ids } = await boughtTickets(2);
    const [a, b] = ids as [string, string];
    // applyTicketOrder queued one job per ticket (in its transaction).
    expect(queued().sort()).toEqual([...ids].sort());
    for (const id of ids) await handleTicketJob(s.deps, { data: { ticketId: id } });
    const { token } = await ticketContract();
    expect(await token.getFunction('ownerOf')(ticketTokenId(a))).toBe(await walletOf(buyer.memberId));
    expect(await ticketRow(a)).toMatchObject({
      chainState: 'MINTED',
      chainHolderId: buyer.memberId,
      tokenId: ticketTokenId(a),
    });

    const friend = await give(buyer, a);
    expect(queued()).toEqual([a]);
    await syncTicket(s.deps, a);
    expect(await token.getFunction('ownerOf')(ticketTokenId(a))).toBe(await walletOf(friend.memberId));
    const [t] = await s.deps.db.select().from(ticketTransfers).where(eq(ticketTransfers.ticketId, a));
    expect(t).toMatchObject({ chainStatus: 'SENT' });
    // The holder's list shows the token.
    const mine = await s.request('GET', '/api/tickets/mine', { session: friend });
    expect(mine.data.items[0]).toMatchObject({
      id: a,
      chainState: 'MINTED',
      token: { chain: 'ETHEREUM', tokenId: ticketTokenId(a) },
    });

    const { supportMember } = await import('../../payments/fixtures');
    const refund = await s.request('POST', '/api/orders/refund', {
      session: await supportMember(s),
      form: { orderId, reason: 'event moved' },
    });
    expect(refund.meta.code).toBe(Code.OK);
    expect(queued().sort()).toEqual([a, b].sort());
    await syncTicket(s.deps, a);
    await syncTicket(s.deps, b);
    expect((await ticketRow(a)).chainState).toBe('BURNT');
    expect((await ticketRow(b)).chainState).toBe('BURNT');
    await expect(token.getFunction('ownerOf')(ticketTokenId(a))).rejects.toThrow();
    // A second run sends nothing: mint, transfer and burn were each one journaled transaction.
    const sent = (await sentFor(a)) + (await sentFor(b));
    await syncTicket(s.deps, a);
    await syncTicket(s.deps, b);
    expect((await sentFor(a)) + (await sentFor(b))).toBe(sent);
    expect(await sentFor(b)).toBe(2);
  });

  it('a chain that is down throws (the job waits for it); a later run completes', async () => {
    const { buyer, ids } = await boughtTickets(1);
    const id = ids[0]!;
    queued();
    const down = vi
      .spyOn(s.deps.chains, 'get')
      .mockRejectedValue(new ApiError(Code.CHAIN_UNAVAILABLE, 'chain_unavailable'));
    try {
      await expect(syncTicket(s.deps, id)).rejects.toThrow();
      await handleTicketJob(s.deps, { data: { ticketId: id } });
      const [next] = takeJobs(s, QUEUE);
      expect(next?.data).toEqual({ ticketId: id, chainWaits: 1 });
    } finally {
      down.mockRestore();
    }
    expect((await ticketRow(id)).chainState).toBe('PENDING');
    await handleTicketJob(s.deps, { data: { ticketId: id, chainWaits: 1 } });
    expect(await ticketRow(id)).toMatchObject({ chainState: 'MINTED', chainHolderId: buyer.memberId });
  });

  it('the sweep queues the tickets whose token lags and no job holds', async () => {
    const { ids } = await boughtTickets(1);
    const id = ids[0]!;
    queued();
    await sweepTickets(s.deps);
    const swept = queued();
    expect(swept).toContain(id);
    for (const ticketId of swept) await handleTicketJob(s.deps, { data: { ticketId } });
    expect((await ticketRow(id)).chainState).toBe('MINTED');
    await sweepTickets(s.deps);
    expect(queued()).not.toContain(id);
  });
});
