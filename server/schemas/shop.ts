import * as v from 'valibot';
import { CommonParams, IntFromString, pageOf } from './common';
import { bracketedForm } from './form';
import { LocalTextOut } from './campaigns';
import {
  AreaCode,
  DELIVERY_TYPES,
  Email,
  MobileNumber,
  ORDER_CURRENCIES,
  SPEC_TYPES,
  SpecChoice,
} from './orders';

/** The e-shop (PHYSICAL goods, their cart) and pre-orders (item 7, spec §3 Pre-order). */

const Uuid = v.pipe(v.string(), v.uuid());
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const Required = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.maxLength(max));

/**
 * The canonical text of a spec choice, keys sorted: { SIZE: 'M', COLOR: 'Red' } → 'COLOR=Red;SIZE=M' ('' for
 * none). A cart keeps one line per item and key; the form may send a choice this way too.
 */
export function canonicalSpecKey(spec: Readonly<Record<string, string>>): string {
  return Object.keys(spec)
    .sort()
    .map((k) => `${k}=${spec[k]}`)
    .join(';');
}

/** Reads canonical spec text back ('COLOR=Red;SIZE=M'); an ill-formed part becomes a key the schema refuses. */
export function parseSpecKey(text: string): Record<string, string> {
  const spec: Record<string, string> = {};
  for (const part of text.split(';')) {
    if (part.trim() === '') continue;
    const at = part.indexOf('=');
    spec[at < 0 ? part : part.slice(0, at).trim()] = at < 0 ? '' : part.slice(at + 1).trim();
  }
  return spec;
}

/** A spec choice on the wire: bracketed fields (`spec[SIZE]=M`) or its canonical text ('SIZE=M'). */
export const SpecParam = v.optional(
  v.union([SpecChoice, v.pipe(v.string(), v.maxLength(200), v.transform(parseSpecKey), SpecChoice)]),
  {},
);

export const SpecOption = v.object({ type: v.picklist(SPEC_TYPES), values: v.array(v.string()) });

// ---- Shop products ---------------------------------------------------------------------------------------------

export const ShopProductsQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type ShopProductsQuery = v.InferOutput<typeof ShopProductsQuery>;

const Seller = v.object({ id: v.string(), name: v.string() });

/** A PHYSICAL item on sale in the e-shop; prices in HK cents (strings). */
export const ShopProductCard = v.object({
  id: v.string(),
  name: v.string(),
  displayImage: v.string(),
  thumbUrl: v.nullable(v.string()),
  priceHkd: v.string(),
  stock: v.number(),
  allowCod: v.boolean(),
  specOptions: v.array(SpecOption),
  seller: Seller,
  createdAt: v.string(),
});
export type ShopProductCard = v.InferOutput<typeof ShopProductCard>;
export const ShopProductPage = pageOf(ShopProductCard);

export const ShopProduct = v.object({
  ...ShopProductCard.entries,
  description: v.string(),
  modelNumber: v.nullable(v.string()),
  collection: v.object({ id: v.string(), name: v.string() }),
  /** The item's prices as listed: the coin price and the HKD price (decimal strings). */
  prices: v.object({ curr: v.string(), fixPrice: v.nullable(v.string()), fixPriceHK: v.string() }),
});
export type ShopProduct = v.InferOutput<typeof ShopProduct>;
export const ShopProductQuery = v.object({ ...CommonParams, id: Uuid });

// ---- Cart ------------------------------------------------------------------------------------------------------

/** Lines one cart may hold (a checkout takes at most 50 lines: CheckOrderForm). */
export const CART_LINE_LIMIT = 50;

export const CartForm = v.object({
  ...CommonParams,
  productId: Uuid,
  /** The line's new quantity; 0 removes it. With `mode=add`, how many to add to the line (1 or more). */
  quantity: IntFromString(0, 10_000),
  spec: SpecParam,
  /** `set` (default) replaces the line's quantity; `add` adds to it ("Add to cart" on an item page). */
  mode: v.optional(v.picklist(['set', 'add']), 'set'),
});
export type CartForm = v.InferOutput<typeof CartForm>;
export const CartBody = bracketedForm(CartForm);

/** A TICKET line of the cart: a tier's tickets, set (0 removes the line) or added as CartForm does. */
export const CartTicketForm = v.object({
  ...CommonParams,
  tierId: Uuid,
  quantity: IntFromString(0, 10_000),
  mode: v.optional(v.picklist(['set', 'add']), 'set'),
});
export type CartTicketForm = v.InferOutput<typeof CartTicketForm>;

