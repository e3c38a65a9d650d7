import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { rateLimit } from '../http/rate-limit';
import { input } from '../http/validate';
import { SubscribeForm } from '../schemas/content';
import { subscribeNewsletter } from '../services/content/newsletter';

/** The answer is the same for a new and a repeated subscription, so it reveals nothing about the list. */
const SubscribeAnswer = v.object({ subscribed: v.literal(true) });

/** Footer newsletter sign-up (spec §3 payload, §5 e-mail rule); visitors may subscribe. */
export const newsletterRoutes = new Hono<AppEnv>().post(
  '/newsletter',
  operation('subscribeNewsletter', SubscribeAnswer, {
    tags: ['content'],
    summary: 'Subscribe to the newsletter',
    description:
      "Adds the e-mail (`key2`) to the site's (`key1`) list of `type` EDM (spec §3, §5). The answer is the same for a new and a repeated subscription, so it tells nothing about the list. At most 10 a minute per client.",
  }),
  rateLimit('newsletter', 10),
  input('form', SubscribeForm),
  async (c) => {
    const f = c.req.valid('form');
    await subscribeNewsletter(c.var.deps.db, { siteId: f.key1, email: f.key2, type: f.type });
    return ok(c, { subscribed: true as const });
  },
);
