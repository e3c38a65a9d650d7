import * as v from 'valibot';
import type { RouteModule } from './route-module';

/**
 * Every route of spec §2 in one table: path, login requirement, cache policy and screen.
 * `keep` pages hold their data and scroll position when revisited; `reload` pages always fetch anew.
 * `screen: 'comingSoon'` marks routes whose screens belong to later issues (tests/src/routes lists them).
 */
export type RouteSpec = {
  name: string;
  path: string;
  auth: boolean;
  /** Creation permission (spec §2): the member needs this tag where the check is enabled. */
  permission?: 'CREATE';
  cache: 'keep' | 'reload';
  search?: v.GenericSchema;
  /** Search values equal to these are left out of the URL. */
  searchDefaults?: Record<string, string>;
  screen: (() => Promise<RouteModule>) | 'comingSoon';
};

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

const r = (
  name: string,
  screen: RouteSpec['screen'],
  o: Partial<Omit<RouteSpec, 'name' | 'screen' | 'path'>> = {},
): RouteSpec => ({ name, path: `/${name}`, auth: false, cache: 'reload', screen, ...o });
const soon = 'comingSoon' as const;
const AUTH = { auth: true } as const;
const KEEP = { cache: 'keep' } as const;

export const routeTable: RouteSpec[] = [
  r('home', () => import('./screens/home'), KEEP),
  r('artaverse', soon, KEEP),
  r('explore', () => import('./screens/explore'), {
    ...KEEP,
    search: ExploreSearch,
    searchDefaults: { type: 'ALL', chain: 'ALL', curr: 'ALL', sort: 'newest', market: 'ALL' },
  }),
  r('collections', () => import('./screens/collections'), KEEP),
  r('profile', () => import('./screens/profile'), { ...AUTH, ...KEEP }),
  r('mycollect', () => import('./screens/mycollect'), KEEP),
  r('createcollect', () => import('./screens/createcollect'), { ...AUTH, permission: 'CREATE', search: id }),
  r('collectDetail', () => import('./screens/collect-detail'), { ...KEEP, search: id }),
  r('allAuthors', () => import('./screens/all-authors'), KEEP),
  r('rank', () => import('./screens/rank'), KEEP),
  r('blog', () => import('./screens/blog'), KEEP),
  r('blogSingle', () => import('./screens/blog-single'), { search: id }),
  r('error', () => import('./screens/error'), { search: v.object({ code: v.optional(v.string()) }) }),
  r('login', () => import('./screens/login'), { search: loginSearch }),
  r('forgetpwd', () => import('./screens/forgetpwd')),
  r('signup', () => import('./screens/signup'), { search: loginSearch }),
  r('mcevent', soon),
  r('axalogin', soon),
  r('hsevent', soon),
  r('cclandlogin', soon),
  r('lubudsreg', soon),
  r('pjmreg', soon),
  r('pjmtrans', soon),
  r('lubudstrans', soon),
  r('activity', soon, KEEP),
  r('author', () => import('./screens/author'), {
    ...AUTH,
    search: v.object({ type: v.optional(v.picklist(['fav', 'own', 'collection'])) }),
  }),
  r('author1', () => import('./screens/author1'), { ...KEEP, search: id }),
  r('qpwallet', () => import('./screens/qpwallet'), {
    search: v.object({
      type: v.optional(v.string()),
      lang: v.optional(v.string()),
      mcId: v.optional(v.string()),
      redirect: v.optional(v.string()),
    }),
  }),
  // `ref` runs a wallet step (the page opened in a new window); `pf=web3&op=…` is the return from one.
  r('wallet', () => import('./screens/wallet'), {
    ...AUTH,
    search: v.object({
      pf: v.optional(v.string()),
      op: v.optional(v.string()),
      ref: v.optional(v.string()),
      tab: v.optional(v.picklist(['overview', 'transfers'])),
    }),
  }),
  r('collectionSingle', () => import('./screens/collection-single'), { ...KEEP, search: id }),
  r('itemDetails', () => import('./screens/item-details'), {
    search: v.object({ id: v.optional(v.string()), check: v.optional(v.string()) }),
  }),
  r('itemView', () => import('./screens/item-view'), { ...AUTH, search: id }),
  r('forgotPass', () => import('./screens/forgot-pass')),
  r('create', () => import('./screens/create'), { ...AUTH, permission: 'CREATE', search: collectionId }),
  r('item1155', () => import('./screens/item1155'), { ...AUTH, permission: 'CREATE', search: collectionId }),
  r('edititem', () => import('./screens/edititem'), { ...AUTH, search: id }),
  r('search', () => import('./screens/search'), { search: keyword }),
  r('auction', soon, KEEP),
  r('categorySingle', () => import('./screens/category-single'), {
    ...KEEP,
    search: v.object({ category: v.optional(v.string()) }),
  }),
  r('comingSoon', () => import('./screens/coming-soon')),
  r('contact', () => import('./screens/contact'), AUTH),
  r('help', () => import('./screens/help'), KEEP),
  r('helpSingle', () => import('./screens/faq-detail'), { search: id }),
  r('maintainance', () => import('./screens/maintenance')),
  r('policy', () => import('./screens/policy')),
  r('about', () => import('./screens/about')),
  r('terms', () => import('./screens/terms')),
  r('termscon', () => import('./screens/termscon')),
  r('disclaimer', () => import('./screens/disclaimer')),
  r('payment', soon, AUTH),
  r('paymentSuccess', soon),
  r('paymentFail', soon),
  r('paymentMsg', soon),
  r('preOrder', soon, AUTH),
  r('orders', soon, AUTH),
  r('step1', soon, AUTH),
  r('pmsorder', soon, AUTH),
  r('orderDetail', soon, { ...AUTH, search: id }),
  r('stripe', soon),
  r('spiral', soon),
  r('checkpay', soon),
  r('itemmarket', () => import('./screens/itemmarket'), KEEP),
  r('registerForm', soon),
  r('opfnft', () => import('./screens/opfnft'), KEEP),
  r('artworks', () => import('./screens/artworks'), KEEP),
  r('myOrders', soon, AUTH),
  r('merchant', soon, KEEP),
  r('withdraws', () => import('./screens/withdraws'), AUTH),
  r('pricing', () => import('./screens/pricing'), {
    ...KEEP,
    search: v.object({ denied: v.optional(v.string()) }),
  }),
  r('playercollect', () => import('./screens/playercollect'), {
    ...KEEP,
    search: v.object({ memberId: v.optional(v.string()) }),
  }),
  r('faq', () => import('./screens/faq'), KEEP),
  r('faqList', () => import('./screens/faq-list'), {
    ...KEEP,
    search: v.object({ category: v.optional(v.string()) }),
  }),
  r('faqDetail', () => import('./screens/faq-detail'), { search: id }),
  r('faqSearch', () => import('./screens/faq-search'), { search: keyword }),
  r('testGLB', () => import('./screens/test-glb'), { search: v.object({ src: v.optional(v.string()) }) }),
  r('userAccount', () => import('./screens/user-account'), {
    ...AUTH,
    search: v.object({ type: v.optional(v.string()), pf: v.optional(v.string()) }),
  }),
  r('custonomy', () => import('./screens/custonomy'), { search: v.object({ ref: v.optional(v.string()) }) }),
  r('byonx', soon),
  r('memberCard', soon, AUTH),
  r('getstart', () => import('./screens/getstart')),
  r('byon', soon),
  r('masterCard', soon),
  r('masterDetail', soon),
  r('masterSuccess', soon),
  /** Dev-only mailbox: mail and SMS held in the outbox while nothing is delivered (issue 3). */
  r('devMailbox', () => import('./screens/dev-mailbox')),
  r('tutorial', () => import('./screens/tutorial'), KEEP),
];

export const routeByName = new Map(routeTable.map((route) => [route.name, route]));
