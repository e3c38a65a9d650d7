import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, members, products } from '../../db/schema';
import { fail } from '../../http/errors';
import type { FieldIssue } from '../../http/validate';
import { CART_LINE_LIMIT, canonicalSpecKey, type Cart, type CartForm } from '../../schemas/shop';
import { cartLineCount, cartTicketLines } from '../tickets/cart';
import { hkdCents } from './products';

type Deps = { db: Db; now: () => Date };
type SpecOptions = { type: string; values: string[] }[];

/**
 * Why a spec choice does not fit the item (spec §3 spec dictionary): a type the item does not offer, a value
 * not among its options, or an offered type left unchosen. Paths are `spec.<TYPE>` so the form marks the field.
 */
export function specIssues(options: SpecOptions, spec: Readonly<Record<string, string>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [type, value] of Object.entries(spec)) {
    const option = options.find((o) => o.type === type);
    if (!option || !option.values.includes(value)) {
      issues.push({ path: `spec.${type}`, message: 'spec_option_invalid' });
    }
  }
  for (const o of options) {
    if (o.values.length > 0 && !(o.type in spec))
      issues.push({ path: `spec.${o.type}`, message: 'required' });
  }
  return issues;
}

/**
 * The caller's cart, newest line first: PHYSICAL goods of the e-shop with each item's price and stock now, and
 * TICKET lines (services/tickets/cart.ts) with each tier's price and what is left now.
 */
export async function getCart(db: Db, memberId: string, now = new Date()): Promise<Cart> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      name: products.name,
      image: products.displayImage,
      quantity: cartItems.quantity,
      spec: cartItems.spec,
      specKey: cartItems.specKey,
      unitPriceHkd: sql<string>`coalesce(${hkdCents(products.fixPriceHK)}, '0')`,
      stock: products.stock,
      available: sql<boolean>`(${products.status} = 'ON_SALE' and ${products.sellType} = 'FIXED'
        and ${products.fixPriceHK} is not null and ${products.stock} >= ${cartItems.quantity})`,
      allowCod: products.allowCod,
      sellerId: products.ownerId,
      sellerName: members.name,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(members, eq(members.id, products.ownerId))
    .where(eq(cartItems.memberId, memberId))
    .orderBy(desc(cartItems.updatedAt), cartItems.productId, cartItems.specKey);
  return { lines: rows, tickets: await cartTicketLines(db, memberId, now) };
}

/**
 * Sets the quantity of one cart line (item + spec choice); 0 removes it. Only PHYSICAL goods on sale at an
 * HKD price (4610 otherwise, 4611 when not on sale), never the caller's own or own-created item (1050), not
 * above the stock (4602, counting what the line already holds when `mode=add`), with a spec choice among the item's options (4200). Answers the whole cart.
 */
export async function updateCart(deps: Deps, memberId: string, form: CartForm): Promise<Cart> {
  const { db } = deps;
  const specKey = canonicalSpecKey(form.spec);
  const line = and(
    eq(cartItems.memberId, memberId),
    eq(cartItems.productId, form.productId),
    eq(cartItems.specKey, specKey),
  );
  const adding = form.mode === 'add';
  if (adding && form.quantity === 0) {
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: 'quantity', message: 'min_value' }]);
  }
  if (form.quantity === 0) {
    await db.delete(cartItems).where(line);
    return getCart(db, memberId, deps.now());
  }
  const [item] = await db.select().from(products).where(eq(products.id, form.productId)).limit(1);
  if (!item) fail('NOT_FOUND', 'product_not_found');
  if (item.sourceType !== 'PHYSICAL') fail('DELIVERY_TYPE_INVALID', 'not_physical');
  if (item.ownerId === memberId || item.creatorId === memberId) fail('CANNOT_BUY_OWN');
  if (item.status !== 'ON_SALE' || item.sellType !== 'FIXED' || item.fixPriceHK === null) {
    fail('ITEM_NOT_FOR_SALE');
  }
  const issues = specIssues(item.specOptions, form.spec);
  if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);
  const [existing] = await db.select({ q: cartItems.quantity }).from(cartItems).where(line);
  // "Add to cart" twice keeps one line with both quantities, still within the stock.
  const quantity = adding ? (existing?.q ?? 0) + form.quantity : form.quantity;
  if (quantity > item.stock) {
    fail('OUT_OF_STOCK', 'out_of_stock', { stock: item.stock, inCart: existing?.q ?? 0 });
  }
  if (!existing && (await cartLineCount(db, memberId)) >= CART_LINE_LIMIT) {
    fail('VALIDATION_FAILED', 'cart_full', [{ path: 'productId', message: 'cart_full' }]);
  }
  const at = deps.now();
  await db
    .insert(cartItems)
    .values({
      memberId,
      productId: item.id,
      specKey,
      spec: form.spec,
      quantity,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: [cartItems.memberId, cartItems.productId, cartItems.specKey],
      // Adding reads the line and writes the sum in one statement, so two adds at once both count.
      set: {
        quantity: adding ? sql`least(${cartItems.quantity} + ${form.quantity}, ${item.stock})` : quantity,
        updatedAt: at,
      },
    });
  return getCart(db, memberId, deps.now());
}
