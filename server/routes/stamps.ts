import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { CommonParams } from '../schemas/common';
import {
  GrantStampForm,
  MyStampCard,
  MyStampsList,
  SaveStampCardForm,
  StampCard,
  StampGrant,
} from '../schemas/stamps';
import { getMyStampCard, saveStampCard } from '../services/loyalty/stamps/card';
import { grantStamp } from '../services/loyalty/stamps/desk';
import { listMyStamps } from '../services/loyalty/stamps/mine';

const tags = ['loyalty'] as const;
const who = "A merchant's owner whose plan has e-stamps (Enterprise).";

/**
 * E-stamps (spec §1 Enterprise): the merchant sets its stamp card and stamps members' cards
 * at its desk; members read their progress. Stamps at checkout come from the payment ledger (recordPayment).
 */
export const stampRoutes = new Hono<AppEnv>()
  .post(
    '/stamps/card',
    operation('saveStampCard', StampCard, {
      tags,
      summary: 'Save my stamp card',
      description:
        "The merchant's one stamp card: a name, how many stamps (2 to 20) earn one coupon of one of its batches, and the period stamps are given in. Saving again changes the terms for the stamps to come; members keep theirs.",
      codes: ['FORBIDDEN', 'VALIDATION_FAILED'],
      who,
    }),
    requireMember,
    input('form', SaveStampCardForm),
    async (c) => ok(c, await saveStampCard(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/stamps/card/mine',
    operation('getMyStampCard', MyStampCard, {
      tags,
      summary: 'Read my stamp card',
      description:
        "The caller's merchant's stamp card with how many cards members completed; null before it has one.",
      codes: ['FORBIDDEN'],
      who,
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await getMyStampCard(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/stamps/grant',
    operation('grantStamp', StampGrant, {
      tags,
      summary: 'Give a stamp at the desk',
      description:
        "Gives one stamp to the member whose membership card QR the desk scanned (or typed), once per `key`: the same key again answers the grant as it stands (`duplicate`) and gives nothing. The stamp that fills the card issues its reward coupon once and a new card starts. A paid order of the merchant's goods gives its buyer a stamp by itself.",
      codes: [
        'FORBIDDEN',
        'NOT_FOUND',
        'INVALID_REDEEM_CODE',
        'QR_EXPIRED',
        'CANNOT_BUY_OWN',
        'OFFER_NOT_STARTED',
        'PROMO_EXPIRED',
        'SOLD_OUT',
        'COUPON_UNAVAILABLE',
      ],
      who,
    }),
    requireMember,
    input('form', GrantStampForm),
    async (c) => ok(c, await grantStamp(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/stamps/mine',
    operation('listMyStamps', MyStampsList, {
      tags,
      summary: 'List my stamp cards',
      description:
        "The caller's stamp cards, one per merchant: stamps on the card in hand out of how many, the reward and how many were earned.",
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMyStamps(c.var.deps, c.var.member!.id)),
  );
