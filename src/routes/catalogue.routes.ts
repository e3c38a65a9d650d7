import * as v from 'valibot';
import { AUTH, id, KEEP, keyword, r } from './route-spec';

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

/** Items, collections and their makers: browsing, searching, creating and editing (spec §2). */
export const catalogueRoutes = [
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
  r('itemmarket', () => import('./screens/itemmarket'), { ...KEEP, catalogs: ['catalog'] }),
  r('opfnft', () => import('./screens/opfnft'), { ...KEEP, catalogs: ['catalog'] }),
  r('artworks', () => import('./screens/artworks'), { ...KEEP, catalogs: ['catalog'] }),
  r('playercollect', () => import('./screens/playercollect'), {
    catalogs: ['catalog', 'members'],
    ...KEEP,
    search: v.object({ memberId: v.optional(v.string()) }),
  }),
  r('testGLB', () => import('./screens/test-glb'), {
    catalogs: ['item-detail'],
    search: v.object({ src: v.optional(v.string()) }),
  }),
];
