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

const tags = ['catalogue'] as const;

/** 403 no_create_permission before the form is read, so the app can send the member to pricing at once. */
export const requireCreatePermission = createMiddleware<AppEnv>(async (c, next) => {
  assertCanCreate(c.var.deps.env.CHECK_CREATE_PERMISSION, c.var.member!.permiTagValues);
  await next();
});

/** Collection writes and detail (spec §3 Collection). The list lives in the catalogue router. */
export const collectionRoutes = new Hono<AppEnv>()
  .post(
    '/collections',
    operation('createCollection', CollectionRef, {
      tags,
      summary: 'Create a collection',
      description:
        'Name, description, unique URL, category, chain, royalty fee and royalty wallet, and three uploaded images (logo, featured, banner) of the caller (spec §3 Collection, §5).',
      codes: ['FORBIDDEN', 'CONFLICT'],
      who: 'Needs the CREATE permission tag where CHECK_CREATE_PERMISSION is on (403 `no_create_permission`).',
    }),
    requireMember,
    requireCreatePermission,
    input('form', CreateCollectionForm),
    async (c) => ok(c, await createCollection(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/collections/update',
    operation('updateCollection', CollectionRef, {
      tags,
      summary: 'Edit a collection',
      description:
        "Changes the owner's collection; royalty fee and wallet may only come back unchanged (1020).",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'ROYALTY_LOCKED'],
      who: "Only the collection's owner.",
    }),
    requireMember,
    input('form', UpdateCollectionForm),
    async (c) => ok(c, await updateCollection(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/collections/delete',
    operation('deleteCollection', v.null(), {
      tags,
      summary: 'Delete a collection',
      description: "Deletes the owner's collection; refused while it has items (spec §4).",
      codes: ['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'],
      who: "Only the collection's owner.",
    }),
    requireMember,
    input('form', CollectionIdForm),
    async (c) => ok(c, await deleteCollection(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/collections/detail',
    operation('viewCollection', CollectionDetail, {
      tags,
      summary: 'Read a collection',
      description:
        "A collection with its owner, counts and images (spec §2 collectDetail); `mine` with the owner's session.",
      codes: ['NOT_FOUND'],
      session: 'optional',
    }),
    input('query', CollectionIdQuery),
    async (c) =>
      ok(c, await viewCollection(c.var.deps.db, c.req.valid('query').id, c.var.member?.id ?? null)),
  );
