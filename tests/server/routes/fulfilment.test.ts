import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, orders } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { startTestServer, type TestServer } from '../../support/server';
import { postMultipart } from '../../support/uploads';
import { itemOf, paidOrder, person } from '../services/orders/fulfil-fixtures';

let s: TestServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fulfilment-'));
  s = await startTestServer({
    DATA_DIR: dataDir,
    CHAIN_RPC_URL_ETHEREUM: 'http://127.0.0.1:9',
    CHAIN_RPC_URL_POLYGON: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await s.close();
  await rm(dataDir, { recursive: true, force: true });
});

const receipt = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
          .png()
          .toBuffer(),
      ),
    ],
    'receipt.png',
    { type: 'image/png' },
  );

describe('fulfilment routes', () => {
  it('parcel: markDelivered with a receipt image, ship records, confirmReceipt, fiat income; 1021 meanwhile', async () => {
    const seller = await person(s, 'Route seller');
    const buyer = await person(s, 'Route buyer');
    const stranger = await person(s, 'Route stranger');
    const productId = await itemOf(s, seller, { sourceType: 'PHYSICAL', quantity: 5, stock: 5 });
    const { orderId, lineId } = await paidOrder(s, {
      seller,
      buyer,
      productId,
      currency: 'HKD',
      total: 20_000n,
    });

    // An order in progress holds the item: it cannot be taken off shelf (spec §8 1021).
    const offSale = () =>
      s.request('POST', '/api/products/off-sale', { session: seller, form: { id: productId } });
    expect((await offSale()).meta.code).toBe(Code.OFF_SHELF_ORDER_IN_PROGRESS);

    const fields = {
      orderId,
      logisticsCompany: 'Kerry',
      waybillNumber: 'KE-778899',
      deliveryTime: '2026-11-25T09:30:00.000Z',
    };
    expect((await postMultipart(s, '/api/orders/deliver', fields, stranger)).meta.code).toBe(Code.NOT_FOUND);
    const bad = await postMultipart(s, '/api/orders/deliver', { ...fields, txHash: 'abc' }, seller);
    expect(bad.meta.code).toBe(Code.VALIDATION_FAILED);
    const res = await postMultipart(
      s,
      '/api/orders/deliver',
      { ...fields, receiptImage: await receipt() },
      seller,
    );
    expect(res.meta.code).toBe(200);
    expect(res.data).toMatchObject({
      id: orderId,
      status: 'DELIVERY',
      viewerRole: 'SELLER',
      logisticsCompany: 'Kerry',
      waybillNumber: 'KE-778899',
      deliveryTime: fields.deliveryTime,
    });
    expect(res.data.receiptImage).toMatch(/^\/files\/uploads\/.+\.(png|jpe?g|webp)$/);

    const records = await s.request('GET', '/api/orders/ship-records', {
      session: buyer,
      query: { orderId },
    });
    expect(records.data).toEqual([
      {
        lineId,
        kind: 'PHYSICAL',
        fulfilment: 'SHIPPED',
        logisticsCompany: 'Kerry',
        waybillNumber: 'KE-778899',
        txHash: null,
        deliveryTime: fields.deliveryTime,
        receiptImage: res.data.receiptImage,
      },
    ]);
    const foreign = await s.request('GET', '/api/orders/ship-records', {
      session: stranger,
      query: { orderId },
    });
    expect(foreign.meta.code).toBe(Code.NOT_FOUND);

    const confirm = (session: typeof buyer) =>
      s.request('POST', '/api/orders/confirm', { session, form: { orderId } });
    expect((await confirm(stranger)).meta.code).toBe(Code.NOT_FOUND);
    expect((await confirm(seller)).meta.code).toBe(Code.NOT_FOUND);
    const done = await confirm(buyer);
    expect(done.data).toMatchObject({ status: 'FINISHED', viewerRole: 'BUYER', salesAmount: '19500' });
    expect(done.data.lines[0]).toMatchObject({ fulfilment: 'DELIVERED', trackingNumber: 'KE-778899' });
    expect((await confirm(buyer)).meta.code).toBe(Code.ORDER_STATE_INVALID);

    const income = await s.request('GET', '/api/income/fiat', { session: seller });
    expect(income.data).toMatchObject({ currency: 'HKD', balance: '19500' });
    expect(income.data.entries).toMatchObject([{ reason: 'SALE', amount: '19500', refId: orderId }]);
    const [numbered] = await s.deps.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(income.data.entries[0].orderNumber).toBe(numbered!.number);
    expect((await s.request('GET', '/api/income/fiat', { session: buyer })).data.balance).toBe('0');

    // Finished: nothing holds the item any more.
    expect((await offSale()).meta.code).toBe(200);
  });

  it('prepareNftDelivery and markDelivered answer 404 to anyone but the seller', async () => {
    const seller = await person(s, 'NFT seller');
    const buyer = await person(s, 'NFT buyer');
    const productId = await itemOf(s, seller);
    const { orderId, lineId } = await paidOrder(s, { seller, buyer, productId, total: 10n ** 18n });
    const prepare = (session: typeof buyer) =>
      s.request('GET', '/api/orders/deliver/prepare', { session, query: { orderId, lineId } });
    expect((await prepare(buyer)).meta.code).toBe(Code.NOT_FOUND);
    const hash = `0x${'12'.repeat(32)}`;
    const mark = await postMultipart(s, '/api/orders/deliver', { orderId, lineId, txHash: hash }, buyer);
    expect(mark.meta.code).toBe(Code.NOT_FOUND);
    expect((await s.request('GET', '/api/income/fiat')).meta.code).toBe(Code.UNAUTHORIZED);
  });

  it('refuses to ship an unpaid order (4601) before storing its receipt image', async () => {
    const seller = await person(s, 'Unpaid seller');
    const buyer = await person(s, 'Unpaid buyer');
    const productId = await itemOf(s, seller, { sourceType: 'PHYSICAL', quantity: 5, stock: 5 });
    const { orderId } = await paidOrder(s, { seller, buyer, productId, currency: 'HKD', total: 2000n });
    await s.deps.db
      .update(orders)
      .set({ label: 'NEW', paymentState: 'NONE', paidAmount: '0' })
      .where(eq(orders.id, orderId));
    const res = await postMultipart(
      s,
      '/api/orders/deliver',
      {
        orderId,
        logisticsCompany: 'Kerry',
        waybillNumber: 'KE-1',
        deliveryTime: '2026-11-25',
        receiptImage: await receipt(),
      },
      seller,
    );
    expect(res.meta.code).toBe(Code.ORDER_STATE_INVALID);
    expect(await s.deps.db.select().from(files).where(eq(files.ownerId, seller.memberId))).toEqual([]);
  });
});
