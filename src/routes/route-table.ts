import * as v from 'valibot';
import type { CampaignRoute } from '@schemas/campaigns';
import type { RouteModule } from './route-module';

/**
 * Every route of spec §2 in one table: path, login requirement, cache policy and screen.
 * `keep` pages hold their data and scroll position when revisited; `reload` pages always fetch anew.
 * `screen: 'comingSoon'` marks routes whose screens belong to later issues (tests/src/routes lists them).
 */
/** A route's search schema: valibot's, which TanStack Router takes as a Standard Schema validator. */
export type SearchSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * One route of the table. `N` and `S` keep the route's own name and search schema, so the router's route tree
 * (router.tsx) knows each path and its search types.
 */
export type RouteSpec<
  N extends string = string,
  S extends SearchSchema | undefined = SearchSchema | undefined,
> = {
  name: N;
  path: `/${N}`;
  auth: boolean;
  /** Creation permission (spec §2): the member needs this tag where the check is enabled. */
  permission?: 'CREATE';
  cache: 'keep' | 'reload';
  search: S;
  /** Search values equal to these are left out of the URL. */
  searchDefaults?: Record<string, string>;
  screen: (() => Promise<RouteModule>) | 'comingSoon';
  /** Feature catalogs (lingui.config.ts) the screen shows, loaded with its chunk (tests/src/routes checks them). */
  catalogs?: readonly string[];
};
type RouteOptions = Partial<Pick<RouteSpec, 'auth' | 'permission' | 'cache' | 'searchDefaults' | 'catalogs'>>;

const id = v.object({ id: v.optional(v.string()) });
const keyword = v.object({ keyword: v.optional(v.string()) });
const loginSearch = v.object({
  redirect: v.optional(v.string()),
  /** Back from Google: a one-time ticket, or the refusal code (server/oidc/google.ts). */
  oidc: v.optional(v.string()),
  oidc_error: v.optional(v.string()),
});

/** Explore filters: kind of item, chain, currency, price range and sort (spec §2 explore). */
export const ExploreSearch = v.object({
  type: v.optional(v.picklist(['ALL', 'SELF', 'NON', 'PHYSICAL']), 'ALL'),
  chain: v.optional(v.picklist(['ALL', 'ETHEREUM', 'POLYGON']), 'ALL'),
  curr: v.optional(v.picklist(['ALL', 'ETH', 'MATIC', 'SOL']), 'ALL'),
  min: v.optional(v.string()),
  max: v.optional(v.string()),
  sort: v.optional(v.picklist(['newest', 'price_asc', 'price_desc', 'popular']), 'newest'),
  market: v.optional(v.picklist(['ALL', 'primary', 'secondary']), 'ALL'),
  // One value arrives as a string, several as a list; the feature drops malformed values.
  prop: v.optional(v.union([v.string(), v.array(v.string())])),
});
const collectionId = v.object({ collectionId: v.optional(v.string()) });

function r<const N extends string, S extends SearchSchema>(
  name: N,
  screen: RouteSpec['screen'],
  o: RouteOptions & { search: S },
): RouteSpec<N, S>;
function r<const N extends string>(
  name: N,
  screen: RouteSpec['screen'],
  o?: RouteOptions,
): RouteSpec<N, undefined>;
function r(
  name: string,
  screen: RouteSpec['screen'],
  o: RouteOptions & { search?: SearchSchema } = {},
): RouteSpec {
  return { name, path: `/${name}`, auth: false, cache: 'reload', screen, search: undefined, ...o };
}
const AUTH = { auth: true } as const;
const KEEP = { cache: 'keep' } as const;
/** Spec §2 event pages: one screen module, each route showing its own campaign. */
const campaign = (route: CampaignRoute) => import('./screens/campaign').then((m) => m.campaignScreen(route));
const CAMPAIGN = { catalogs: ['campaigns', 'members'] } as const;

