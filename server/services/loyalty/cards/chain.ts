import { and, asc, eq, inArray } from 'drizzle-orm';
import { Interface } from 'ethers';
import { loadArtifact } from '../../../chain/artifacts';
import type { Db } from '../../../db/client';
import { cardTransfers, memberCards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { runChainJob } from '../../catalog/mint/chain-job';
import { custodialSigner, ensureCustodialWallet } from '../../wallets/custodial-wallets';
import { enqueueCard } from '../queues';
import { sendFromWallet } from '../wallet-send';
import { cardNumber, loadCard, tierOf } from './read';

type ChainDeps = Pick<Deps, 'db' | 'chains' | 'custody' | 'log' | 'now' | 'queue'>;

const cardAbi = async () => new Interface((await loadArtifact('MembershipCard')).abi);

export const cardKeys = {
  issue: (cardId: string) => `card:issue:${cardId}`,
  transfer: (transferId: string) => `card:transfer:${transferId}`,
};

/**
 * The card job's body: an ACTIVATING card whose wait is over is minted once to its holder's platform wallet
 * (MembershipCard.issue with the programme's transferable flag; journal key 'card:issue:<id>') and becomes
 * ACTIVE; a TRANSFERRING card's token moves from the giver's wallet to the receiver's once (gas topped up once)
 * and becomes ACTIVE again. A job delivered before the wait is over is sent again for its time. A chain that
 * is down throws, for the job to wait for it (jobs/chain-wait.ts).
 */
export async function syncCard(deps: ChainDeps, cardId: string): Promise<void> {
  await activationStep(deps, cardId);
  await transferStep(deps, cardId);
}

/** The token's metadata, carried in its URI (no server needed to read it). */
function tokenUri(name: string, number: string, tier: string, issuer: string): string {
  const json = JSON.stringify({
    name: `${name} ${number}`,
    description: `${issuer} membership card`,
    attributes: [
      { trait_type: 'Tier', value: tier },
      { trait_type: 'Issuer', value: issuer },
    ],
  });
  return `data:application/json;base64,${Buffer.from(json).toString('base64')}`;
}

async function activationStep(deps: ChainDeps, cardId: string) {
  const row = await loadCard(deps.db, cardId);
  if (!row || row.card.state !== 'ACTIVATING') return;
  const { card, programme, merchant } = row;
  const readyAt = card.activationReadyAt ?? card.updatedAt;
  if (deps.now() < readyAt) {
    await enqueueCard(deps, cardId, readyAt);
    return;
  }
  const chain = await deps.chains.get(programme.blockchain);
  const { address } = await ensureCustodialWallet(deps, card.holderId);
  const contract = await chain.contract('MEMBERSHIP');
  const abi = await cardAbi();
  const number = cardNumber(merchant.mcId, card.tokenId);
  const mined = await runChainJob(deps, {
    blockchain: programme.blockchain,
    key: cardKeys.issue(card.id),
    build: async () => ({
      to: contract,
      data: abi.encodeFunctionData('issue', [
        address,
        card.tokenId,
        programme.transferable,
        tokenUri(programme.name, number, tierOf(programme, card.tierCode).name, merchant.name),
      ]),
    }),
  });
  const now = deps.now();
  if (mined.status !== 'MINED') {
    // The chain refused the mint: the card goes back to CLAIMED, to be activated again.
    deps.log.warn({ cardId, hash: mined.hash }, 'card activation reverted');
    await deps.db
      .update(memberCards)
      .set({ state: 'CLAIMED', activationReadyAt: null, updatedAt: now })
      .where(and(eq(memberCards.id, cardId), eq(memberCards.state, 'ACTIVATING')));
    return;
  }
  await deps.db
    .update(memberCards)
    .set({ state: 'ACTIVE', activatedAt: now, txHash: mined.hash, walletAddress: address, updatedAt: now })
    .where(and(eq(memberCards.id, cardId), eq(memberCards.state, 'ACTIVATING')));
}

async function transferStep(deps: ChainDeps, cardId: string) {
  const pending = await deps.db
    .select()
    .from(cardTransfers)
    .where(
      and(
        eq(cardTransfers.cardId, cardId),
        eq(cardTransfers.status, 'PENDING'),
        eq(cardTransfers.onChain, true),
      ),
    )
    .orderBy(asc(cardTransfers.createdAt));
  for (const t of pending) {
    const row = await loadCard(deps.db, cardId);
    if (!row || row.card.state !== 'TRANSFERRING') return;
    const { programme } = row;
    const chain = await deps.chains.get(programme.blockchain);
    const signer = await custodialSigner(deps, t.fromMemberId, chain.provider);
    const { address: to } = await ensureCustodialWallet(deps, t.toMemberId);
    const request = {
      to: await chain.contract('MEMBERSHIP'),
      data: (await cardAbi()).encodeFunctionData('safeTransferFrom(address,address,uint256)', [
        signer.address,
        to,
        row.card.tokenId,
      ]),
    };
    const mined = await sendFromWallet(deps, {
      blockchain: programme.blockchain,
      key: cardKeys.transfer(t.id),
      signer,
      request,
    });
    const ok = mined.status === 'MINED';
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      await tx
        .update(cardTransfers)
        .set({ status: ok ? 'DONE' : 'FAILED', txHash: mined.hash })
        .where(and(eq(cardTransfers.id, t.id), eq(cardTransfers.status, 'PENDING')));
      // Refused by the chain (it should not be: the giver's wallet held it): the card stays with the giver.
      await tx
        .update(memberCards)
        .set(
          ok
            ? { state: 'ACTIVE', walletAddress: to, txHash: mined.hash, updatedAt: now }
            : { state: 'ACTIVE', holderId: t.fromMemberId, updatedAt: now },
        )
        .where(and(eq(memberCards.id, cardId), eq(memberCards.state, 'TRANSFERRING')));
    });
    if (!ok) deps.log.warn({ cardId, transferId: t.id, hash: mined.hash }, 'card transfer reverted');
  }
}

/** Cards whose chain work is due (activating, or moving), for the sweep. */
export async function laggingCards(db: Db, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: memberCards.id })
    .from(memberCards)
    .where(inArray(memberCards.state, ['ACTIVATING', 'TRANSFERRING']))
    .limit(limit);
  return rows.map((r) => r.id);
}
