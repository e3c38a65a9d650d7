import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getAddress, Interface, ZeroAddress } from 'ethers';
import { loadArtifact } from '../../chain/artifacts';
import type { Db } from '../../db/client';
import { jobDbOf } from '../../db/job-db';
import { productOwners, products, transfers } from '../../db/schema';
import type { Deps } from '../../http/context';
import { ApiError, fail } from '../../http/errors';
import type {
  Transfer,
  TransferApproveForm,
  TransferForm,
  TransferPage,
  TransferStarted,
} from '../../schemas/wallets';
import { custodialAddress } from './custodial-wallets';
import { decodeCursor, toPage } from '../shared/keyset';
import { consumeSiweNonce, isReplay, verifySiwe } from '../members/siwe';
import { finishStep, loadStep, noteAttempt, openWalletStep } from './wallet-steps';

export const TRANSFER_QUEUE = 'chain.transfer';
type Row = typeof transfers.$inferSelect;
const product = { id: products.id, name: products.name, displayImage: products.displayImage };

/**
 * transferToExternalWallet: starts sending an NFT from the member's custodial wallet to an external wallet. The
 * item must be minted and held there (in our records and on chain, else NO_LONGER_IN_WALLET); the target must be
 * a real address other than the custodial one (TRANSFER_TARGET_INVALID). Nothing moves until the target wallet
 * approves in the wallet step opened at `url` (spec §2 "waits for approval").
 */
export async function startTransfer(
  deps: Deps,
  memberId: string,
  form: TransferForm,
  origin: string,
): Promise<TransferStarted> {
  let to: string;
  try {
    to = getAddress(form.toAddress);
  } catch {
    fail('TRANSFER_TARGET_INVALID', 'address_checksum');
  }
  const [item] = await deps.db
    .select({
      blockchain: products.blockchain,
      contractType: products.contractType,
      contractAddress: products.contractAddress,
      tokenId: products.tokenId,
      mintStatus: products.mintStatus,
      status: products.status,
      sellerId: products.ownerId,
      held: productOwners.quantity,
    })
    .from(products)
    .leftJoin(
      productOwners,
      and(eq(productOwners.productId, products.id), eq(productOwners.memberId, memberId)),
    )
    .where(eq(products.id, form.productId))
    .limit(1);
  if (!item) fail('NOT_FOUND');
  if (item.contractType === 'ERC721' && form.quantity !== 1) fail('WRONG_QUANTITY');
  const from = await custodialAddress(deps, memberId);
  if (item.mintStatus !== 'MINTED' || !item.contractAddress || !item.tokenId || !from) {
    fail('NO_LONGER_IN_WALLET');
  }
  if ((item.held ?? 0) < form.quantity) fail('NO_LONGER_IN_WALLET');
  // The copies of a listing on sale are promised to buyers: take it off shelf first.
  if (item.sellerId === memberId && item.status === 'ON_SALE') fail('CONFLICT', 'item_on_sale');
  if (to === ZeroAddress || to === from || to === item.contractAddress) fail('TRANSFER_TARGET_INVALID');
  const onChain = await heldOnChain(deps, {
    ...item,
    contractAddress: item.contractAddress,
    tokenId: item.tokenId,
    from,
  });
  if (onChain < BigInt(form.quantity)) fail('NO_LONGER_IN_WALLET');

  const id = randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    const step = await openWalletStep(
      { db: tx as unknown as Db, now: deps.now },
      { memberId, op: 'TRANSFER', blockchain: item.blockchain, walletType: 'METAMASK', subjectId: id },
    );
    const [inserted] = await tx
      .insert(transfers)
      .values({
        id,
        memberId,
        productId: form.productId,
        blockchain: item.blockchain,
        contractAddress: item.contractAddress!,
        tokenId: item.tokenId!,
        quantity: form.quantity,
        fromAddress: from!,
        toAddress: to,
        ref: step.ref,
        createdAt: deps.now(),
      })
      .returning();
    return inserted!;
  });
  return { url: `${origin}/#/wallet?ref=${row.ref}`, ref: row.ref, transfer: await toTransfer(deps.db, row) };
}

/** How many copies of the token `from` holds on chain (0 or 1 for ERC-721). */
async function heldOnChain(
  deps: Pick<Deps, 'chains'>,
  t: {
    blockchain: Row['blockchain'];
    contractType: 'ERC721' | 'ERC1155';
    contractAddress: string;
    tokenId: string;
    from: string;
  },
): Promise<bigint> {
  const chain = await deps.chains.get(t.blockchain);
  const name = t.contractType === 'ERC721' ? 'MarketCollection721' : 'MarketEditions1155';
  const abi = new Interface((await loadArtifact(name)).abi);
  const data =
    t.contractType === 'ERC721'
      ? abi.encodeFunctionData('ownerOf', [t.tokenId])
      : abi.encodeFunctionData('balanceOf', [t.from, t.tokenId]);
  return chain.guard(async () => {
    try {
      const out = await chain.provider.call({ to: t.contractAddress, data });
      if (t.contractType === 'ERC1155') return BigInt(abi.decodeFunctionResult('balanceOf', out)[0]);
      const owner = String(abi.decodeFunctionResult('ownerOf', out)[0]);
      return owner.toLowerCase() === t.from.toLowerCase() ? 1n : 0n;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      return 0n; // ownerOf reverts for a token that does not exist (any more)
    }
  });
}

