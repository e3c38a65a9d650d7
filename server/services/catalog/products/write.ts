import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { collections, type FILE_KINDS, productEvents, productOwners, products } from '../../../db/schema';
import type { Deps as AppDeps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { CreateProductForm, ProductRef, UpdateProductForm } from '../../../schemas/products';
import { enqueueMint } from '../mint/status';
import { assertNoIssues, type FileRow, type Issue } from './checks';
import { ownItem, refuseItemWrite } from './guard';
import { itemFiles, priceIssues, quantityIssues, sourceChecks, storedPrices, toLicence } from './validate';

type ItemFileKind = (typeof FILE_KINDS)[number];
type Deps = { db: Db; now: () => Date };
type CreateDeps = Deps & Pick<AppDeps, 'queue'>;

/** Columns both creation and edit write from the editable fields of the form. */
function editableColumns(form: UpdateProductForm | CreateProductForm, cover: FileRow, file: FileRow) {
  return {
    name: form.name,
    description: form.description,
    modelNumber: form.modelNumber ?? null,
    cardNumber: form.cardNumber ?? null,
    externalLink: form.externalLink ?? null,
    sellType: form.sellType,
    curr: form.curr,
    ...storedPrices(form),
    coverFileId: cover.id,
    displayImage: cover.displayPath,
    fileId: file.id,
    // The item file rule (PURPOSE_KINDS.item_file) admits media kinds only, never a document.
    fileKind: file.kind as ItemFileKind,
    properties: form.properties,
    levels: form.levels,
    stats: form.stats,
    licence: toLicence(form.licence),
  };
}

/**
 * Creates an item in the caller's collection (spec §3 Item, §5), off shelf, with its holder row and a
 * CREATED event in one transaction. No contract type answers CONTRACT_TYPE_REQUIRED (1022, spec §8).
 */
export async function createProduct(
  deps: CreateDeps,
  memberId: string,
  form: CreateProductForm,
): Promise<ProductRef> {
  const { db, now } = deps;
  if (!form.contractType) {
    fail('CONTRACT_TYPE_REQUIRED', 'contract_type_required', [{ path: 'contractType', message: 'required' }]);
  }
  const issues: Issue[] = [];
  const [collection] = await db
    .select({ ownerId: collections.ownerId, royaltyFeePercent: collections.royaltyFeePercent })
    .from(collections)
    .where(eq(collections.id, form.collectionId))
    .limit(1);
  if (!collection) issues.push({ path: 'collectionId', message: 'not_found' });
  else if (collection.ownerId !== memberId) fail('FORBIDDEN', 'not_collection_owner');
  issues.push(...quantityIssues(form.contractType, form.quantity), ...priceIssues(form));
  const source = sourceChecks(form);
  issues.push(...source.issues);
  const { cover, file } = await itemFiles(db, memberId, form, issues);
  assertNoIssues(issues);

  const at = now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        ...editableColumns(form, cover!, file!),
        ...source.chain,
        collectionId: form.collectionId,
        creatorId: memberId,
        ownerId: memberId,
        sourceType: form.sourceType,
        status: 'OFF_SHELF',
        blockchain: form.blockchain,
        contractType: form.contractType!,
        quantity: form.quantity,
        stock: form.quantity,
        royaltyFeePercent: collection!.royaltyFeePercent,
        // SELF items are minted by the 'chain.mint' job; NON and PHYSICAL have nothing to mint.
        mintStatus: form.sourceType === 'SELF' ? 'PENDING' : 'NONE',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: products.id });
    await tx
      .insert(productOwners)
      .values({ productId: row!.id, memberId, quantity: form.quantity, updatedAt: at });
    await tx.insert(productEvents).values({
      productId: row!.id,
      kind: 'CREATED',
      actorId: memberId,
      toMemberId: memberId,
      quantity: form.quantity,
      createdAt: at,
    });
    return row!.id;
  });
  // Queued after commit, not inside the transaction: pg-boss sends on its own connection, so a job sent in the
  // transaction could run before the item is visible. The PENDING row is the durable record: if the process dies
  // before this send, enqueuePendingMints (server/jobs/mint.ts) queues it at the next start.
  if (form.sourceType === 'SELF') await enqueueMint(deps, id);
  return { id, status: 'OFF_SHELF' };
}

/**
 * Edits the caller's item while it is off shelf (409 item_on_sale otherwise), recording an EDITED event.
 * The write is conditional on seller and status, so it cannot land on an item listed meanwhile.
 */
export async function updateProduct(
  deps: Deps,
  memberId: string,
  form: UpdateProductForm,
): Promise<ProductRef> {
  const { db, now } = deps;
  const item = await ownItem(db, memberId, form.id);
  if (item.status !== 'OFF_SHELF') fail('CONFLICT', 'item_on_sale');
  const issues = priceIssues(form);
  if (item.sourceType === 'PHYSICAL' && !form.modelNumber)
    issues.push({ path: 'modelNumber', message: 'required' });
  const { cover, file } = await itemFiles(db, memberId, form, issues);
  assertNoIssues(issues);

  const at = now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ ...editableColumns(form, cover!, file!), updatedAt: at })
      .where(and(eq(products.id, form.id), eq(products.ownerId, memberId), eq(products.status, 'OFF_SHELF')))
      .returning({ id: products.id });
    if (!row) await refuseItemWrite(tx, memberId, form.id, 'OFF_SHELF', at);
    await tx
      .insert(productEvents)
      .values({ productId: form.id, kind: 'EDITED', actorId: memberId, createdAt: at });
  });
  return { id: form.id, status: 'OFF_SHELF' };
}

/**
 * Deletes the caller's item: only off shelf, not minted, with no order pending and no copy held by anyone else.
 * One conditional DELETE decides; its events, holders and favourites cascade.
 */
export async function deleteProduct(deps: Deps, memberId: string, id: string): Promise<null> {
  const { db, now } = deps;
  const [row] = await db
    .delete(products)
    .where(
      and(
        eq(products.id, id),
        eq(products.ownerId, memberId),
        eq(products.status, 'OFF_SHELF'),
        eq(products.pendingOrders, 0),
        // A minted item's token lives on: its page stays, so the token's metadata link keeps working.
        ne(products.mintStatus, 'MINTED'),
        sql`not exists (select 1 from ${productOwners} where ${productOwners.productId} = ${products.id} and ${productOwners.memberId} <> ${memberId} and ${productOwners.quantity} > 0)`,
      ),
    )
    .returning({ id: products.id });
  if (!row) {
    const current = await ownItem(db, memberId, id);
    if (current.status === 'OFF_SHELF' && current.mintStatus === 'MINTED') fail('CONFLICT', 'item_minted');
    await refuseItemWrite(db, memberId, id, 'OFF_SHELF', now());
  }
  return null;
}
