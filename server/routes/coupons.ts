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

const tags = ['loyalty'] as const;

/**
 * E-coupons as tokens: merchants issue batches and redeem holders' QR codes; members collect
 * coupons, list them, show a shop QR and give them to other members. Using one at checkout is the orders
 * router's (checkOrder/createOrder `couponId`).
 */
export const couponRoutes = new Hono<AppEnv>()
  .post(
    '/coupons/batches',
    operation('issueCoupons', CouponBatch, {
      tags,
      summary: 'Issue e-coupons',
      description:
        'A batch of tokenized coupons (spec §3): amount or percentage off, the items it is for, validity, quantity, per-member limit and price (free or bought); minted as a job.',
      codes: ['FORBIDDEN'],
      who: "A COUPON merchant's owner whose plan has the loyalty tools.",
    }),
    requireMember,
    input('form', IssueCouponsBody),
    async (c) => ok(c, await issueCoupons(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/coupons/batches',
    operation('listCouponBatches', CouponBatchList, {
      tags,
      summary: 'List coupon batches to collect',
      description:
        'The coupon batches on offer now, with how many are left; free ones are collected, priced ones bought as an order line.',
      session: 'optional',
    }),
    input('query', CouponBatchQuery),
    async (c) => ok(c, await listCouponBatches(c.var.deps, c.var.member?.id ?? null, c.req.valid('query'))),
  )
  .get(
    '/coupons/batches/mine',
    operation('listMerchantCouponBatches', MerchantCouponBatchList, {
      tags,
      summary: 'List my coupon batches',
      description: "The caller's merchant's batches with issued, collected, used and redeemed counts.",
      codes: ['FORBIDDEN'],
      who: "A COUPON merchant's owner whose plan has the loyalty tools.",
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMerchantBatches(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/coupons/collect',
    operation('collectCoupon', CollectAnswer, {
      tags,
      summary: 'Collect a coupon',
      description:
        'Takes one coupon of a batch: a free one at once, a priced one as an order (kind COUPON) to pay on the payment page. Never more than the batch holds.',
      codes: [
        'NOT_FOUND',
        'SOLD_OUT',
        'MEMBER_ALREADY_COLLECTED',
        'OFFER_NOT_STARTED',
        'PROMO_EXPIRED',
        'CANNOT_BUY_OWN',
        'WRONG_QUANTITY',
      ],
    }),
    requireMember,
    input('form', CollectCouponForm),
    async (c) => ok(c, await collectCoupon(c.var.deps, c.var.member!.id, c.req.valid('form').batchId)),
  )
  .get(
    '/coupons/mine',
    operation('listMyCoupons', MyCouponList, {
      tags,
      summary: 'List my e-coupons',
      description:
        "The caller's coupons with their state (available, held by an unpaid order, used, redeemed, expired, given away).",
    }),
    requireMember,
    input('query', MyCouponQuery),
    async (c) => ok(c, await listMyCoupons(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .post(
    '/coupons/qr',
    operation('getCouponQr', CouponQr, {
      tags,
      summary: "Show a coupon's shop QR",
      description:
        "A signed single-use QR (and typed code) for the shop's redemption desk, valid for a short time.",
      codes: ['NOT_FOUND', 'COUPON_UNAVAILABLE'],
    }),
    requireMember,
    input('form', CouponIdForm),
    async (c) => ok(c, await getCouponQr(c.var.deps, c.var.member!.id, c.req.valid('form').couponId)),
  )
  .post(
    '/coupons/redeem',
    operation('redeemCoupon', RedeemedCoupon, {
      tags,
      summary: 'Redeem a coupon at the shop',
      description:
        "The shop's redemption desk redeems a coupon by its QR or typed code, once; the coupon is burnt on chain by a job.",
      codes: ['QR_EXPIRED', 'INVALID_REDEEM_CODE', 'COUPON_UNAVAILABLE', 'FORBIDDEN'],
      who: "The owner of the coupon's merchant.",
    }),
    requireMember,
    input('form', RedeemCouponForm),
    async (c) => ok(c, await redeemCoupon(c.var.deps, c.var.member!.id, c.req.valid('form').code)),
  )
  .post(
    '/coupons/transfer',
    operation('transferCoupon', MyCoupon, {
      tags,
      summary: 'Give a coupon to a member',
      description:
        'Gives an available coupon to another member (by account or wallet) after the picture code; its QR stops working.',
      codes: ['NOT_FOUND', 'COUPON_UNAVAILABLE', 'TARGET_NOT_MEMBER', 'CAPTCHA_WRONG'],
    }),
    requireMember,
    input('form', TransferCouponForm),
    async (c) => ok(c, await transferCoupon(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
