import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { input } from '../http/validate';
import {
  CollectionPage,
  Home,
  ListCollectionsQuery,
  ListProductsQuery,
  ProductCard,
  ProductDetailQuery,
  ProductPage,
  SearchQuery,
  SearchResult,
} from '../schemas/catalog';
import { listCollections, listProducts, viewProduct } from '../services/catalog';
import { getHome } from '../services/home';
import { searchCatalog } from '../services/search';

const tags = ['catalogue'];

/** Public catalogue reads (spec §2 home, explore, collections, search, itemDetails). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/home', operation('getHome', Home, { tags }), async (c) => ok(c, await getHome(c.var.deps.db)))
  .get(
    '/products',
    operation('listProducts', ProductPage, { tags }),
    input('query', ListProductsQuery),
    async (c) => ok(c, await listProducts(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/products/detail',
    operation('viewProduct', ProductCard, { tags }),
    input('query', ProductDetailQuery),
    async (c) => ok(c, await viewProduct(c.var.deps.db, c.req.valid('query').id)),
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
