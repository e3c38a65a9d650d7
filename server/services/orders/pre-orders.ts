import { aliasedTable, and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, preOrders, products } from '../../db/schema';
import { fail } from '../../http/errors';
import type { PreOrder, PreOrderForm, UpdatePreOrderForm } from '../../schemas/shop';
import { specIssues } from '../shop/cart';
import { randomTail } from './number';

type Deps = { db: Db; now: () => Date };
type Status = PreOrder['status'];

const buyers = aliasedTable(members, 'buyer');
const sellers = aliasedTable(members, 'seller');

/** Pre-orders with their item and both parties, as `memberId` sees them (buyer or seller only). */
async function viewPreOrders(db: Db, memberId: string, where: SQL | undefined, limit = 200) {
  const rows = await db
    .select({
      row: preOrders,
      product: { id: products.id, name: products.name, image: products.displayImage },
      buyer: { id: buyers.id, name: buyers.name },
      seller: { id: sellers.id, name: sellers.name },
    })
    .from(preOrders)
    .innerJoin(products, eq(products.id, preOrders.productId))
    .innerJoin(buyers, eq(buyers.id, preOrders.buyerId))
    .innerJoin(sellers, eq(sellers.id, preOrders.sellerId))
    .where(and(or(eq(preOrders.buyerId, memberId), eq(preOrders.sellerId, memberId)), where))
    .orderBy(desc(preOrders.createdAt), desc(preOrders.id))
    .limit(limit);
  return rows.map(({ row: r, product, buyer, seller }): PreOrder => ({
    id: r.id,
    number: r.number,
    status: r.status,
    viewerRole: r.buyerId === memberId ? 'BUYER' : 'SELLER',
    product,
    buyer,
    seller,
    quantity: r.quantity,
    spec: r.spec,
    buyerName: r.buyerName,
    buyerMobile: r.buyerMobile,
    buyerEmail: r.buyerEmail,
    deliveryType: r.deliveryType,
    address: r.receiverAddress,
    remark: r.remark,
    logisticsCompany: r.logisticsCompany,
    waybillNumber: r.waybillNumber,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

async function preOrderFor(db: Db, memberId: string, id: string): Promise<PreOrder> {
  const [view] = await viewPreOrders(db, memberId, eq(preOrders.id, id), 1);
  if (!view) fail('NOT_FOUND', 'pre_order_not_found');
  return view;
}

/**
 * A pre-order number: 'PO', the UTC date and time to the second, 8 random base-32 characters. Four random digits
 * gave two pre-orders of one second a 1 in 10 000 chance to collide on the unique index (the test clock stands
 * still, and a pre-order test failed on it): 40 bits make it practically impossible.
 */
const preOrderNumber = (at: Date) => `PO${at.toISOString().replace(/\D/g, '').slice(2, 14)}${randomTail(8)}`;

/**
 * A buyer pre-orders an item not yet in stock (spec §3 Pre-order, §4): an item on sale at a fixed price with
 * stock 0 (with stock it answers 409 in_stock_buy_instead: buy it instead), never the caller's own (1050).
 * Goods need a delivery type other than NONE and a spec choice among their options; NFTs are NONE (4610).
 */
export async function createPreOrder(deps: Deps, memberId: string, form: PreOrderForm): Promise<PreOrder> {
  const { db } = deps;
  const [item] = await db.select().from(products).where(eq(products.id, form.productId)).limit(1);
  if (!item) fail('NOT_FOUND', 'product_not_found');
  if (item.ownerId === memberId || item.creatorId === memberId) fail('CANNOT_BUY_OWN');
  if (item.status !== 'ON_SALE' || item.sellType !== 'FIXED') fail('ITEM_NOT_FOR_SALE');
  if (item.stock > 0) fail('CONFLICT', 'in_stock_buy_instead');
  const physical = item.sourceType === 'PHYSICAL';
  if (physical === (form.deliveryType === 'NONE')) fail('DELIVERY_TYPE_INVALID');
  const issues = specIssues(physical ? item.specOptions : [], form.spec);
  if (form.deliveryType === 'DLV' && form.address === '')
    issues.push({ path: 'address', message: 'required' });
  if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);

  const at = deps.now();
  const [row] = await db
    .insert(preOrders)
    .values({
      number: preOrderNumber(at),
      productId: item.id,
      buyerId: memberId,
      sellerId: item.ownerId,
      quantity: form.quantity,
      spec: form.spec,
      buyerName: form.buyerName,
      buyerMobile: `${form.areaCode} ${form.mobile}`,
      buyerEmail: form.email,
      deliveryType: form.deliveryType,
      receiverAddress: form.address,
      remark: form.remark,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: preOrders.id });
  return preOrderFor(db, memberId, row!.id);
}

/** The caller's pre-orders as buyer or as seller, newest first. */
export async function listPreOrders(db: Db, memberId: string, role: 'buyer' | 'seller'): Promise<PreOrder[]> {
  const mine = role === 'buyer' ? eq(preOrders.buyerId, memberId) : eq(preOrders.sellerId, memberId);
  return viewPreOrders(db, memberId, mine);
}

/** Who may take each action, from which status, to which. */
const STEPS = {
  deliver: { by: 'seller', from: 'SUBMITTED', to: 'DELIVERY' },
  finish: { by: 'buyer', from: 'DELIVERY', to: 'FINISHED' },
  cancel: { by: 'either', from: 'SUBMITTED', to: 'CANCELLED' },
} as const satisfies Record<UpdatePreOrderForm['action'], { by: string; from: Status; to: Status }>;

/**
 * Moves a pre-order on (spec §4: submit → delivery → finished): the seller delivers with logistics company and
 * waybill, the buyer finishes, either cancels while submitted. One conditional UPDATE … WHERE status = expected,
 * so of two racing calls one wins and the other answers ORDER_STATE_INVALID (4601); others' pre-orders 404.
 */
export async function updatePreOrder(
  deps: Deps,
  memberId: string,
  form: UpdatePreOrderForm,
): Promise<PreOrder> {
  const { db } = deps;
  const step = STEPS[form.action];
  if (form.action === 'deliver') {
    const issues = (['logisticsCompany', 'waybillNumber'] as const)
      .filter((f) => form[f] === '')
      .map((path) => ({ path, message: 'required' }));
    if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);
  }
  const party =
    step.by === 'seller'
      ? eq(preOrders.sellerId, memberId)
      : step.by === 'buyer'
        ? eq(preOrders.buyerId, memberId)
        : or(eq(preOrders.buyerId, memberId), eq(preOrders.sellerId, memberId));
  const [moved] = await db
    .update(preOrders)
    .set({
      status: step.to,
      updatedAt: deps.now(),
      ...(form.action === 'deliver'
        ? { logisticsCompany: form.logisticsCompany, waybillNumber: form.waybillNumber }
        : {}),
    })
    .where(and(eq(preOrders.id, form.id), party, eq(preOrders.status, step.from)))
    .returning({ id: preOrders.id });
  if (moved) return preOrderFor(db, memberId, moved.id);
  const current = await preOrderFor(db, memberId, form.id);
  const role = current.viewerRole === 'BUYER' ? 'buyer' : 'seller';
  if (step.by !== 'either' && step.by !== role) fail('FORBIDDEN', `only_${step.by}`);
  fail('ORDER_STATE_INVALID', 'pre_order_state_invalid', { status: current.status });
}
