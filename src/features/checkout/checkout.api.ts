import type { Address, DeliveryTypeInfo, PickupPoint } from '@schemas/delivery';
import { flattenForm } from '@schemas/form';
import type { Order, OrderCheck, PriceBreakdown } from '@schemas/orders';
import type { MyCoupon } from '@schemas/coupons';
import type { Cart } from '@schemas/shop';
import type { Blockchain, WalletCoins } from '@schemas/wallets';
import type { CheckInput, CreateInput } from '@machines/checkout.types';
import type { PaymentInput, PaymentMethodOption, PaymentStarted } from '@machines/checkout.types';
import { api } from '@/lib/api';
import type * as v from 'valibot';
import type { PaymentCheck as PaymentCheckSchema } from '@schemas/payments';

type Opts = { signal?: AbortSignal };

export type PaymentCheck = v.InferOutput<typeof PaymentCheckSchema>;

/** The check's fields: lines as bracketed fields, the delivery type and promotion code only when set. */
const checkFields = (i: CheckInput) => ({
  ...flattenForm({ lines: i.lines }),
  currency: i.currency,
  deliveryType: i.deliveryType ?? undefined,
  promoCode: i.promoCode || undefined,
  couponId: i.couponId || undefined,
});

/** The checkout's calls (orders, payments, delivery, cart). */
export const checkoutApi = {
  checkOrder: (i: CheckInput, o: Opts = {}) => api.post<OrderCheck>('/api/orders/check', checkFields(i), o),
  applyPromotionCode: (i: CheckInput, o: Opts = {}) =>
    api.post<PriceBreakdown>('/api/promotions/apply', checkFields(i), o),
  createOrder: (i: CreateInput, o: Opts = {}) =>
    api.post<Order>(
      '/api/orders',
      { ...checkFields(i), ...i.fields, requestKey: i.requestKey, ...(i.fromCart ? { fromCart: '1' } : {}) },
      o,
    ),
  getOrder: (orderId: string, o: Opts = {}) => api.get<Order>('/api/orders/detail', { orderId }, o),
  paymentMethods: (orderId: string, o: Opts = {}) =>
    api.get<PaymentMethodOption[]>('/api/payments/methods', { orderId }, o),
  createPayment: (i: PaymentInput, o: Opts = {}) =>
    api.post<PaymentStarted>(
      '/api/payments',
      {
        orderId: i.orderId,
        method: i.method,
        ...(i.amount !== undefined ? { amount: i.amount } : {}),
        ...(i.method === 'CRYPTO' ? { wallet: i.source } : {}),
      },
      o,
    ),
  submitCryptoPayment: (ref: string, txHash: string, o: Opts = {}) =>
    api.post<PaymentCheck>('/api/payments/crypto/submit', { ref, txHash }, o),
  checkPayment: (ref: string, o: Opts = {}) => api.get<PaymentCheck>('/api/payments/check', { ref }, o),
  deliveryTypes: (o: Opts = {}) => api.get<DeliveryTypeInfo[]>('/api/delivery-types', {}, o),
  pickupPoints: (type: 'BRH' | 'BOX', o: Opts = {}) =>
    api.get<PickupPoint[]>('/api/pickup-points', { type }, o),
  addresses: (o: Opts = {}) => api.get<Address[]>('/api/addresses', {}, o),
  saveAddress: (a: Omit<Address, 'id' | 'isDefault'> & { isDefault?: boolean }, o: Opts = {}) =>
    api.post<Address>('/api/addresses', { ...a, isDefault: a.isDefault ? 'true' : 'false' }, o),
  cart: (o: Opts = {}) => api.get<Cart>('/api/cart', {}, o),
  /** The buyer's coupons usable now: the checkout offers those of this order's seller. */
  availableCoupons: (o: Opts = {}) =>
    api.get<{ items: MyCoupon[] }>('/api/coupons/mine', { state: 'AVAILABLE' }, o),
  /** getWalletCoins: what the marketplace wallet holds on a chain (a crypto payment from it spends these). */
  walletCoins: (blockchain: Blockchain, o: Opts = {}) =>
    api.get<WalletCoins>('/api/wallet/coins', { blockchain }, o),
};