export const routeTable = [
  r('home', () => import('./screens/home'), { ...KEEP, catalogs: ['catalog'] }),
  r('artaverse', () => import('./screens/artaverse'), {
    ...KEEP,
    catalogs: ['showcase'],
    search: v.object({ collectionId: v.optional(v.string()), mcId: v.optional(v.string()) }),
  }),
  r('explore', () => import('./screens/explore'), {
    catalogs: ['catalog'],
    ...KEEP,
    search: ExploreSearch,
    searchDefaults: { type: 'ALL', chain: 'ALL', curr: 'ALL', sort: 'newest', market: 'ALL' },
  }),
  r('collections', () => import('./screens/collections'), { ...KEEP, catalogs: ['catalog', 'collections'] }),
  r('profile', () => import('./screens/profile'), { catalogs: ['members'], ...AUTH, ...KEEP }),
  r('mycollect', () => import('./screens/mycollect'), { ...KEEP, catalogs: ['catalog', 'collections'] }),
  r('createcollect', () => import('./screens/createcollect'), {
    catalogs: ['collections'],
    ...AUTH,
    permission: 'CREATE',
    search: id,
  }),
  r('collectDetail', () => import('./screens/collect-detail'), {
    catalogs: ['catalog', 'collections'],
    ...KEEP,
    search: id,
  }),
  r('allAuthors', () => import('./screens/all-authors'), { ...KEEP, catalogs: ['catalog'] }),
  r('rank', () => import('./screens/rank'), { ...KEEP, catalogs: ['catalog'] }),
  r('blog', () => import('./screens/blog'), { ...KEEP, catalogs: ['content'] }),
  r('blogSingle', () => import('./screens/blog-single'), { catalogs: ['content'], search: id }),
  r('error', () => import('./screens/error'), { search: v.object({ code: v.optional(v.string()) }) }),
  r('login', () => import('./screens/login'), { catalogs: ['members'], search: loginSearch }),
  r('forgetpwd', () => import('./screens/forgetpwd'), { catalogs: ['members'] }),
  r('signup', () => import('./screens/signup'), { catalogs: ['members'], search: loginSearch }),
  r('mcevent', () => campaign('mcevent'), CAMPAIGN),
  r('axalogin', () => campaign('axalogin'), CAMPAIGN),
  r('hsevent', () => campaign('hsevent'), CAMPAIGN),
  r('cclandlogin', () => campaign('cclandlogin'), CAMPAIGN),
  r('lubudsreg', () => campaign('lubudsreg'), CAMPAIGN),
  r('pjmreg', () => campaign('pjmreg'), CAMPAIGN),
  r('pjmtrans', () => campaign('pjmtrans'), CAMPAIGN),
  r('lubudstrans', () => campaign('lubudstrans'), CAMPAIGN),
  r('activity', () => import('./screens/activity'), {
    ...KEEP,
    catalogs: ['activity', 'catalog'],
    // Checked by the feature (normalizeActivityFilters): a bad value is dropped, not an error page.
    search: v.object({
      kind: v.optional(v.string()),
      chain: v.optional(v.string()),
      collectionId: v.optional(v.string()),
      memberId: v.optional(v.string()),
    }),
  }),
  r('author', () => import('./screens/author'), {
    catalogs: ['catalog', 'members'],
    ...AUTH,
    search: v.object({ type: v.optional(v.picklist(['fav', 'own', 'collection'])) }),
  }),
  r('author1', () => import('./screens/author1'), {
    catalogs: ['catalog', 'members'],
    ...KEEP,
    // The tab is checked by the feature (creatorTab): an unknown one shows the created items.
    search: v.object({ id: v.optional(v.string()), tab: v.optional(v.string()) }),
  }),
  r('qpwallet', () => import('./screens/qpwallet'), {
    catalogs: ['members', 'qpwallet', 'wallet'],
    search: v.object({
      type: v.optional(v.string()),
      lang: v.optional(v.string()),
      mcId: v.optional(v.string()),
      redirect: v.optional(v.string()),
    }),
  }),
  // `ref` runs a wallet step (the page opened in a new window); `pf=web3&op=…` is the return from one.
  r('wallet', () => import('./screens/wallet'), {
    catalogs: ['coins', 'wallet', 'wallet-step'],
    ...AUTH,
    search: v.object({
      pf: v.optional(v.string()),
      op: v.optional(v.string()),
      ref: v.optional(v.string()),
      tab: v.optional(v.picklist(['overview', 'transfers', 'coins'])),
    }),
  }),
  r('collectionSingle', () => import('./screens/collection-single'), {
    catalogs: ['catalog', 'collections'],
    ...KEEP,
    search: id,
  }),
  r('itemDetails', () => import('./screens/item-details'), {
    catalogs: ['catalog', 'item-detail'],
    search: v.object({ id: v.optional(v.string()), check: v.optional(v.string()) }),
  }),
  r('itemView', () => import('./screens/item-view'), {
    catalogs: ['catalog', 'item-detail'],
    ...AUTH,
    search: id,
  }),
  r('forgotPass', () => import('./screens/forgot-pass'), { catalogs: ['members'] }),
  r('create', () => import('./screens/create'), {
    catalogs: ['items'],
    ...AUTH,
    permission: 'CREATE',
    search: collectionId,
  }),
  r('item1155', () => import('./screens/item1155'), {
    catalogs: ['items'],
    ...AUTH,
    permission: 'CREATE',
    search: collectionId,
  }),
  r('edititem', () => import('./screens/edititem'), { catalogs: ['items'], ...AUTH, search: id }),
  r('search', () => import('./screens/search'), { catalogs: ['catalog'], search: keyword }),
  r('auction', () => import('./screens/auction'), { catalogs: ['auctions'] }),
  r('categorySingle', () => import('./screens/category-single'), {
    catalogs: ['catalog'],
    ...KEEP,
    search: v.object({ category: v.optional(v.string()) }),
  }),
  r('comingSoon', () => import('./screens/coming-soon')),
  r('contact', () => import('./screens/contact'), {
    ...AUTH,
    catalogs: ['contact'],
    search: v.object({ topic: v.optional(v.string()) }),
  }),
  r('help', () => import('./screens/help'), { ...KEEP, catalogs: ['content'] }),
  r('helpSingle', () => import('./screens/faq-detail'), { catalogs: ['content'], search: id }),
  r('maintainance', () => import('./screens/maintenance')),
  r('policy', () => import('./screens/policy'), { catalogs: ['content'] }),
  r('about', () => import('./screens/about'), { catalogs: ['content'] }),
  r('terms', () => import('./screens/terms'), { catalogs: ['content'] }),
  r('termscon', () => import('./screens/termscon'), { catalogs: ['content'] }),
  r('disclaimer', () => import('./screens/disclaimer'), { catalogs: ['content'] }),
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
  r('itemmarket', () => import('./screens/itemmarket'), { ...KEEP, catalogs: ['catalog'] }),
  r('registerForm', () => import('./screens/register-form'), { catalogs: ['merchants', 'members'] }),
  r('opfnft', () => import('./screens/opfnft'), { ...KEEP, catalogs: ['catalog'] }),
  r('artworks', () => import('./screens/artworks'), { ...KEEP, catalogs: ['catalog'] }),
  r('myOrders', () => import('./screens/my-orders'), { ...AUTH, catalogs: ['orders'] }),
  // The merchant page: `mcId` names the merchant; its data is kept for the session (spec §4).
  r('merchant', () => import('./screens/merchant'), {
    ...KEEP,
    catalogs: ['merchant-page', 'catalog', 'coupons', 'tickets'],
    search: v.object({ mcId: v.optional(v.string()) }),
  }),
  r('withdraws', () => import('./screens/withdraws'), { ...AUTH, catalogs: ['wallet'] }),
  r('pricing', () => import('./screens/pricing'), {
    catalogs: ['pricing'],
    ...KEEP,
    search: v.object({ denied: v.optional(v.string()) }),
  }),
  r('playercollect', () => import('./screens/playercollect'), {
    catalogs: ['catalog', 'members'],
    ...KEEP,
    search: v.object({ memberId: v.optional(v.string()) }),
  }),
  r('faq', () => import('./screens/faq'), { ...KEEP, catalogs: ['content'] }),
  r('faqList', () => import('./screens/faq-list'), {
    catalogs: ['content'],
    ...KEEP,
    search: v.object({ category: v.optional(v.string()) }),
  }),
  r('faqDetail', () => import('./screens/faq-detail'), { catalogs: ['content'], search: id }),
  r('faqSearch', () => import('./screens/faq-search'), { catalogs: ['content'], search: keyword }),
  r('testGLB', () => import('./screens/test-glb'), {
    catalogs: ['item-detail'],
    search: v.object({ src: v.optional(v.string()) }),
  }),
  r('userAccount', () => import('./screens/user-account'), {
    catalogs: ['members'],
    ...AUTH,
    search: v.object({ type: v.optional(v.string()), pf: v.optional(v.string()) }),
  }),
  // The sandbox card processor's hosted page: plays a card processor's test mode.
  r('sandboxCard', () => import('./screens/sandbox-card'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  r('custonomy', () => import('./screens/custonomy'), {
    catalogs: ['wallet-step'],
    search: v.object({ ref: v.optional(v.string()) }),
  }),
  // BYON pay by QR: the payer page a scanned QR opens (the sandbox's; no login, its token is the proof).
  r('byonx', () => import('./screens/byonx'), {
    catalogs: ['payments', 'checkout'],
    search: v.object({ ref: v.optional(v.string()), t: v.optional(v.string()) }),
  }),
  r('memberCard', () => import('./screens/member-card'), {
    ...AUTH,
    catalogs: ['cards', 'members'],
    search: v.object({
      id: v.optional(v.string()),
      view: v.optional(v.picklist(['qr', 'info', 'activate', 'transfer'])),
    }),
  }),
  // My e-coupons: the profile menu's entry when no external coupon site is configured.
  r('myCoupons', () => import('./screens/my-coupons'), {
    ...AUTH,
    catalogs: ['coupons', 'members'],
    search: v.object({
      tab: v.optional(v.picklist(['mine', 'collect', 'stamps'])),
      merchant: v.optional(v.string()),
    }),
  }),
  // The merchant's loyalty tools: issue coupons, redeem them, card programmes, redeem codes, members,
  // figures; the stamp card and its desk; the event pages' campaigns; ticketed events.
  r('merchantLoyalty', () => import('./screens/merchant-loyalty'), {
    ...AUTH,
    catalogs: ['campaigns', 'cards', 'coins', 'coupons', 'merchant-console', 'tickets'],
    search: v.object({
      tab: v.optional(
        v.picklist([
          'coupons',
          'redeem',
          'cards',
          'codes',
          'members',
          'stats',
          'stamps',
          'stampDesk',
          'campaigns',
          'events',
          'coins',
        ]),
      ),
    }),
  }),
  r('getstart', () => import('./screens/getstart'), { catalogs: ['getstart', 'members'] }),
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
  /** Dev-only mailbox: mail and SMS held in the outbox while nothing is delivered. */
  r('devMailbox', () => import('./screens/dev-mailbox'), { catalogs: ['members'] }),
  r('tutorial', () => import('./screens/tutorial'), { ...KEEP, catalogs: ['content'] }),
  /** Customer service: order search, replay and refund; the page itself checks the SUPPORT tag. */
  r('support', () => import('./screens/support'), { ...AUTH, catalogs: ['members', 'orders'] }),
  /** Merchant applications for platform operators: the page itself checks the ADMIN tag. */
  r('merchantReview', () => import('./screens/merchant-review'), {
    ...AUTH,
    catalogs: ['members', 'merchants'],
    search: v.object({ id: v.optional(v.string()) }),
  }),
  // Ticketed events, the buyer's side: the events on sale, one event to buy, the member's tickets and a
  // ticket's rotating code (which works offline: src/lib/offline-shell.ts).
  r('ticketEvents', () => import('./screens/ticket-events'), { ...KEEP, catalogs: ['tickets'] }),
  r('ticketEvent', () => import('./screens/ticket-event'), { catalogs: ['tickets'], search: id }),
  r('myTickets', () => import('./screens/my-tickets'), { ...AUTH, catalogs: ['tickets'] }),
  r('ticket', () => import('./screens/ticket'), { ...AUTH, catalogs: ['tickets', 'members'], search: id }),
  /** Super admin (spec §6): the ADMIN tag and a second password open the internal offering. */
  r('superAdmin', () => import('./screens/super-admin'), { ...AUTH, catalogs: ['members', 'merchants'] }),
  // The door of ticketed events (owner or named door staff): `event` opens one event's door.
  r('door', () => import('./screens/door'), {
    ...AUTH,
    catalogs: ['door'],
    search: v.object({ event: v.optional(v.string()) }),
  }),
];

/** Every route of the table, each with its own name and search types. */
export type AppRouteSpec = (typeof routeTable)[number];

export const routeByName: ReadonlyMap<string, RouteSpec> = new Map(
  routeTable.map((route) => [route.name, route]),
);
