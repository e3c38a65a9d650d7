import * as v from 'valibot';
import { ProductCard } from './catalog';
import { CommonParams, IntFromString } from './common';

/** The lists around items (ranking, a member's holdings and favourites, property facets, creators). */

const Uuid = v.pipe(v.string(), v.uuid());

/** productRanking (spec §2 rank): items by favourites and views gained in the period. */
export const RankingQuery = v.object({
  ...CommonParams,
  period: v.optional(v.picklist(['1d', '7d', '30d', 'all']), '7d'),
  chain: v.optional(v.picklist(['ALL', 'ETHEREUM', 'POLYGON']), 'ALL'),
  limit: v.optional(IntFromString(1, 100), 50),
});
export type RankingQuery = v.InferOutput<typeof RankingQuery>;
export const Ranking = v.object({
  period: v.string(),
  items: v.array(
    v.object({ rank: v.number(), score: v.number(), favouritesInPeriod: v.number(), product: ProductCard }),
  ),
});
export type Ranking = v.InferOutput<typeof Ranking>;

/** listOwnership: the items a member holds (author "own" tab, playercollect); memberId defaults to the caller. */
export const OwnershipQuery = v.object({
  ...CommonParams,
  memberId: v.optional(Uuid),
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type OwnershipQuery = v.InferOutput<typeof OwnershipQuery>;

/** listFavourites: the caller's saved items, newest saved first. */
export const FavouritesQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type FavouritesQuery = v.InferOutput<typeof FavouritesQuery>;
export const FavouriteState = v.object({ id: v.string(), isFavourite: v.boolean(), favourites: v.number() });
export type FavouriteState = v.InferOutput<typeof FavouriteState>;

/** listPropertyFacets: property types and values on sale (explore's property filter), with counts. */
export const FacetsQuery = v.object({ ...CommonParams, collectionId: v.optional(Uuid) });
export const Facets = v.array(
  v.object({ type: v.string(), values: v.array(v.object({ value: v.string(), count: v.number() })) }),
);
export type Facets = v.InferOutput<typeof Facets>;

/** listCreators (spec §2 allAuthors): creators with their counts, most items first. */
export const CreatorsQuery = v.object({
  ...CommonParams,
  cursor: v.optional(v.string()),
  limit: v.optional(IntFromString(1, 60), 24),
});
export type CreatorsQuery = v.InferOutput<typeof CreatorsQuery>;
