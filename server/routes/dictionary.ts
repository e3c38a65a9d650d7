import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { input } from '../http/validate';
import { DictionaryEntry, DictionaryQuery } from '../schemas/dictionary';
import { listDictionary } from '../services/content/dictionary';

/** Dictionary entries (spec §3): value, label, label2 per type. */
export const dictionaryRoutes = new Hono<AppEnv>().get(
  '/dictionary',
  operation('listDictionary', v.array(DictionaryEntry), {
    tags: ['content'],
    summary: 'List dictionary entries of a type',
    description:
      'Dictionary entries (`value`, `label`, `label2`) of one type, e.g. the spec dictionary DEFAULT, SIZE, COLOR, WEIGHT (spec §3).',
  }),
  input('query', DictionaryQuery),
  async (c) => ok(c, await listDictionary(c.var.deps.db, c.req.valid('query').type)),
);
