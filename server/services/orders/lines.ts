import { eq, inArray } from 'drizzle-orm';
import { parseUnits } from 'ethers';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { fail } from '../../http/errors';
import type { CodeName } from '../../schemas/codes';
import { ORDER_CURRENCIES, type OrderCurrency, type OrderLineInput } from '../../schemas/orders';
import { NATIVE_COIN } from '../../schemas/wallets';
import { heldByOtherOrder, holdersOf } from './hold';
import { readStart, refusalFor, soldOut } from './sold-out';

export type ItemRow = typeof products.$inferSelect;

/** A line to order, checked: the item as read, how many, the chosen spec and its unit price (minor units). */
export type LoadedLine = {
  item: ItemRow;
  quantity: number;
  spec: Record<string, string>;
  unitPrice: bigint;
};

export type LoadedLines = {
  sellerId: string;
  lines: LoadedLine[];
  /** The currencies every line has a price in. */
  currencies: OrderCurrency[];
  /** The chain of the order's NFT lines, null for physical goods only. */
  blockchain: ItemRow['blockchain'] | null;
};

export const isNft = (item: Pick<ItemRow, 'sourceType'>) => item.sourceType !== 'PHYSICAL';

/**
 * An item's price in an order currency, exactly (never through a float): HKD from fixPriceHK (numeric 18,2 →
 * cents); ETH or MATIC from fixPrice (numeric 36,18 → wei) only for an NFT priced in that coin on a chain whose
 * coin it is. Null when the item has no price in that currency.
 */
export function unitPriceIn(item: ItemRow, currency: OrderCurrency): bigint | null {
  if (currency === 'HKD') return item.fixPriceHK === null ? null : parseUnits(item.fixPriceHK, 2);
  // The e-shop sells physical goods in HKD (its delivery fees are HK cents); coins buy NFTs.
  if (!isNft(item)) return null;
  if (item.curr !== currency || NATIVE_COIN[item.blockchain] !== currency || item.fixPrice === null)
    return null;
  return parseUnits(item.fixPrice, 18);
}

/**
 * Why `quantity` units cannot be had, or null when they can: ITEM_LOCKED (4000) when another buyer's unpaid
 * order holds the units missing (spec §4: locked 30 minutes), else OUT_OF_STOCK (4602). Only asked after a
 * refusal, so the extra read costs nothing on the way that succeeds.
 */
export async function stockRefusal(
  db: Db,
  buyerId: string,
  productId: string,
  quantity: number,
  now: Date,
): Promise<CodeName | null> {
  const readAt = readStart();
  const [item] = await db
    .select({ stock: products.stock, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!item || item.status !== 'ON_SALE') return 'ITEM_NOT_FOR_SALE';
  if (item.stock >= quantity) return null;
  if (item.stock > 0)
    return (await heldByOtherOrder(db, productId, buyerId, now)) ? 'ITEM_LOCKED' : 'OUT_OF_STOCK';
  // Committed stock 0 (read committed: this statement saw the last commit): the next buyers of this process
  // are refused without a transaction for a moment (sold-out.ts says why that is safe).
  const holders = await holdersOf(db, productId, now);
  soldOut.mark(productId, holders, readAt);
  return refusalFor(holders, buyerId);
}

/**
 * A sold-out mark's background renewal (sold-out.ts REFRESH_AHEAD_MS): a committed read of the stock, which
 * marks the item again when it is still 0 (stockRefusal) and lets the next buyers go to the database when it
 * is not.
 */
export async function refreshSoldOut(db: Db, productId: string, now: Date): Promise<void> {
  const readAt = readStart();
  const code = await stockRefusal(db, '', productId, 1, now);
  if (code === null || code === 'ITEM_NOT_FOR_SALE') soldOut.unmark(productId, readAt);
}

/** The spec options a PHYSICAL line must name (spec §3 spec dictionary), each with one of the item's values. */
function specIssues(item: ItemRow, spec: Record<string, string>, at: string) {
  const issues: { path: string; message: string }[] = [];
  const options = isNft(item) ? [] : item.specOptions;
  for (const o of options) {
    const chosen = spec[o.type];
    if (!chosen) issues.push({ path: `${at}.spec.${o.type}`, message: 'spec_required' });
    else if (!o.values.includes(chosen)) issues.push({ path: `${at}.spec.${o.type}`, message: 'spec_value' });
  }
  for (const key of Object.keys(spec)) {
    if (!options.some((o) => o.type === key))
      issues.push({ path: `${at}.spec.${key}`, message: 'spec_unknown' });
  }
  return issues;
}

/**
 * Loads and checks the lines of an order (spec §5 purchase rules), in this order: the item exists (404) and is
 * on sale at a fixed price (4611); it is not the buyer's own item nor their creation (1050); one seller (4608);
 * an ERC-721 NFT is bought once (1044); spec options are the item's (4200); quantity not above stock (4000 when
 * another buyer's unpaid order holds it, else 4602); the item has a price in the currency (4611).
 */
export async function loadLines(
  db: Db,
  buyerId: string,
  inputs: readonly OrderLineInput[],
  currency: OrderCurrency,
  now: Date,
): Promise<LoadedLines> {
  const ids = [...new Set(inputs.map((l) => l.productId))];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = inputs.map((input) => {
    const item = byId.get(input.productId);
    if (!item) fail('NOT_FOUND', 'item_not_found');
    if (item.status !== 'ON_SALE' || item.sellType !== 'FIXED') fail('ITEM_NOT_FOR_SALE', 'item_not_on_sale');
    if (item.ownerId === buyerId || item.creatorId === buyerId) fail('CANNOT_BUY_OWN', 'own_item');
    return item;
  });
  const sellers = new Set(items.map((i) => i.ownerId));
  if (sellers.size > 1) fail('ONE_SELLER_PER_ORDER', 'one_seller_per_order');
  const issues = inputs.flatMap((input, i) => {
    const item = items[i]!;
    if (isNft(item) && item.contractType === 'ERC721' && input.quantity !== 1)
      fail('WRONG_QUANTITY', 'erc721_quantity_one');
    return specIssues(item, input.spec, `lines.${i}`);
  });
  if (issues.length) fail('VALIDATION_FAILED', 'validation_failed', issues);
  for (const item of byId.values()) {
    const asked = inputs.filter((x) => x.productId === item.id).reduce((s, x) => s + x.quantity, 0);
    if (asked > item.stock) {
      fail((await stockRefusal(db, buyerId, item.id, asked, now)) ?? 'OUT_OF_STOCK', 'not_enough_stock');
    }
  }
  const currencies = ORDER_CURRENCIES.filter((c) => items.every((item) => unitPriceIn(item, c) !== null));
  if (!currencies.includes(currency)) fail('ITEM_NOT_FOR_SALE', 'currency_not_offered');
  const nft = items.find(isNft);
  return {
    sellerId: items[0]!.ownerId,
    lines: inputs.map((input, i) => ({
      item: items[i]!,
      quantity: input.quantity,
      spec: input.spec,
      unitPrice: unitPriceIn(items[i]!, currency)!,
    })),
    currencies,
    blockchain: nft ? nft.blockchain : null,
  };
}
