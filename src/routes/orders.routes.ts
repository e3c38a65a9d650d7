import * as v from 'valibot';
import { AUTH, id, r } from './route-spec';

/** Orders and their payment: checkout, each payment method's pages and the buyer's orders (spec §2). */
export const ordersRoutes = [
  r('payment', () => import('./screens/payment'), {
    ...AUTH,
    catalogs: ['checkout', 'coins'],
    search: v.object({
      orderId: v.optional(v.string()),
      wallet: v.optional(v.string()),
      code: v.optional(v.string()),
      method: v.optional(v.string()),
    }),
  }),
  r('paymentSuccess', () => import('./screens/payment-success'), {
    catalogs: ['checkout'],
    search: v.object({ orderId: v.optional(v.string()) }),
  }),
  r('paymentFail', () => import('./screens/payment-fail'), {
    catalogs: ['checkout'],
    search: v.object({
      orderId: v.optional(v.string()),
      code: v.optional(v.string()),
      // The hash's search is parsed as plain strings (router.tsx), so the flag comes back as "true".
      refunded: v.optional(
        v.pipe(
          v.union([v.boolean(), v.picklist(['true', 'false'])]),
          v.transform((x) => x === true || x === 'true'),
        ),
      ),
    }),
  }),
  r('paymentMsg', () => import('./screens/payment-msg'), {
    catalogs: ['checkout'],
    search: v.object({ orderId: v.optional(v.string()), code: v.optional(v.string()) }),
  }),
  r('preOrder', () => import('./screens/pre-order'), { ...AUTH, catalogs: ['orders'] }),
  r('orders', () => import('./screens/orders'), { ...AUTH, catalogs: ['orders'] }),
  r('step1', () => import('./screens/step1'), {
    ...AUTH,
    catalogs: ['checkout'],
    search: v.object({
      productId: v.optional(v.string()),
      quantity: v.optional(v.string()),
      wallet: v.optional(v.string()),
      cart: v.optional(v.string()),
      sellerId: v.optional(v.string()),
      spec: v.optional(v.string()),
    }),
  }),
  r('pmsorder', () => import('./screens/pmsorder'), { ...AUTH, catalogs: ['orders'] }),
  r('orderDetail', () => import('./screens/order-detail'), { ...AUTH, search: id, catalogs: ['orders'] }),
  // Stripe: the Payment Element, or the sandbox playing Stripe's test mode; the buyer's own session.
  // Not login-gated in the route table (spec §2's list): the buyer arrives logged in from the checkout, and a
  // stale link meets the API's 401, which leads to login and back.
  r('stripe', () => import('./screens/stripe'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  // Spiral's hosted payment page: the sandbox's hosted page, or the buyer's return (`&return=1`).
  r('spiral', () => import('./screens/spiral'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()), return: v.optional(v.string()) }),
  }),
  r('checkpay', () => import('./screens/checkpay'), {
    catalogs: ['checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  r('myOrders', () => import('./screens/my-orders'), { ...AUTH, catalogs: ['orders'] }),
  // The sandbox card processor's hosted page: plays a card processor's test mode.
  r('sandboxCard', () => import('./screens/sandbox-card'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  // BYON pay by QR: the payer page a scanned QR opens (the sandbox's; no login, its token is the proof).
  r('byonx', () => import('./screens/byonx'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()), t: v.optional(v.string()) }),
  }),
  // The buyer's QR (not on the spec's login list: getQrPayment's 401 takes a signed-out visitor to login).
  r('byon', () => import('./screens/byon'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  // Mastercard hosted checkout: the buyer's payment, the sandbox gateway's hosted card page, and the
  // return page that has the server verify the result at the gateway before showing success.
  r('masterCard', () => import('./screens/master-card'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  r('masterDetail', () => import('./screens/master-detail'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  r('masterSuccess', () => import('./screens/master-success'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
];
