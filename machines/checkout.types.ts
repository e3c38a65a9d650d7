/**
 * The checkout's words (steps 1 and 2): what each machine holds and is told, the codes it treats specially, and
 * the pure rules the pages share with the machines (what is left to pay, whether a part can be paid). Kept
 * apart from the machines so a page that needs a type or a rule does not read a machine's whole definition.
 */
import type {
  DeliveryType,
  Order,
  OrderCheck,
  OrderCurrency,
  OrderLineInput,
  PriceBreakdown,
} from '@schemas/orders';
import type { PaymentMethod, PaymentMethodOption, PaymentStarted } from '@schemas/payments';
import { errorCodeOf, type FieldIssue } from './error-code';

/** The refusal an effect carries when there was no answer (spec §8 default). */
export const CHECKOUT_DEFAULT_CODE = 9000;
export const codeOfError = (error: unknown): number => errorCodeOf(error, CHECKOUT_DEFAULT_CODE);

/** Codes the checkout treats specially (server/schemas/codes.ts). */
export const CHECKOUT_CODES = {
  EXPIRED: 1006,
  DECLINED: 1004,
  CARD_EXPIRED: 1009,
  /** The browser wallet refused (the buyer rejected the transaction): EIP-1193 4001. */
  WALLET_REJECTED: 4001,
  /** No browser wallet was found on the page (Code.NO_WALLET). */
  NO_WALLET: 4407,
} as const;

/** The wallet of the item page's choice (spec §2 "buy with wallet choice"). */
export const BUY_WALLETS = ['METAMASK', 'OKX', 'BINANCE', 'CUSTODIAL'] as const;
export type BuyWallet = (typeof BUY_WALLETS)[number];
/** Where a crypto payment comes from: the member's custodial wallet (the server sends it) or a browser wallet. */
export type PaySource = 'OWN' | 'BROWSER';

/** The custodial choice pays from the member's own wallet; any browser wallet sends from the browser. */
export const sourceOf = (wallet: BuyWallet | null): PaySource =>
  wallet && wallet !== 'CUSTODIAL' ? 'BROWSER' : 'OWN';

/** What step 1 checks: the lines, the currency and the chosen wallet. */
export type CheckoutRequest = {
  lines: OrderLineInput[];
  currency: OrderCurrency;
  wallet: BuyWallet | null;
  /** One key per checkout: a repeated submit answers the same order (createOrder's requestKey). */
  requestKey: string;
  /** Checked out from the cart: the order takes its lines out of the cart. */
  fromCart?: boolean;
};
export type CheckInput = {
  lines: OrderLineInput[];
  currency: OrderCurrency;
  deliveryType: DeliveryType | null;
  promoCode: string;
  /** One of the buyer's coupons as the order's voucher; '' for none. One voucher per order. */
  couponId: string;
};
/** The buyer-info and delivery fields of the form, already validated with the server's schemas. */
export type OrderFields = Record<string, string>;
export type CreateInput = CheckInput & { fields: OrderFields; requestKey: string; fromCart?: boolean };

export type CheckoutContext = {
  request: CheckoutRequest | null;
  check: OrderCheck | null;
  deliveryType: DeliveryType | null;
  /** The promotion code in force (accepted by applyPromotionCode) and the price it gives. */
  promoCode: string;
  promoPrice: PriceBreakdown | null;
  /** Why the last promotion code was refused (1013, 8102, 8105, 8106, 8201, 404). */
  promoError: number | null;
  /** The coupon in force (its price is the check's) and why the last one chosen was refused (1013, 4702…). */
  couponId: string;
  couponError: number | null;
  /** The coupon being priced (applyingCoupon), in force once the check answers. */
  couponChoice: string;
  order: Order | null;
  /** The last refusal and the step it happened at. */
  code: number | null;
  failedAt: 'check' | 'submit' | null;
  /** The fields the server refused at submit (4200), for the form to mark. */
  issues: FieldIssue[];
};

export type CheckoutEvent =
  | ({ type: 'checkout.start' } & CheckoutRequest)
  | { type: 'checkout.retry' }
  | { type: 'checkout.delivery'; deliveryType: DeliveryType }
  | { type: 'checkout.currency'; currency: OrderCurrency }
  | { type: 'checkout.promo.apply'; code: string }
  | { type: 'checkout.promo.remove' }
  | { type: 'checkout.coupon.choose'; couponId: string }
  | { type: 'checkout.submit'; fields: OrderFields };

/** GET /api/payments/methods: one entry per method the merchant offers, with its minimum and why not. */
export type { PaymentMethod, PaymentMethodOption, PaymentStarted };
/** `amount` (minor units) pays part of what is left; without it, all of it. */
export type PaymentInput = { orderId: string; method: PaymentMethod; source: PaySource; amount?: string };

export type PaymentContext = {
  order: Order | null;
  methods: PaymentMethodOption[];
  method: PaymentMethod | null;
  source: PaySource;
  /** The browser wallet to send from when `source` is BROWSER (MetaMask, Binance, OKX); null: the first found. */
  wallet: BuyWallet | null;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  /** "Pay part now": the part in minor units ('' while not a whole number), null = all that is left. */
  part: string | null;
  payment: PaymentStarted | null;
  txHash: string | null;
  /** The last refusal and the step it happened at. */
  code: number | null;
  failedAt: 'load' | 'pay' | null;
};

export type PaymentEvent =
  | {
      type: 'checkout.resume';
      orderId: string;
      wallet: BuyWallet | null;
      code: number | null;
      /** Preselected when the merchant offers it and it can pay (paymentFail → Try again). */
      method?: PaymentMethod | null;
    }
  | { type: 'checkout.retry' }
  | { type: 'checkout.method'; method: PaymentMethod }
  /** Where crypto is paid from: the marketplace wallet, or a browser wallet (which one, when chosen). */
  | { type: 'checkout.source'; source: PaySource; wallet?: BuyWallet | null }
  | { type: 'checkout.terms'; accepted: boolean }
  | { type: 'checkout.privacy'; accepted: boolean }
  | { type: 'checkout.part'; amount: string | null }
  | { type: 'checkout.pay' }
  /** Pay from the marketplace wallet, asked first: confirmed, or taken back. */
  | { type: 'checkout.confirm' }
  | { type: 'checkout.dismiss' }
  | { type: 'checkout.expire' }
  /** Another tender (coins) paid part of the order: read it again for what is left. */
  | { type: 'checkout.reload' };

/** What is left to pay of the order, in minor units. */
export const restOf = (order: Pick<Order, 'price' | 'paidAmount'>): bigint =>
  BigInt(order.price.totalAmount) - BigInt(order.paidAmount || '0');

/**
 * Why a part cannot be paid with this method (null: it can): 'format' (not a whole number of minor units),
 * 'minimum' (below the method's minimum), 'rest' (more than is left). Null `part` pays all that is left.
 */
export function partProblem(
  c: Pick<PaymentContext, 'order' | 'methods' | 'method' | 'part'>,
): 'format' | 'minimum' | 'rest' | null {
  if (c.part === null) return null;
  if (!/^\d{1,30}$/.test(c.part) || BigInt(c.part) === 0n) return 'format';
  const minimum = c.methods.find((m) => m.method === c.method)?.minimum ?? '1';
  if (BigInt(c.part) < BigInt(minimum)) return 'minimum';
  if (c.order && BigInt(c.part) > restOf(c.order)) return 'rest';
  return null;
}
