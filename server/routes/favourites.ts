import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { ProductPage } from '../schemas/catalog';
import { FavouritesQuery, FavouriteState } from '../schemas/product-lists';
import { ProductIdForm } from '../schemas/products';
import { addFavourite, listFavourites, removeFavourite } from '../services/catalog/favourites';

const tags = ['catalogue'] as const;

/** Favourites (spec §2 author fav tab): the caller's saved items; add and remove are idempotent. */
export const favouriteRoutes = new Hono<AppEnv>()
  .get(
    '/favourites',
    operation('listFavourites', ProductPage, {
      tags,
      summary: 'List favourite items',
      description: "The caller's saved items, newest first; keyset-paged (spec §2 author fav).",
    }),
    requireMember,
    input('query', FavouritesQuery),
    async (c) => ok(c, await listFavourites(c.var.deps.db, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/favourites',
    operation('addFavourite', FavouriteState, {
      tags,
      summary: 'Add a favourite',
      description: "Saves an item; idempotent. Answers the item's favourite count.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await addFavourite(c.var.deps.db, c.var.member!.id, c.req.valid('form').id)),
  )
  .post(
    '/favourites/remove',
    operation('removeFavourite', FavouriteState, {
      tags,
      summary: 'Remove a favourite',
      description: 'Removes a saved item; idempotent.',
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('form', ProductIdForm),
    async (c) => ok(c, await removeFavourite(c.var.deps.db, c.var.member!.id, c.req.valid('form').id)),
  );
