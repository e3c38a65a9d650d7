import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  ActivateCardForm,
  CardCheck,
  CardDetail,
  CardIdForm,
  CardIdQuery,
  CardList,
  CardMemberInfoForm,
  CardProgramme,
  CardProgrammeBody,
  CardProgrammeList,
  CardQr,
  CardQrQuery,
  CardSummary,
  RedeemCardForm,
  RedeemCodeBatch,
  RedeemCodesForm,
  TransferCardForm,
} from '../schemas/cards';
import { CommonParams } from '../schemas/common';
import { activateCard } from '../services/loyalty/cards/activate';
import { generateRedeemCodes, redeemCardCode } from '../services/loyalty/cards/codes';
import { saveCardMemberInfo } from '../services/loyalty/cards/info';
import { createCardProgramme, listMyCardProgrammes } from '../services/loyalty/cards/programmes';
import { getCardQr, verifyCardQr } from '../services/loyalty/cards/qr';
import { getCard, listMyCards } from '../services/loyalty/cards/read';
import { transferCard } from '../services/loyalty/cards/transfer';

const tags = ['cards'];

/**
 * Membership cards (issue 15 item 6, spec §2 memberCard, §7 cards, card transfer, card activation, distribute
 * by redeem code): merchants define programmes and make redeem codes; members claim, read, activate, fill in
 * and give their cards, and show a QR that a merchant checks.
 */
export const cardRoutes = new Hono<AppEnv>()
  .post(
    '/cards/programmes',
    operation('createCardProgramme', CardProgramme, { tags }),
    requireMember,
    input('form', CardProgrammeBody),
    async (c) => ok(c, await createCardProgramme(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/cards/programmes/mine',
    operation('listMyCardProgrammes', CardProgrammeList, { tags }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMyCardProgrammes(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/cards/codes',
    operation('generateRedeemCodes', RedeemCodeBatch, { tags }),
    requireMember,
    input('form', RedeemCodesForm),
    async (c) => ok(c, await generateRedeemCodes(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cards/redeem',
    operation('redeemCardCode', CardSummary, { tags }),
    requireMember,
    input('form', RedeemCardForm),
    async (c) => ok(c, await redeemCardCode(c.var.deps, c.var.member!.id, c.req.valid('form').code)),
  )
  .get(
    '/cards/mine',
    operation('listMyCards', CardList, { tags }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMyCards(c.var.deps, c.var.member!.id)),
  )
  .get(
    '/cards/detail',
    operation('getCard', CardDetail, { tags }),
    requireMember,
    input('query', CardIdQuery),
    async (c) => ok(c, await getCard(c.var.deps, c.var.member!.id, c.req.valid('query').id)),
  )
  .post(
    '/cards/qr',
    operation('getCardQr', CardQr, { tags }),
    requireMember,
    input('form', CardIdForm),
    async (c) => ok(c, await getCardQr(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/cards/verify',
    operation('verifyCardQr', CardCheck, { tags }),
    requireMember,
    input('query', CardQrQuery),
    async (c) => ok(c, await verifyCardQr(c.var.deps, c.var.member!.id, c.req.valid('query').payload)),
  )
  .post(
    '/cards/info',
    operation('saveCardMemberInfo', CardDetail, { tags }),
    requireMember,
    input('form', CardMemberInfoForm),
    async (c) => ok(c, await saveCardMemberInfo(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cards/activate',
    operation('activateCard', CardDetail, { tags }),
    requireMember,
    input('form', ActivateCardForm),
    async (c) => ok(c, await activateCard(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cards/transfer',
    operation('transferCard', CardSummary, { tags }),
    requireMember,
    input('form', TransferCardForm),
    async (c) => ok(c, await transferCard(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
