import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';
import type { CodeName } from '../schemas/codes';
import { envelopeOf } from '../schemas/envelope';
import { schemaOptions } from './openapi-schema';

/** The document's tags, each with what an integrator finds under it (declared in /api/openapi.json). */
export const TAGS = {
  catalogue: 'Items, collections, creators, search, rankings and favourites; creating and editing them.',
  content: 'Dictionary, FAQ, blog, newsletter and usage events.',
  members: 'Sign-up, login (password, one-time codes, Google), captcha, language and contact.',
  account: 'Login settings, profile and the exchange-token login of the QR mini page.',
  files: 'Uploads of images, video, audio and 3D models.',
  wallet: 'Wallets, balances, withdrawals, transfers, minting, e-forms and income payouts.',
  orders: 'Checkout, orders, delivery and the order timeline.',
  delivery: 'Delivery types, pickup points and saved addresses.',
  shop: 'Physical goods: shop lists, cart and pre-orders.',
  promotions: "Sellers' promotion codes.",
  merchants: 'Merchant registration and its review by operators, merchant plans and the super admin tools.',
  loyalty:
    'E-coupons and membership cards: issuing, collecting, redeeming, activating and transferring them.',
  auctions: 'English auctions: starting one, bids held from the balance, the bid history and cancelling.',
  campaigns: 'Event pages: campaigns a visitor joins to receive a reward, and passing that reward on.',
  tickets:
    "Ticketed events: a merchant's events and their ticket tiers, the tickets a member holds, their codes and transfers, and the door: its staff, door kits, the sync of offline scans and the check-ins.",
  payments: 'Payment sessions, provider callbacks, refunds and the sandbox providers.',
  platform: 'What this server runs (sandbox providers).',
  dev: 'Development aids that exist only while sandboxes are allowed.',
} as const;
export type Tag = keyof typeof TAGS;

/**
 * Header schemes of provider callbacks: each carries its provider's own signature instead of the app's
 * (DESIGN §4). `null`: a browser redirect with nothing to sign.
 */
export const PROVIDER_SCHEMES = {
  stripeSignature: 'Stripe-Signature',
  mastercardSecret: 'X-Notification-Secret',
  byonSignature: 'X-Byon-Signature',
  spiralSignature: 'X-Spiral-Signature',
  cardSignature: 'X-Payment-Signature',
  walletSignature: 'X-Provider-Signature',
  browserRedirect: null,
} as const;
export type ProviderScheme = keyof typeof PROVIDER_SCHEMES;

/** What operation() records for server/http/openapi.ts to turn into security, answers and prose. */
export type OperationDoc = {
  tags: readonly [Tag];
  /** One line: what the call does. */
  summary: string;
  /** What it does and when to call it; who may call and the codes are appended from the fields below. */
  description: string;
  /** The codes this operation answers besides the automatic ones (signature, validation, login, 429). */
  codes?: CodeName[];
  /** Who may call it beyond "anyone" or "a logged-in member" (derived from requireMember). */
  who?: string;
  /** A session is read when sent (the answer is then caller-relative) but not required. */
  session?: 'optional';
  /** A provider callback or browser redirect: not signed by the app (isUnsignedPath). */
  provider?: ProviderScheme;
  /** The call answers with this redirect (302) instead of the JSON envelope. */
  redirect?: string;
  /** Media types besides the JSON envelope, e.g. a CSV download. */
  alsoAnswers?: Record<string, string>;
};

/** The extension key operation() stores its doc under; openapi.ts reads and removes it. */
export const DOC_KEY = 'x-marketplace-doc';

/**
 * Documents an operation for /api/openapi.json: its spec call name as operationId, the envelope of its 200
 * answer and its OperationDoc. Security, 4xx answers and the who-may-call and codes lines are derived from
 * it and from the route's middleware by server/http/openapi.ts, so each router documents a call compactly.
 */
export function operation(operationId: string, data: v.GenericSchema, doc: OperationDoc) {
  const json = { schema: resolver(envelopeOf(data), schemaOptions('output')) };
  const extra = Object.fromEntries(
    Object.entries(doc.alsoAnswers ?? {}).map(([media, description]) => [
      media,
      { schema: { type: 'string', description } },
    ]),
  );
  return describeRoute({
    operationId,
    tags: [...doc.tags],
    summary: doc.summary,
    description: doc.description,
    ...{ [DOC_KEY]: doc },
    responses: doc.redirect
      ? { 302: { description: doc.redirect } }
      : { 200: { description: 'OK', content: { 'application/json': json, ...extra } } },
  });
}
