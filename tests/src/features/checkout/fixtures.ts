import type { Order, OrderCheck, OrderLine, PriceBreakdown } from '@schemas/orders';

export const ME = '11111111-1111-4111-8111-111111111111';
export const PRODUCT = '0b6f1c1e-4b7a-4d57-9a8e-2f1e6d1b9a01';
export const ORDER = '7a0c4a36-8f43-4d38-9a59-3f0b8a0d2c22';
export const POINT = '3c0c4a36-8f43-4d38-9a59-3f0b8a0d2c33';

export const PATHS = {
  check: '/api/orders/check',
  create: '/api/orders',
  apply: '/api/promotions/apply',
  order: '/api/orders/detail',
  methods: '/api/payments/methods',
  pay: '/api/payments',
  checkPay: '/api/payments/check',
  addresses: '/api/addresses',
  points: '/api/pickup-points',
  types: '/api/delivery-types',
  cart: '/api/cart',
  session: '/api/sandbox/card/session',
  cardPay: '/api/sandbox/card/pay',
  challenge: '/api/sandbox/card/challenge',
} as const;

export const price = (over: Partial<PriceBreakdown> = {}): PriceBreakdown => ({
  currency: 'HKD',
  itemPrice: '195000',
  discount: '0',
  vipDiscount: '0',
  promotionDiscount: '0',
  promotionCode: null,
  additional: '0',
  shippingCost: '0',
  totalAmount: '195000',
  lines: [
    { kind: 'ITEMS', amount: '195000', detail: null },
    { kind: 'TOTAL', amount: '195000', detail: null },
  ],
  perLine: [{ unitPrice: '195000', discount: '0', total: '195000' }],
  ...over,
});

export const line = (over: Partial<OrderLine> = {}): OrderLine => ({
  id: '',
  productId: PRODUCT,
  name: 'Harbour Dusk',
  image: '/files/x.png',
  kind: 'SELF',
  quantity: 1,
  unitPrice: '195000',
  discount: '0',
  total: '195000',
  spec: {},
  blockchain: 'ETHEREUM',
  contractAddress: null,
  contractType: 'ERC721',
  tokenId: '1',
  fulfilment: 'UNFULFILLED',
  trackingNumber: null,
  ...over,
});

export const orderCheck = (over: Partial<OrderCheck> = {}): OrderCheck => ({
  sellerId: 's1',
  lines: [line()],
  price: price(),
  deliveryTypes: ['NONE'],
  deliveryType: 'NONE',
  codAllowed: false,
  currencies: ['HKD'],
  ...over,
});

export const order = (over: Partial<Order> = {}): Order =>
  ({
    id: ORDER,
    number: 'NO20261125001',
    title: 'Harbour Dusk',
    status: 'NEW',
    cod: false,
    state: 'OPEN',
    paymentState: 'NONE',
    fulfilment: 'UNFULFILLED',
    viewerRole: 'BUYER',
    time: '2026-11-25T08:00:00Z',
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    paidDate: null,
    paymentMethod: null,
    paidAmount: '0',
    price: price(),
    salesAmount: '0',
    lines: [line({ id: 'l1' })],
    ...over,
  }) as Order;

export const methods = [
  { method: 'SANDBOX_CARD', available: true, code: null, minimum: '780', currencies: ['HKD'] },
  {
    method: 'CRYPTO',
    available: false,
    code: 4605,
    minimum: '10000000000000000',
    currencies: ['ETH', 'MATIC'],
  },
];
