import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  PromotionCode,
  PromotionCodeBody,
  PromotionCodeList,
  PromotionCodesQuery,
} from '../schemas/promotions';
import { listPromotionCodes, savePromotionCode } from '../services/promotions/codes';

const tags = ['promotions'] as const;

/** A seller's promotion codes for their own items (spec §8); applying one is the orders router's. */
export const promotionRoutes = new Hono<AppEnv>()
  .get(
    '/promotions',
    operation('listPromotionCodes', PromotionCodeList, {
      tags,
      summary: 'List promotion codes',
      description: "The seller's promotion codes with their state and use.",
    }),
    requireMember,
    input('query', PromotionCodesQuery),
    async (c) => ok(c, await listPromotionCodes(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/promotions',
    operation('savePromotionCode', PromotionCode, {
      tags,
      summary: 'Save a promotion code',
      description:
        "Creates or (with `id`) changes a promotion code for the seller's items: discount, period, daily window, reuse and usage limit. `productIds` are bracketed or repeated fields.",
      codes: ['NOT_FOUND', 'CONFLICT'],
    }),
    requireMember,
    input('form', PromotionCodeBody),
    async (c) => ok(c, await savePromotionCode(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
