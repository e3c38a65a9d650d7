import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, products } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { CART_LINE_LIMIT, Cart, canonicalSpecKey, parseSpecKey } from '../../../server/schemas/shop';
import type { TestServer } from '../../support/server';
import {
  courier,
  createOrderAs,
  item,
  linesForm,
  orderForm,
  orderServer,
  person,
  physical,
  type Session,
} from './orders-fixtures';

let s: TestServer;
let seller: Session;
let buyer: Session;
let other: Session;
let shirt: string;
let mug: string;
const SPEC = [
  { type: 'SIZE', values: ['S', 'M', 'L'] },
  { type: 'COLOR', values: ['Red', 'Blue'] },
];

beforeAll(async () => {
  s = await orderServer();
  seller = await person(s, 'Seller');
  buyer = await person(s, 'Buyer');
  other = await person(s, 'Other');
  shirt = await physical(s, seller, { name: 'Shirt', specOptions: SPEC, stock: 5, fixPriceHK: '120.00' });
  mug = await physical(s, seller, { name: 'Mug', stock: 3, allowCod: true });
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.deps.db.delete(cartItems);
});

const put = (form: Record<string, string>, session: Session = buyer) =>
  s.request('POST', '/api/cart', { session, form });
const cart = async (session: Session = buyer) => (await s.request('GET', '/api/cart', { session })).data;

describe('canonicalSpecKey', () => {
  it('sorts the keys so one choice has one text, and reads it back', () => {
    expect(canonicalSpecKey({ SIZE: 'M', COLOR: 'Red' })).toBe('COLOR=Red;SIZE=M');
    expect(canonicalSpecKey({})).toBe('');
    expect(parseSpecKey('COLOR=Red;SIZE=M')).toEqual({ COLOR: 'Red', SIZE: 'M' });
  });
});

