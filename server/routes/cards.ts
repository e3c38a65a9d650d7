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

const tags = ['loyalty'] as const;

/**
 * Membership cards (spec §2 memberCard, §7 cards, card transfer, card activation, distribute
 * by redeem code): merchants define programmes and make redeem codes; members claim, read, activate, fill in
 * and give their cards, and show a QR that a merchant checks.
 */
export const cardRoutes = new Hono<AppEnv>()
  .post(
    '/cards/programmes',
    operation('createCardProgramme', CardProgramme, {
      tags,
      summary: 'Create a membership card programme',
      description:
        "A merchant's membership card (spec §3): name, picture, tiers with their discount, validity and the chain it is minted on.",
      codes: ['FORBIDDEN'],
      who: "A COUPON merchant's owner whose plan has the loyalty tools.",
    }),
    requireMember,
    input('form', CardProgrammeBody),
    async (c) => ok(c, await createCardProgramme(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/cards/programmes/mine',
    operation('listMyCardProgrammes', CardProgrammeList, {
      tags,
      summary: 'List my card programmes',
      description: "The caller's merchant's card programmes with how many cards are issued and activated.",
      codes: ['FORBIDDEN'],
      who: "A COUPON merchant's owner whose plan has the loyalty tools.",
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMyCardProgrammes(c.var.deps, c.var.member!.id)),
  )
  .post(
    '/cards/codes',
    operation('generateRedeemCodes', RedeemCodeBatch, {
      tags,
      summary: 'Generate card redeem codes',
      description:
        'A batch of single-use 16-character codes a shop hands out; each registers one card of the programme.',
      codes: ['FORBIDDEN', 'NOT_FOUND', 'SOLD_OUT'],
      who: "A COUPON merchant's owner whose plan has the loyalty tools.",
    }),
    requireMember,
    input('form', RedeemCodesForm),
    async (c) => ok(c, await generateRedeemCodes(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cards/redeem',
    operation('redeemCardCode', CardSummary, {
      tags,
      summary: 'Register a card by redeem code',
      description:
        'Registers the card of a redeem code to the caller (not yet activated). A code registers once.',
      codes: ['INVALID_REDEEM_CODE', 'ALREADY_CLAIMED', 'MEMBER_ALREADY_COLLECTED', 'SOLD_OUT'],
    }),
    requireMember,
    input('form', RedeemCardForm),
    async (c) => ok(c, await redeemCardCode(c.var.deps, c.var.member!.id, c.req.valid('form').code)),
  )
  .get(
    '/cards/mine',
    operation('listMyCards', CardList, {
      tags,
      summary: 'List my membership cards',
      description:
        "The caller's cards with their programme, tier, state (not activated, activating, active, transferring) and number.",
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMyCards(c.var.deps, c.var.member!.id)),
  )
  .get(
    '/cards/detail',
    operation('getCard', CardDetail, {
      tags,
      summary: 'Read a membership card',
      description:
        "Every field of spec §3 of one of the caller's cards: number, tier and its discount, validity, member info and chain token.",
      codes: ['NOT_FOUND', 'VERIFICATION_FAILED', 'NO_LONGER_IN_WALLET'],
    }),
    requireMember,
    input('query', CardIdQuery),
    async (c) => ok(c, await getCard(c.var.deps, c.var.member!.id, c.req.valid('query').id)),
  )
  .post(
    '/cards/qr',
    operation('getCardQr', CardQr, {
      tags,
      summary: "Show a card's QR",
      description: 'A signed QR payload for the shop to check, valid for a short time.',
      codes: ['NOT_FOUND', 'CARD_BUSY'],
    }),
    requireMember,
    input('form', CardIdForm),
    async (c) => ok(c, await getCardQr(c.var.deps, c.var.member!.id, c.req.valid('form').id)),
  )
  .get(
    '/cards/verify',
    operation('verifyCardQr', CardCheck, {
      tags,
      summary: "Check a card's QR",
      description: "The shop checks a member's card QR: whose card, its tier and whether it is valid now.",
      codes: ['QR_EXPIRED', 'NOT_FOUND', 'FORBIDDEN'],
      who: "The owner of the card's merchant.",
    }),
    requireMember,
    input('query', CardQrQuery),
    async (c) => ok(c, await verifyCardQr(c.var.deps, c.var.member!.id, c.req.valid('query').payload)),
  )
  .post(
    '/cards/info',
    operation('saveCardMemberInfo', CardDetail, {
      tags,
      summary: "Save a card's member info",
      description:
        'The member info a card asks for (name, birth year for an age of 18 to 99, phone) before activation.',
      codes: ['NOT_FOUND', 'CARD_BUSY'],
    }),
    requireMember,
    input('form', CardMemberInfoForm),
    async (c) => ok(c, await saveCardMemberInfo(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cards/activate',
    operation('activateCard', CardDetail, {
      tags,
      summary: 'Activate a card',
      description:
        "Queues the card's mint to the caller's wallet; the answer's job shows the progress until the card is on chain.",
      codes: [
        'NOT_FOUND',
        'NOT_YOURS_ACTIVATION',
        'OWN_COLLECTIBLE',
        'WRONG_QUANTITY',
        'INVALID_WALLET_ADDRESS',
        'CARD_BUSY',
      ],
    }),
    requireMember,
    input('form', ActivateCardForm),
    async (c) => ok(c, await activateCard(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/cards/transfer',
    operation('transferCard', CardSummary, {
      tags,
      summary: 'Transfer a card',
      description:
        'Moves an active card to another member (by account or wallet), after the picture code; the chain transfer runs as a job.',
      codes: [
        'NOT_FOUND',
        'NOT_TRANSFERABLE',
        'WRONG_QUANTITY',
        'TARGET_NOT_MEMBER',
        'CAPTCHA_WRONG',
        'CARD_BUSY',
      ],
    }),
    requireMember,
    input('form', TransferCardForm),
    async (c) => ok(c, await transferCard(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
