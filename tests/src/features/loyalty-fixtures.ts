import type { CardSummary } from '@schemas/cards';
import type { CouponBatch, MyCoupon } from '@schemas/coupons';

/** Membership cards and coupons as the API answers them, for the card and coupon screen tests. */
export const CARD: CardSummary = {
  id: '33333333-3333-4333-8333-333333333333',
  number: 'DEMOCOUPON-00000007',
  tokenId: '7',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  blockchain: 'ETHEREUM',
  name: 'Harbour Bean Club',
  issuer: 'Harbour Bean Café',
  mcId: 'DEMOCOUPON',
  tier: { code: 'T1', name: 'Silver', vipDiscountBp: 500 },
  state: 'CLAIMED',
  expired: false,
  transferable: false,
  issueDate: '2026-01-01T00:00:00.000Z',
  expiryDate: '2027-01-01T00:00:00.000Z',
  activation: { state: 'NONE', requestedAt: null, readyAt: null, activatedAt: null },
};

export const BATCH: CouponBatch = {
  id: '44444444-4444-4444-8444-444444444444',
  tokenId: '3',
  mcId: 'DEMOCOUPON',
  merchantName: 'Harbour Bean Café',
  sellerId: '55555555-5555-4555-8555-555555555555',
  name: 'Welcome HK$20 off',
  description: '',
  method: 'FIXPRICE',
  currency: 'HKD',
  value: '2000',
  percentBp: 0,
  isForAll: true,
  productIds: [],
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2030-01-01T00:00:00.000Z',
  quantity: 100,
  remaining: 99,
  perMemberLimit: 1,
  price: null,
  blockchain: 'ETHEREUM',
  contractAddress: null,
  collected: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const coupon = (id: string, state: MyCoupon['state'], batch: CouponBatch = BATCH): MyCoupon => ({
  id,
  batch,
  state,
  chain: 'MINTED',
  orderId: null,
  issueTxHash: null,
  burnTxHash: null,
  usedAt: null,
  collectedAt: '2026-01-02T00:00:00.000Z',
});
