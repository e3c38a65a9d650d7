import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { input } from '../http/validate';
import { CommonParams } from '../schemas/common';
import { UsageEventBatch } from '../schemas/content';
import { recordUsageEvents } from '../services/content/usage-events';

/** The batch travels as one JSON-encoded form field, so a form post can carry up to 50 events. */
const ReportEventsForm = v.object({
  ...CommonParams,
  events: v.pipe(v.string(), v.parseJson(undefined, 'invalid_json'), UsageEventBatch),
});
const ReportEventsAnswer = v.object({ accepted: v.number() });

/** Usage events (spec §3); visitors may report, a logged-in member's events carry the member id. */
export const eventsRoutes = new Hono<AppEnv>().post(
  '/events',
  operation('reportUsageEvent', ReportEventsAnswer, {
    tags: ['content'],
    summary: 'Report usage events',
    description:
      "Records up to 50 usage events (spec §3 fields), sent as one JSON-encoded `events` form field; a logged-in caller's events carry the member id. Answers how many were accepted.",
    session: 'optional',
  }),
  input('form', ReportEventsForm),
  async (c) => {
    const { events } = c.req.valid('form');
    const accepted = await recordUsageEvents(c.var.deps.db, c.var.member?.id ?? null, events);
    return ok(c, { accepted });
  },
);
