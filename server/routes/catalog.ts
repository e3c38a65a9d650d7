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
  Ranking,
  RankingQuery,
} from '../schemas/product-lists';
import { ProductDetail } from '../schemas/products';
import { listCollections } from '../services/catalog/catalog';
import { listProducts } from '../services/catalog/product-list';
import { listCreators } from '../services/catalog/creators';
import { listPropertyFacets } from '../services/catalog/facets';
import { getHome } from '../services/catalog/home';
import { listOwnership } from '../services/catalog/ownership';
import { viewProduct } from '../services/catalog/product-detail';
import { productRanking } from '../services/catalog/ranking';
import { searchCatalog } from '../services/catalog/search';

const tags = ['catalogue'] as const;
const CreatorPage = pageOf(CreatorCard);

/**
 * Public catalogue reads (spec §2 home, explore, collections, creators, rank, search, itemDetails). A
 * session is optional: with one, lists include the caller's own off-shelf items and the detail is
 * caller-relative.
 */
export const catalogRoutes = new Hono<AppEnv>()
  .get(
    '/home',
    operation('getHome', Home, {
      tags,
      summary: 'Read the home page',
      description:
        'Featured collections, new items, top creators and rankings for the home page (spec §2 home).',
    }),
    async (c) => ok(c, await getHome(c.var.deps.db)),
  )
  .get(
    '/products',
    operation('listProducts', ProductPage, {
      tags,
      summary: 'List items',
      description:
        "Explore's list (spec §2 explore): filters by kind, chain, currency, price range, collection, creator, market and properties, sorted; keyset-paged with `cursor`. With a session the caller's own off-shelf items are included.",
      session: 'optional',
    }),
    input('query', ListProductsQuery),
    async (c) => ok(c, await listProducts(c.var.deps.db, c.req.valid('query'), c.var.member?.id ?? null)),
  )
  .get(
    '/products/detail',
    operation('viewProduct', ProductDetail, {
      tags,
      summary: 'Read an item',
      description:
        "An item with its file, traits, licence, collection, seller, owners, activity and other listings of the same token (spec §2 itemDetails); counts a view. With a session `isFavourite` and `mine` are the caller's.",
      codes: ['NOT_FOUND'],
      session: 'optional',
    }),
    input('query', ProductDetailQuery),
    async (c) => ok(c, await viewProduct(c.var.deps.db, c.req.valid('query').id, c.var.member?.id ?? null)),
  )
  .get(
    '/products/ranking',
    operation('productRanking', Ranking, {
      tags,
      summary: 'Rank items',
      description: 'Items ranked by sales or favourites over a period (spec §2 rank).',
    }),
    input('query', RankingQuery),
    async (c) => ok(c, await productRanking(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
  )
  .get(
    '/products/ownership',
    operation('listOwnership', ProductPage, {
      tags,
      summary: 'List items a member holds',
      description:
        "A member's held, created or favourite items (spec §2 author tabs): `memberId`, or the caller's own without it.",
      codes: ['UNAUTHORIZED'],
      session: 'optional',
    }),
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
    operation('listPropertyFacets', Facets, {
      tags,
      summary: 'List property filters',
      description:
        'The property types and values of the items on sale (optionally of one collection), for the explore filters.',
    }),
    input('query', FacetsQuery),
    async (c) => ok(c, await listPropertyFacets(c.var.deps.db, c.req.valid('query').collectionId)),
  )
  .get(
    '/creators',
    operation('listCreators', CreatorPage, {
      tags,
      summary: 'List creators',
      description: 'Creators with their counts, most items first; keyset-paged (spec §2 allAuthors).',
    }),
    input('query', CreatorsQuery),
    async (c) => ok(c, await listCreators(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/collections',
    operation('listCollections', CollectionPage, {
      tags,
      summary: 'List collections',
      description: 'Collections, optionally of one category or owner; keyset-paged (spec §2 collections).',
    }),
    input('query', ListCollectionsQuery),
    async (c) => ok(c, await listCollections(c.var.deps.db, c.req.valid('query'))),
  )
  .get(
    '/search',
    operation('searchCatalog', SearchResult, {
      tags,
      summary: 'Search the catalogue',
      description: 'Items on sale, collections and creators matching a keyword (spec §2 search).',
    }),
    input('query', SearchQuery),
    async (c) => {
      const q = c.req.valid('query');
      return ok(c, await searchCatalog(c.var.deps.db, q.keyword, q.limit));
    },
  );
