import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { fail } from '../http/errors';
import { input } from '../http/validate';
import {
  CollectionPage,
  CreatorCard,
  Home,
  ListCollectionsQuery,
  ListProductsQuery,
  ProductDetailQuery,
  ProductPage,
  SearchQuery,
  SearchResult,
} from '../schemas/catalog';
import { pageOf } from '../schemas/common';
import {
  CreatorsQuery,
  Facets,
  FacetsQuery,
  OwnershipQuery,
  ProductDetail,
  Ranking,
  RankingQuery,
} from '../schemas/products';
import { listCollections, listProducts } from '../services/catalog/catalog';
import { listCreators } from '../services/catalog/creators';
import { listPropertyFacets } from '../services/catalog/facets';
import { getHome } from '../services/catalog/home';
import { listOwnership } from '../services/catalog/ownership';
import { viewProduct } from '../services/catalog/product-detail';
import { productRanking } from '../services/catalog/ranking';
import { searchCatalog } from '../services/catalog/search';

const tags = ['catalogue'];
const CreatorPage = pageOf(CreatorCard);

/**
 * Public catalogue reads (spec §2 home, explore, collections, creators, rank, search, itemDetails). A
 * session is optional: with one, lists include the caller's own off-shelf items and the detail is
 * caller-relative.
 */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', operation('getHome', Home, { tags }), async (c) => ok(c, await getHome(c.var.deps.db)))
  .get(
    '/products',
    operation('listProducts', ProductPage, { tags }),
    input('query', ListProductsQuery),
    async (c) => ok(c, await listProducts(c.var.deps.db, c.req.valid('query'), c.var.member?.id ?? null)),
  )
  .get(
    '/products/detail',
    operation('viewProduct', ProductDetail, { tags }),
    input('query', ProductDetailQuery),
    async (c) => ok(c, await viewProduct(c.var.deps.db, c.req.valid('query').id, c.var.member?.id ?? null)),
  )
  .get(
    '/products/ranking',
    operation('productRanking', Ranking, { tags }),
    input('query', RankingQuery),
    async (c) => ok(c, await productRanking(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
  )
  .get(
    '/products/ownership',
    operation('listOwnership', ProductPage, { tags }),
    input('query', OwnershipQuery),
    async (c) => {
      const q = c.req.valid('query');
      const memberId = q.memberId ?? c.var.member?.id;
      if (!memberId) fail('UNAUTHORIZED');
      return ok(c, await listOwnership(c.var.deps.db, memberId, q));
    },
  )
  .get(
    '/products/facets',
    operation('listPropertyFacets', Facets, { tags }),
    input('query', FacetsQuery),
    async (c) => ok(c, await listPropertyFacets(c.var.deps.db, c.req.valid('query').collectionId)),
  )
  .get(
    '/creators',
    operation('listCreators', CreatorPage, { tags }),
    input('query', CreatorsQuery),
    async (c) => ok(c, await listCreators(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/collections',
    operation('listCollections', CollectionPage, { tags }),
    input('query', ListCollectionsQuery),
    async (c) => ok(c, await listCollections(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/search',
    operation('searchCatalog', SearchResult, { tags }),
    input('query', SearchQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await searchCatalog(c.var.deps.db, q.keyword, q.limit));
    },
  );
