import type { OrderLabel } from '@machines/order-status';
import type { Order, OrderEventEntry } from '@schemas/orders';

export const ORDER_ID = '11111111-1111-4111-8111-111111111111';
export const LINE_ID = '22222222-2222-4222-8222-222222222222';
export const TX = `0x${'ab'.repeat(32)}`;

/** An order as getOrder answers it, HK$ priced, one physical line; `o` overrides any field. */
export function order(o: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 'NO20261125000001',
    title: 'Harbour mug',
    status: 'NEW',
    cod: false,
    state: 'OPEN',
    paymentState: 'NONE',
    fulfilment: 'UNFULFILLED',
    viewerRole: 'BUYER',
    time: '2026-11-25T08:00:00.000Z',
    expiresAt: '2026-11-25T08:30:00.000Z',
    paidDate: null,
    paymentMethod: null,
    paidAmount: '0',
    price: {
      currency: 'HKD',
      itemPrice: '12000',
      discount: '0',
      vipDiscount: '0',
      promotionDiscount: '1000',
      promotionCode: 'HARBOUR10',
      additional: '0',
      shippingCost: '3000',
      totalAmount: '14000',
      lines: [
        { kind: 'ITEMS', amount: '12000', detail: null },
        { kind: 'PROMOTION', amount: '-1000', detail: 'HARBOUR10' },
        { kind: 'SHIPPING', amount: '3000', detail: 'DLV' },
        { kind: 'TOTAL', amount: '14000', detail: null },
      ],
      perLine: [{ unitPrice: '6000', discount: '1000', total: '11000' }],
    },
    salesAmount: '13650',
    buyer: { id: 'b1', name: 'Betty Buyer' },
    seller: { id: 's1', name: 'Sam Seller' },
    buyerRemark: 'Ring twice',
    buyerName: 'Betty Chan',
    buyerMobile: '+852 91234567',
    buyerEmail: 'betty@example.com',
    buyerAddress: '1 Harbour Road',
    receipt: 'Betty Chan',
    buyerWalletAddress: null,
    sellerWalletAddress: null,
    deliveryType: 'DLV',
    receiverName: 'Betty Chan',
    receiverPhone: '91234567',
    receiverEmail: 'betty@example.com',
    receiverAddress: '1 Harbour Road, Wan Chai',
    pickupPoint: null,
    logisticsCompany: null,
    waybillNumber: null,
    deliveryTime: null,
    receiptImage: null,
    txHash: null,
    lines: [
      {
        id: LINE_ID,
        productId: '33333333-3333-4333-8333-333333333333',
        name: 'Harbour mug',
        image: '',
        kind: 'PHYSICAL',
        quantity: 2,
        unitPrice: '6000',
        discount: '1000',
        total: '11000',
        spec: { COLOR: 'Blue' },
        blockchain: null,
        contractAddress: null,
        contractType: null,
        tokenId: null,
        fulfilment: 'UNFULFILLED',
        trackingNumber: null,
      },
    ],
    ...o,
  };
}

/** A timeline entry; `machineEvent` defaults to the event with its role. */
export function entry(
  seq: number,
  event: string,
  by: string,
  from: OrderLabel | null,
  to: OrderLabel,
  extra: Partial<OrderEventEntry> = {},
): OrderEventEntry {
  return {
    seq,
    event,
    actorRole: by,
    actorId: null,
    from,
    to,
    reason: '',
    cause: {},
    currency: 'HKD',
    machineEvent: { type: event, by },
    at: `2026-11-25T08:0${seq}:00.000Z`,
    ...extra,
  };
}

/** A paid-and-shipped history: create, card payment, waybill. */
export const SHIPPED_HISTORY = [
  entry(1, 'order.create', 'BUYER', null, 'NEW'),
  entry(2, 'order.paid', 'PROVIDER', 'NEW', 'FULLPAID', {
    machineEvent: { type: 'order.paid', by: 'PROVIDER', paymentState: 'FULL' },
    cause: { providerRef: 'card_ref_1', amount: '14000', method: 'SANDBOX_CARD' },
  }),
  entry(3, 'order.ship', 'SELLER', 'FULLPAID', 'DELIVERY', {
    machineEvent: { type: 'order.ship', by: 'SELLER', allShipped: true },
    reason: 'parcel_shipped',
    cause: {
      lines: 'Harbour print',
      waybill: 'SF123',
      deliveryTime: '2026-11-25T08:03:00.000Z',
      receiptImage: '/files/receipt.png',
    },
  }),
];

export const summary = (i: number, o: Partial<{ status: OrderLabel; cod: boolean }> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  number: `NO0000${i}`,
  title: `Order item ${i}`,
  image: '',
  status: 'NEW' as OrderLabel,
  cod: false,
  time: '2026-11-25T08:00:00.000Z',
  totalAmount: '14000',
  currency: 'HKD' as const,
  counterpart: { id: 'c', name: 'Sam Seller' },
  ...o,
});
