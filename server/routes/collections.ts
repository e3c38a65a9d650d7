import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  CollectionDetail,
  CollectionIdForm,
  CollectionIdQuery,
  CollectionRef,
  CreateCollectionForm,
  UpdateCollectionForm,
} from '../schemas/collections';
import {
  createCollection,
  deleteCollection,
  updateCollection,
  viewCollection,
} from '../services/catalog/collections';
import { assertCanCreate } from '../services/catalog/products/checks';

const tags = ['catalogue'];

/** 403 no_create_permission before the form is read, so the app can send the member to pricing at once. */
export const requireCreatePermission = createMiddleware<AppEnv>(async (c, next) => {
  assertCanCreate(c.var.deps.env.CHECK_CREATE_PERMISSION, c.var.member!.permiTagValues);
  await next();
});

/** Collection writes and detail (spec §3 Collection; issue 4). The list lives in the catalogue router. */
export const collectionRoutes = new Hono<AppEnv>()
  .post(
    '/collections',
    operation('createCollection', CollectionRef, { tags }),
    requireMember,
    requireCreatePermission,
    input('form', CreateCollectionForm),
    async (c) => ok(c, await createCollection(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/collections/update',
    operation('updateCollection', CollectionRef, { tags }),
    requireMember,
    input('form', UpdateCollectionForm),
    async (c) => ok(c, await updateCollection(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/collections/delete',
    operation('deleteCollection', v.null(), { tags }),
    requireMember,
    input('form', CollectionIdForm),
    async (c) => ok(c, await deleteCollection(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/collections/detail',
    operation('viewCollection', CollectionDetail, { tags }),
    input('query', CollectionIdQuery),
    async (c) =>
      ok(c, await viewCollection(c.var.deps.db, c.req.valid('query').id, c.var.member?.id ?? null)),
  );
