import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { input } from '../http/validate';
import { Showcase, ShowcaseQuery } from '../schemas/showcase';
import { getShowcase } from '../services/catalog/showcase';

/** The metaverse showcase (spec §1): what a collection's or a merchant's 3D gallery hangs. */
export const showcaseRoutes = new Hono<AppEnv>().get(
  '/showcase',
  operation('getShowcase', Showcase, {
    tags: ['catalogue'],
    summary: "Read a showcase's works",
    description:
      "The works hung in the 3D showcase (spec §1 metaverse showcase, route artaverse): a collection's public items (`collectionId`, the featured collection by default) or a merchant's (`mcId`, only while its plan in force includes the showcase: Business and above), most favourited first, at most 24, with their same-origin thumbnails and sizes.",
    codes: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  input('query', ShowcaseQuery),
  async (c) => ok(c, await getShowcase(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
);
