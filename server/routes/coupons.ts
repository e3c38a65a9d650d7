import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  CollectAnswer,
  CollectCouponForm,
  CouponBatch,
  CouponBatchList,
  CouponBatchQuery,
  CouponIdForm,
  CouponQr,
  IssueCouponsBody,
  MerchantCouponBatchList,
  MyCoupon,
  MyCouponList,
  MyCouponQuery,
  RedeemCouponForm,
  RedeemedCoupon,
  TransferCouponForm,
} from '../schemas/coupons';
import { CommonParams } from '../schemas/common';
import { issueCoupons, listCouponBatches, listMerchantBatches } from '../services/loyalty/coupons/batches';
import { collectCoupon } from '../services/loyalty/coupons/collect';
import { listMyCoupons } from '../services/loyalty/coupons/mine';
import { getCouponQr, redeemCoupon } from '../services/loyalty/coupons/qr';
import { transferCoupon } from '../services/loyalty/coupons/transfer';

const tags = ['coupons'];

/**
 * E-coupons as tokens (issue 15 item 5): merchants issue batches and redeem holders' QR codes; members collect
 * coupons, list them, show a shop QR and give them to other members. Using one at checkout is the orders
 * router's (checkOrder/createOrder `couponId`).
 */
export const couponRoutes = new Hono<AppEnv>()
  .post(
    '/coupons/batches',
    operation('issueCoupons', CouponBatch, { tags }),
    requireMember,
    input('form', IssueCouponsBody),
    async (c) => ok(c, await issueCoupons(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/coupons/batches',
    operation('listCouponBatches', CouponBatchList, { tags }),
    input('query', CouponBatchQuery),
    async (c) => ok(c, await listCouponBatches(c.var.deps, c.var.member?.id ?? null, c.req.valid('query'))),
  )
  .get(
    '/coupons/batches/mine',
    operation('listMerchantCouponBatches', MerchantCouponBatchList, { tags }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMerchantBatches(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/coupons/collect',
    operation('collectCoupon', CollectAnswer, { tags }),
    requireMember,
    input('form', CollectCouponForm),
    async (c) => ok(c, await collectCoupon(c.var.deps, c.var.member!.id, c.req.valid('form').batchId)),
  )
  .get(
    '/coupons/mine',
    operation('listMyCoupons', MyCouponList, { tags }),
    requireMember,
    input('query', MyCouponQuery),
    async (c) => ok(c, await listMyCoupons(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/coupons/qr',
    operation('getCouponQr', CouponQr, { tags }),
    requireMember,
    input('form', CouponIdForm),
    async (c) => ok(c, await getCouponQr(c.var.deps, c.var.member!.id, c.req.valid('form').couponId)),
  )
  .post(
    '/coupons/redeem',
    operation('redeemCoupon', RedeemedCoupon, { tags }),
    requireMember,
    input('form', RedeemCouponForm),
    async (c) => ok(c, await redeemCoupon(c.var.deps, c.var.member!.id, c.req.valid('form').code)),
  )
  .post(
    '/coupons/transfer',
    operation('transferCoupon', MyCoupon, { tags }),
    requireMember,
    input('form', TransferCouponForm),
    async (c) => ok(c, await transferCoupon(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