export const CartLine = v.object({
  productId: v.string(),
  name: v.string(),
  image: v.string(),
  quantity: v.number(),
  spec: v.record(v.string(), v.string()),
  specKey: v.string(),
  unitPriceHkd: v.string(),
  stock: v.number(),
  /** Still on sale with enough stock: the checkout can take the line as it is. */
  available: v.boolean(),
  allowCod: v.boolean(),
  sellerId: v.string(),
  sellerName: v.string(),
});
export type CartLine = v.InferOutput<typeof CartLine>;

/**
 * A tier's tickets in the cart (its lines of kind TICKET). They are not taken from the tier until the line is
 * checked out (buyTickets with `fromCart`), so `available` and `remaining` are as of now, not a hold.
 */
export const CartTicketLine = v.object({
  kind: v.literal('TICKET'),
  tierId: v.string(),
  tierName: LocalTextOut,
  event: v.object({
    id: v.string(),
    title: LocalTextOut,
    venue: v.string(),
    startsAt: v.string(),
    endsAt: v.string(),
    artwork: v.string(),
  }),
  quantity: v.number(),
  currency: v.picklist(ORDER_CURRENCIES),
  /** Minor units of `currency` per ticket, as a string; '0' is free. */
  unitPrice: v.string(),
  /** Tickets of the tier not taken yet. */
  remaining: v.number(),
  perMemberLimit: v.number(),
  /** On sale now (window open, event published) with enough left: the line can be checked out as it is. */
  available: v.boolean(),
  sellerId: v.string(),
  sellerName: v.string(),
});
export type CartTicketLine = v.InferOutput<typeof CartTicketLine>;

/** Goods lines (`lines`) and TICKET lines (`tickets`), each newest first. */
export const Cart = v.object({ lines: v.array(CartLine), tickets: v.array(CartTicketLine) });
export type Cart = v.InferOutput<typeof Cart>;

// ---- Pre-orders ------------------------------------------------------------------------------------------------

export const PRE_ORDER_STATUSES = ['SUBMITTED', 'DELIVERY', 'FINISHED', 'CANCELLED'] as const;
export const PRE_ORDER_ACTIONS = ['deliver', 'finish', 'cancel'] as const;
export type PreOrderAction = (typeof PRE_ORDER_ACTIONS)[number];

export const PreOrderForm = v.object({
  ...CommonParams,
  productId: Uuid,
  quantity: v.optional(IntFromString(1, 10_000), 1),
  spec: SpecParam,
  buyerName: Required(80),
  areaCode: AreaCode,
  mobile: MobileNumber,
  email: Email,
  deliveryType: v.picklist(DELIVERY_TYPES),
  /** Required for door-to-door delivery (DLV). */
  address: v.optional(Text(300), ''),
  remark: v.optional(Text(500), ''),
});
export type PreOrderForm = v.InferOutput<typeof PreOrderForm>;
export const PreOrderBody = bracketedForm(PreOrderForm);

export const ListPreOrdersQuery = v.object({
  ...CommonParams,
  role: v.optional(v.picklist(['buyer', 'seller']), 'buyer'),
});

export const UpdatePreOrderForm = v.object({
  ...CommonParams,
  id: Uuid,
  action: v.picklist(PRE_ORDER_ACTIONS),
  /** Both required when the seller delivers. */
  logisticsCompany: v.optional(Text(80), ''),
  waybillNumber: v.optional(Text(80), ''),
});
export type UpdatePreOrderForm = v.InferOutput<typeof UpdatePreOrderForm>;

export const PreOrder = v.object({
  id: v.string(),
  number: v.string(),
  status: v.picklist(PRE_ORDER_STATUSES),
  /** Who is asking: the buyer may finish or cancel, the seller deliver or cancel. */
  viewerRole: v.picklist(['BUYER', 'SELLER']),
  product: v.object({ id: v.string(), name: v.string(), image: v.string() }),
  buyer: Seller,
  seller: Seller,
  quantity: v.number(),
  spec: v.record(v.string(), v.string()),
  buyerName: v.string(),
  buyerMobile: v.string(),
  buyerEmail: v.string(),
  deliveryType: v.picklist(DELIVERY_TYPES),
  address: v.string(),
  remark: v.string(),
  logisticsCompany: v.nullable(v.string()),
  waybillNumber: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type PreOrder = v.InferOutput<typeof PreOrder>;
export const PreOrderList = v.array(PreOrder);
