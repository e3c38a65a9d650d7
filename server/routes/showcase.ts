import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { input } from '../http/validate';
import { Showcase, ShowcaseQuery } from '../schemas/showcase';
import { getShowcase } from '../services/catalog/showcase';

/** The metaverse showcase (spec §1, issue 16 §4): what a collection's or a merchant's 3D gallery hangs. */
export const showcaseRoutes = new Hono<AppEnv>().get(
  '/showcase',
  operation('getShowcase', Showcase, { tags: ['catalogue'] }),
  input('query', ShowcaseQuery),
  async (c) => ok(c, await getShowcase(c.var.deps.db, c.req.valid('query'), c.var.deps.now())),
);
