import { Hono } from 'hono';
import * as v from 'valibot';
import { attachment } from '../http/attachment';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { CommonParams } from '../schemas/common';
import { MerchantPage, MerchantPageQuery } from '../schemas/merchant-page';
import { MerchantMemberPage, MerchantMembersQuery, MerchantStats } from '../schemas/merchant-console';
import { exportMerchantMembers, listMerchantMembers } from '../services/merchants/members';
import { getMerchantPage } from '../services/merchants/page';
import { merchantStats } from '../services/merchants/stats';

const who = "A merchant's owner whose plan has the CRM tools (Basic and above).";

/**
 * The merchant page (spec §2, public) and the merchant console's members and figures:
 * who holds the merchant's cards (paged, or all as CSV) and its coupons, cards and sales per day.
 */
export const merchantConsoleRoutes = new Hono<AppEnv>()
  .get(
    '/merchants/page',
    operation('getMerchantPage', MerchantPage, {
      tags: ['merchants'],
      summary: "Read a merchant's page",
      description:
        "The merchant page (spec §2): the merchant's name, logo and summary, its popular items (public items it sells, most favourited first), the e-coupon batches on offer (with the caller's collected count) and its membership card programmes. 404 for an unknown mcId, a suspended merchant or a plan without the merchant page (Business and above); the app keeps that as an empty result.",
      codes: ['NOT_FOUND'],
      session: 'optional',
    }),
    input('query', MerchantPageQuery),
    async (c) =>
      ok(c, await getMerchantPage(c.var.deps, c.var.member?.id ?? null, c.req.valid('query').mcId)),
  )
  .get(
    '/merchants/members',
    operation('listMerchantMembers', MerchantMemberPage, {
      tags: ['loyalty'],
      summary: "List my merchant's members",
      description:
        "The members holding the caller's merchant's membership cards, one row per card (number, programme, tier, member name, state, joined date), newest first; keyset-paged with `cursor`.",
      codes: ['FORBIDDEN'],
      who,
    }),
    requireMember,
    input('query', MerchantMembersQuery),
    async (c) => ok(c, await listMerchantMembers(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/merchants/members/export',
    operation('exportMerchantMembers', v.unknown(), {
      tags: ['loyalty'],
      summary: "Export my merchant's members as CSV",
      description:
        'Every row of listMerchantMembers as a text/csv download (UTF-8 with a byte-order mark, fields quoted by RFC 4180, a header row).',
      codes: ['FORBIDDEN'],
      who,
      alsoAnswers: {
        'text/csv': 'One row per card: cardNumber, programme, tier, memberName, state, expired, joinedAt.',
      },
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => {
      const { csv, mcId } = await exportMerchantMembers(c.var.deps, c.var.member!.id);
      const day = c.var.deps.now().toISOString().slice(0, 10);
      return attachment(c, csv, 'text/csv', `${mcId}-members-${day}.csv`);
    },
  )
  .get(
    '/merchants/stats',
    operation('merchantStats', MerchantStats, {
      tags: ['loyalty'],
      summary: "Read my merchant's daily figures",
      description:
        'Per UTC day over the last 30 days, today included: coupons collected, coupons redeemed at the shop, cards activated, and sales (paid HKD orders of its goods, in cents as strings). Every day is listed, zeros included.',
      codes: ['FORBIDDEN'],
      who,
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await merchantStats(c.var.deps, c.var.member!.id)),
  );