describe('updateCart and getCart', () => {
  it('adds a line with its spec choice (bracketed fields) and answers the cart', async () => {
    const res = await put({ productId: shirt, quantity: '2', 'spec[SIZE]': 'M', 'spec[COLOR]': 'Red' });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({
      lines: [
        {
          productId: shirt,
          name: 'Shirt',
          image: expect.any(String),
          quantity: 2,
          spec: { SIZE: 'M', COLOR: 'Red' },
          specKey: 'COLOR=Red;SIZE=M',
          unitPriceHkd: '12000',
          stock: 5,
          available: true,
          allowCod: false,
          sellerId: seller.memberId,
          sellerName: 'Seller',
        },
      ],
      tickets: [],
    });
    expect(await cart()).toEqual(res.data);
    expect(v.is(Cart, res.data)).toBe(true);
  });

  it('upserts by item and canonical spec: the same choice in another order sets the same line', async () => {
    await put({ productId: shirt, quantity: '1', 'spec[SIZE]': 'M', 'spec[COLOR]': 'Red' });
    await put({ productId: shirt, quantity: '3', spec: 'SIZE=M;COLOR=Red' });
    await put({ productId: shirt, quantity: '1', 'spec[SIZE]': 'L', 'spec[COLOR]': 'Blue' });
    s.clock.now = new Date(s.clock.now.getTime() + 1000);
    await put({ productId: mug, quantity: '1' });
    const lines = (await cart()).lines;
    expect(lines.map((l: { specKey: string; quantity: number }) => [l.specKey, l.quantity])).toEqual([
      ['', 1],
      ['COLOR=Blue;SIZE=L', 1],
      ['COLOR=Red;SIZE=M', 3],
    ]);
  });

  it('removes a line at quantity 0 and leaves the others', async () => {
    await put({ productId: mug, quantity: '2' });
    await put({ productId: shirt, quantity: '1', spec: 'SIZE=S;COLOR=Blue' });
    const res = await put({ productId: shirt, quantity: '0', spec: 'COLOR=Blue;SIZE=S' });
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data.lines.map((l: { productId: string }) => l.productId)).toEqual([mug]);
  });

  it('refuses a non-PHYSICAL item (4610), the caller’s own or own-created item (1050)', async () => {
    const nft = await item(s, seller);
    expect((await put({ productId: nft, quantity: '1' })).meta.code).toBe(Code.DELIVERY_TYPE_INVALID);
    expect((await put({ productId: mug, quantity: '1' }, seller)).meta.code).toBe(Code.CANNOT_BUY_OWN);
    // Created by the buyer, now owned by someone else: still the buyer's own creation.
    const created = await physical(s, seller, { creatorId: buyer.memberId });
    expect((await put({ productId: created, quantity: '1' })).meta.code).toBe(Code.CANNOT_BUY_OWN);
    expect((await cart()).lines).toEqual([]);
  });

  it('refuses a quantity above the stock (4602) and an item not on sale (4611)', async () => {
    const res = await put({ productId: mug, quantity: '4' });
    expect(res.status).toBe(409);
    expect(res.meta.code).toBe(Code.OUT_OF_STOCK);
    expect((await put({ productId: mug, quantity: '3' })).meta.code).toBe(Code.OK);
    const off = await physical(s, seller, { status: 'OFF_SHELF' });
    expect((await put({ productId: off, quantity: '1' })).meta.code).toBe(Code.ITEM_NOT_FOR_SALE);
    const unknown = await put({ productId: '00000000-0000-4000-8000-000000000000', quantity: '1' });
    expect(unknown.status).toBe(404);
  });

  it('mode=add adds to the line (Add to cart twice is one line), never above the stock', async () => {
    expect((await put({ productId: mug, quantity: '1', mode: 'add' })).meta.code).toBe(Code.OK);
    const twice = await put({ productId: mug, quantity: '2', mode: 'add' });
    expect(v.parse(Cart, twice.data).lines.map((l) => [l.productId, l.quantity])).toEqual([[mug, 3]]);
    // Three in the cart of a stock of 3: one more is refused, with the stock and what the line holds.
    const more = await put({ productId: mug, quantity: '1', mode: 'add' });
    expect(more.meta.code).toBe(Code.OUT_OF_STOCK);
    expect(more.data).toEqual({ stock: 3, inCart: 3 });
    expect((await cart()).lines.map((l: { quantity: number }) => l.quantity)).toEqual([3]);
    // Adding nothing is a form error, not a removal.
    const none = await put({ productId: mug, quantity: '0', mode: 'add' });
    expect(none.meta.code).toBe(Code.VALIDATION_FAILED);
    expect((await cart()).lines).toHaveLength(1);
  });

  it('two adds at once both count, and the sum never passes the stock', async () => {
    await Promise.all([
      put({ productId: shirt, quantity: '2', mode: 'add', spec: 'COLOR=Red;SIZE=M' }),
      put({ productId: shirt, quantity: '2', mode: 'add', spec: 'COLOR=Red;SIZE=M' }),
    ]);
    expect((await cart()).lines.map((l: { quantity: number }) => l.quantity)).toEqual([4]);
    await Promise.all([
      put({ productId: shirt, quantity: '1', mode: 'add', spec: 'COLOR=Red;SIZE=M' }),
      put({ productId: shirt, quantity: '1', mode: 'add', spec: 'COLOR=Red;SIZE=M' }),
    ]);
    expect((await cart()).lines.map((l: { quantity: number }) => l.quantity)).toEqual([5]);
  });

  it('an order checked out from the cart (fromCart) takes its lines out of it; Buy now leaves the cart alone', async () => {
    const box = await physical(s, seller, { name: 'Box', stock: 5 });
    await put({ productId: box, quantity: '2' });
    await put({ productId: shirt, quantity: '1', spec: 'COLOR=Blue;SIZE=S' });
    const form = (fromCart: Record<string, string>) => ({
      ...orderForm(box),
      ...linesForm([{ productId: box, quantity: 1 }]),
      ...courier,
      ...fromCart,
    });
    expect((await createOrderAs(s, buyer, form({}))).meta.code).toBe(Code.OK);
    expect((await cart()).lines).toHaveLength(2);
    const made = await createOrderAs(s, buyer, {
      ...form({ fromCart: '1' }),
      ...linesForm([{ productId: box, quantity: 1 }]),
    });
    expect(made.meta.code).toBe(Code.OK);
    // Only the line bought left the cart (the shirt's other choice stays).
    expect((await cart()).lines.map((l: { productId: string }) => l.productId)).toEqual([shirt]);
    // A refused order leaves the cart as it was.
    await put({ productId: box, quantity: '1' });
    const refused = await createOrderAs(s, buyer, {
      ...form({ fromCart: '1' }),
      ...linesForm([{ productId: box, quantity: 99 }]),
    });
    expect(refused.meta.code).toBe(Code.OUT_OF_STOCK);
    expect((await cart()).lines).toHaveLength(2);
  });

  it('refuses spec values not among the item’s options, an unknown type and a missing choice (4200)', async () => {
    const wrong = await put({ productId: shirt, quantity: '1', spec: 'SIZE=XL;COLOR=Red' });
    expect(wrong.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(wrong.data).toEqual([{ path: 'spec.SIZE', message: 'spec_option_invalid' }]);
    const missing = await put({ productId: shirt, quantity: '1', 'spec[SIZE]': 'M' });
    expect(missing.data).toEqual([{ path: 'spec.COLOR', message: 'required' }]);
    const extra = await put({ productId: mug, quantity: '1', 'spec[WEIGHT]': '1kg' });
    expect(extra.data).toEqual([{ path: 'spec.WEIGHT', message: 'spec_option_invalid' }]);
    const notAType = await put({ productId: mug, quantity: '1', 'spec[FLAVOUR]': 'Mint' });
    expect(notAType.meta.code).toBe(Code.VALIDATION_FAILED);
    expect((await cart()).lines).toEqual([]);
  });

  it('validates the form: quantity is a whole number 0–10000', async () => {
    for (const quantity of ['-1', '1.5', 'two', '10001']) {
      expect((await put({ productId: mug, quantity })).meta.code).toBe(Code.VALIDATION_FAILED);
    }
  });

  it('shows a line that can no longer be checked out as unavailable', async () => {
    await put({ productId: mug, quantity: '2' });
    await s.deps.db.update(products).set({ stock: 1 }).where(eq(products.id, mug));
    expect((await cart()).lines[0]).toMatchObject({
      productId: mug,
      quantity: 2,
      stock: 1,
      available: false,
    });
    await s.deps.db.update(products).set({ stock: 3 }).where(eq(products.id, mug));
  });

  it('holds at most CART_LINE_LIMIT lines', async () => {
    const many = await Promise.all(
      Array.from({ length: CART_LINE_LIMIT }, () => physical(s, seller, { stock: 1 })),
    );
    await s.deps.db
      .insert(cartItems)
      .values(many.map((productId) => ({ memberId: buyer.memberId, productId, quantity: 1 })));
    const res = await put({ productId: mug, quantity: '1' });
    expect(res.meta).toMatchObject({ code: Code.VALIDATION_FAILED, message: 'cart_full' });
    // Changing a line already there is still fine.
    expect((await put({ productId: many[0]!, quantity: '0' })).meta.code).toBe(Code.OK);
  });

  it('needs a session', async () => {
    expect((await s.request('GET', '/api/cart')).status).toBe(401);
    expect((await s.request('POST', '/api/cart', { form: { productId: mug, quantity: '1' } })).status).toBe(
      401,
    );
  });
});

describe('nobody reads or changes another member’s cart', () => {
  it('keeps carts apart: each member sees and changes only their own lines', async () => {
    await put({ productId: mug, quantity: '2' }, buyer);
    await put({ productId: mug, quantity: '1' }, other);
    expect((await cart(other)).lines.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
    // Another member removing "the same line" removes only their own.
    await put({ productId: mug, quantity: '0' }, other);
    expect((await cart(other)).lines).toEqual([]);
    expect((await cart(buyer)).lines.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
  });
});
