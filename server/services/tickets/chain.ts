import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { Interface } from 'ethers';
import { loadArtifact } from '../../chain/artifacts';
import type { Db } from '../../db/client';
import { tickets, ticketTransfers } from '../../db/schema';
import type { Deps } from '../../http/context';
import type { Blockchain } from '../../schemas/wallets';
import { runChainJob } from '../catalog/mint/chain-job';
import { sendFromWallet } from '../loyalty/wallet-send';
import { custodialSigner, ensureCustodialWallet } from '../wallets/custodial-wallets';

type ChainDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'log' | 'now'>;

/** The chain a ticket's token lives on: the platform's default, as coupon batches' (one Ticket contract each). */
export const TICKET_CHAIN: Blockchain = 'ETHEREUM';

/** A ticket's token id: its uuid's 128 bits as a number (decimal), so the id needs no table to look it up. */
export function ticketTokenId(ticketId: string): string {
  return BigInt(`0x${ticketId.replace(/-/g, '')}`).toString();
}

const ticketAbi = async () => new Interface((await loadArtifact('Ticket')).abi);

/** Journal keys: one transaction each, ever. */
export const ticketKeys = {
  issue: (id: string) => `ticket:issue:${id}`,
  transfer: (transferId: string) => `ticket:transfer:${transferId}`,
  burn: (id: string) => `ticket:burn:${id}`,
};

/**
 * The ticket job's body: brings the chain in line with the ticket's row, in order, each step once by its journal
 * key: (1) mint the token to the first holder's platform wallet (the buyer; the giver of its first transfer);
 * (2) each transfer, sent from the giver's platform wallet (gas topped up once) to the receiver's; (3) once
 * REFUNDED or REVOKED, the platform (the contract's owner) burns it wherever it is. A chain that is down
 * throws, for the job to wait for it.
 */
export async function syncTicket(deps: ChainDeps, ticketId: string): Promise<void> {
  await issueStep(deps, ticketId);
  await transferSteps(deps, ticketId);
  await burnStep(deps, ticketId);
}

async function load(db: Db, ticketId: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId)).limit(1);
  return row ?? null;
}

const chainOf = (t: { chain: Blockchain | null }) => t.chain ?? TICKET_CHAIN;

async function issueStep(deps: ChainDeps, ticketId: string) {
  const ticket = await load(deps.db, ticketId);
  if (!ticket || ticket.chainState !== 'PENDING') return;
  const blockchain = chainOf(ticket);
  // The token starts where the ticket started: the giver of its first transfer, else its holder.
  const [first] = await deps.db
    .select({ from: ticketTransfers.fromMemberId })
    .from(ticketTransfers)
    .where(eq(ticketTransfers.ticketId, ticketId))
    .orderBy(asc(ticketTransfers.createdAt))
    .limit(1);
  const holder = first?.from ?? ticket.ownerId;
  const chain = await deps.chains.get(blockchain);
  const { address } = await ensureCustodialWallet(deps, holder);
  const contract = await chain.contract('TICKET');
  const tokenId = ticketTokenId(ticket.id);
  const abi = await ticketAbi();
  const mined = await runChainJob(deps, {
    blockchain,
    key: ticketKeys.issue(ticket.id),
    build: async () => ({ to: contract, data: abi.encodeFunctionData('issue', [address, tokenId]) }),
  });
  const ok = mined.status === 'MINED';
  if (!ok) deps.log.warn({ ticketId, hash: mined.hash }, 'ticket issue reverted');
  await deps.db
    .update(tickets)
    .set({
      chain: blockchain,
      contractAddress: contract,
      tokenId,
      chainState: ok ? 'MINTED' : 'FAILED',
      issueTxHash: mined.hash,
      chainHolderId: holder,
      updatedAt: deps.now(),
    })
    .where(and(eq(tickets.id, ticket.id), eq(tickets.chainState, 'PENDING')));
}

async function transferSteps(deps: ChainDeps, ticketId: string) {
  const pending = await deps.db
    .select()
    .from(ticketTransfers)
    .where(and(eq(ticketTransfers.ticketId, ticketId), eq(ticketTransfers.chainStatus, 'PENDING')))
    .orderBy(asc(ticketTransfers.createdAt));
  for (const t of pending) {
    const ticket = await load(deps.db, ticketId);
    if (!ticket || ticket.chainState !== 'MINTED') return;
    const blockchain = chainOf(ticket);
    const chain = await deps.chains.get(blockchain);
    const signer = await custodialSigner(deps, t.fromMemberId, chain.provider);
    const { address: to } = await ensureCustodialWallet(deps, t.toMemberId);
    const request = {
      to: await chain.contract('TICKET'),
      data: (await ticketAbi()).encodeFunctionData('safeTransferFrom(address,address,uint256)', [
        signer.address,
        to,
        ticketTokenId(ticket.id),
      ]),
    };
    const mined = await sendFromWallet(deps, {
      blockchain,
      key: ticketKeys.transfer(t.id),
      signer,
      request,
    });
    const ok = mined.status === 'MINED';
    await deps.db.transaction(async (tx) => {
      await tx
        .update(ticketTransfers)
        .set({ chainStatus: ok ? 'SENT' : 'FAILED', txHash: mined.hash })
        .where(and(eq(ticketTransfers.id, t.id), eq(ticketTransfers.chainStatus, 'PENDING')));
      if (ok)
        await tx
          .update(tickets)
          .set({ chainHolderId: t.toMemberId, updatedAt: deps.now() })
          .where(eq(tickets.id, ticketId));
    });
    if (!ok) deps.log.warn({ ticketId, transferId: t.id, hash: mined.hash }, 'ticket transfer reverted');
  }
}

async function burnStep(deps: ChainDeps, ticketId: string) {
  const ticket = await load(deps.db, ticketId);
  if (!ticket || ticket.chainState !== 'MINTED' || ticket.status === 'VALID') return;
  // Transfers still pending went first (transferSteps above): the burn is the token's last move.
  const blockchain = chainOf(ticket);
  const contract = await (await deps.chains.get(blockchain)).contract('TICKET');
  const abi = await ticketAbi();
  const mined = await runChainJob(deps, {
    blockchain,
    key: ticketKeys.burn(ticket.id),
    build: async () => ({ to: contract, data: abi.encodeFunctionData('revoke', [ticketTokenId(ticket.id)]) }),
  });
  const ok = mined.status === 'MINED';
  if (!ok) deps.log.warn({ ticketId, hash: mined.hash }, 'ticket burn reverted');
  await deps.db
    .update(tickets)
    .set({ chainState: ok ? 'BURNT' : 'FAILED', burnTxHash: mined.hash, updatedAt: deps.now() })
    .where(and(eq(tickets.id, ticket.id), eq(tickets.chainState, 'MINTED')));
}

/** Tickets whose token lags behind their row (mint or burn due, a transfer pending), for the sweep. */
export async function laggingTickets(db: Db, limit = 200): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: tickets.id })
    .from(tickets)
    .leftJoin(
      ticketTransfers,
      and(eq(ticketTransfers.ticketId, tickets.id), eq(ticketTransfers.chainStatus, 'PENDING')),
    )
    .where(
      or(
        eq(tickets.chainState, 'PENDING'),
        and(eq(tickets.chainState, 'MINTED'), inArray(tickets.status, ['REFUNDED', 'REVOKED'])),
        and(eq(tickets.chainState, 'MINTED'), eq(ticketTransfers.chainStatus, 'PENDING')),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
