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

const tags = ['promotions'];

/** A seller's promotion codes for their own items (issue 13 item 3, spec §8); applying one is the orders router's. */
export const promotionRoutes = new Hono<AppEnv>()
  .get(
    '/promotions',
    operation('listPromotionCodes', PromotionCodeList, { tags }),
    requireMember,
    input('query', PromotionCodesQuery),
    async (c) => ok(c, await listPromotionCodes(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/promotions',
    operation('savePromotionCode', PromotionCode, { tags }),
    requireMember,
    input('form', PromotionCodeBody),
    async (c) => ok(c, await savePromotionCode(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
