import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { input } from '../http/validate';
import { ActivityPage, ListActivityQuery } from '../schemas/activity';
import { listActivity } from '../services/activity/feed';

/** The marketplace-wide activity feed: public, the same answer with or without a session. */
export const activityRoutes = new Hono<AppEnv>().get(
  '/activity',
  operation('listActivity', ActivityPage, {
    tags: ['catalogue'],
    summary: 'List the marketplace activity',
    description:
      "The marketplace-wide feed (spec §2 activity): mints, listings, delistings, sales, transfers and auction bids of public items (an item put on sale at least once), newest first, filtered by kind, chain, collection and member (who acted or received); keyset-paged with `cursor`. Each entry names its item and its transaction hash for the chain's explorer.",
  }),
  input('query', ListActivityQuery),
  async (c) => ok(c, await listActivity(c.var.deps.db, c.req.valid('query'))),
);