/** transferByRef: the caller's own transfer by its wallet-step ref (the step page and the record screen). */
export async function transferByRef(
  deps: Pick<Deps, 'db'>,
  memberId: string,
  ref: string,
): Promise<Transfer> {
  const [row] = await deps.db
    .select()
    .from(transfers)
    .where(and(eq(transfers.ref, ref), eq(transfers.memberId, memberId)))
    .limit(1);
  if (!row) fail('NOT_FOUND');
  return toTransfer(deps.db, row);
}

/**
 * approveTransfer: the receiving wallet signs a SIWE message for the step (domain, chain, nonce checked); only a
 * signature by the target address approves. The nonce is consumed once, the transfer moves AWAITING_APPROVAL →
 * APPROVED once (conditional update), and only then the 'chain.transfer' job is queued.
 */
export async function approveTransfer(
  deps: Deps,
  memberId: string,
  form: TransferApproveForm,
  domain: string,
): Promise<Transfer> {
  const step = await loadStep(deps, memberId, form.ref, { ops: ['TRANSFER'] });
  if (isReplay(step, form.message)) fail('SIWE_NONCE_USED');
  if (step.status !== 'OPEN' || !step.subjectId) fail('WALLET_REF_INVALID');
  const [t] = await deps.db.select().from(transfers).where(eq(transfers.id, step.subjectId)).limit(1);
  if (!t || t.memberId !== memberId || t.status !== 'AWAITING_APPROVAL') fail('WALLET_REF_INVALID');
  const chain = await deps.chains.get(step.blockchain);
  try {
    const signer = await verifySiwe(deps, step, {
      message: form.message,
      signature: form.signature,
      domain,
      chainId: chain.chainId,
    });
    if (signer !== getAddress(t.toAddress)) fail('SIWE_INVALID', 'siwe_not_target');
  } catch (err) {
    if (err instanceof ApiError) await noteAttempt(deps.db, step.ref, err.code);
    throw err;
  }
  await deps.queue.ensure(TRANSFER_QUEUE);
  // The nonce's use, the approval, the step's close and the transfer job commit together: no APPROVED transfer
  // waits without the job that sends it, and an approval that fails uses nothing up (the same signed message
  // may be sent again).
  const approved = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await consumeSiweNonce({ db: tx, now: deps.now }, step.ref, step.nonce!);
    const [row] = await tx
      .update(transfers)
      .set({ status: 'APPROVED', approvedAt: deps.now() })
      .where(and(eq(transfers.id, t.id), eq(transfers.status, 'AWAITING_APPROVAL')))
      .returning();
    if (!row) fail('WALLET_REF_INVALID');
    await finishStep(tx, step.ref, 200, deps.now());
    await deps.queue.send(
      TRANSFER_QUEUE,
      { transferId: t.id },
      { ...transferJobOptions(t.id), db: jobDbOf(tx) },
    );
    return row;
  });
  return toTransfer(deps.db, approved);
}

/** Queue options of a transfer: like a mint's, retries for a run cut short; a chain outage does not count. */
export const transferJobOptions = (transferId: string) => ({
  singletonKey: transferId,
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
});

/** listTransfers: the caller's transfer records, newest first, keyset-paged (spec §2 transfer record screen). */
export async function listTransfers(
  deps: Pick<Deps, 'db'>,
  memberId: string,
  q: { cursor?: string | undefined; limit: number },
): Promise<TransferPage> {
  const where = [eq(transfers.memberId, memberId)];
  if (q.cursor) {
    const c = decodeCursor(q.cursor, 'transfers', 'time');
    where.push(sql`(${transfers.createdAt}, ${transfers.id}) < (${c.k}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await deps.db
    .select({
      row: transfers,
      product,
      sortKey: sql<string>`${transfers.createdAt}::text`,
      cursorId: transfers.id,
    })
    .from(transfers)
    .innerJoin(products, eq(products.id, transfers.productId))
    .where(and(...where))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(q.limit + 1);
  return toPage(rows, q.limit, 'transfers', (r) => shape(r.row, r.product));
}

/** A stored transfer with its item, as the API answers it. */
export async function toTransfer(db: Db, row: Row): Promise<Transfer> {
  const [p] = await db.select(product).from(products).where(eq(products.id, row.productId)).limit(1);
  return shape(row, p!);
}

function shape(row: Row, p: Transfer['product']): Transfer {
  return {
    id: row.id,
    ref: row.ref,
    product: p,
    blockchain: row.blockchain,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    quantity: row.quantity,
    fromAddress: row.fromAddress,
    toAddress: row.toAddress,
    status: row.status,
    txHash: row.txHash,
    failureCode: row.failureCode,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
