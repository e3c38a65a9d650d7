import { Hono } from 'hono';
import * as v from 'valibot';
import { attachment } from '../http/attachment';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  AdjustCoinsForm,
  CoinBalanceList,
  CoinHistoryPage,
  CoinHistoryQuery,
  CoinLiability,
  CoinOperation,
  CoinPayment,
  CoinTenderQuery,
  CoinTenderQuote,
  LoyaltyCoin,
  PayWithCoinsForm,
  SaveLoyaltyCoinBody,
} from '../schemas/coins';
import { CoinChainCheck } from '../schemas/coin-chain';
import { CommonParams } from '../schemas/common';
import { adjustCoins } from '../services/loyalty/coins/adjust';
import { reconcileMyCoinChain } from '../services/loyalty/coins/chain-reconcile';
import { getLoyaltyCoin, saveLoyaltyCoin } from '../services/loyalty/coins/coin';
import { listCoinHistory, listMyCoinBalances } from '../services/loyalty/coins/mine';
import { coinLiabilityReport, exportCoinLiability } from '../services/loyalty/coins/report';
import { getCoinTender, payWithCoins } from '../services/loyalty/coins/tender';

const tags = ['loyalty'] as const;
const who = "A merchant's owner whose plan has loyalty coins (Enterprise).";

/**
 * Loyalty coins (spec §1 Enterprise): the merchant defines its coin, reads its liability and
 * corrects a member's coins; anyone reads a merchant's coin; members read their balances and history.
 * The buyer pays part or all of an order with coins at checkout (getCoinTender, payWithCoins); earning and
 * reversals are called by paid orders, stamps, campaigns and refunds, not over the wire.
 */
export const coinRoutes = new Hono<AppEnv>()
  .post(
    '/coins',
    operation('saveLoyaltyCoin', LoyaltyCoin, {
      tags,
      summary: 'Save my loyalty coin',
      description:
        "The merchant's one coin: name, symbol (2 to 8 capitals or digits), artwork, value per coin in HKD cents, earn rules (coins per HK$1 spent on its goods as `earnPerHkdNum`/`earnPerHkdDen`, per stamp card completed, per campaign as `campaignRules[i][campaignId]`/`[coins]`), the pending days before earned coins can be spent (default 14) and the expiry in months after the calendar month earned (default 6). Saving again changes the terms for coins earned from then on.",
      codes: ['FORBIDDEN', 'VALIDATION_FAILED'],
      who,
    }),
    requireMember,
    input('form', SaveLoyaltyCoinBody),
    async (c) => ok(c, await saveLoyaltyCoin(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .get(
    '/coins',
    operation('getLoyaltyCoin', LoyaltyCoin, {
      tags,
      summary: "Read a merchant's loyalty coin",
      description:
        'The coin of the merchant `mcId`: its name, symbol, artwork, value per coin in HKD cents and how it is earned. Amounts are digit strings.',
      codes: ['NOT_FOUND', 'FORBIDDEN'],
    }),
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await getLoyaltyCoin(c.var.deps, c.req.valid('query').mcId)),
  )
  .get(
    '/coins/mine',
    operation('listMyCoinBalances', CoinBalanceList, {
      tags,
      summary: 'List my coin balances',
      description:
        'The caller’s coins per merchant: spendable now, pending (with when the first becomes spendable), expiring within 30 days (with the first date) and their total. Amounts are digit strings.',
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await listMyCoinBalances(c.var.deps, c.var.member!.id)),
  )
  .get(
    '/coins/history',
    operation('listCoinHistory', CoinHistoryPage, {
      tags,
      summary: 'List my coin history at a merchant',
      description:
        'The caller’s coin ledger rows at the merchant `mcId`, newest first: earned, spent, expired, reversed and adjusted coins (signed), with the order and the expiry of the lot each row moved. Paged by `cursor`.',
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', CoinHistoryQuery),
    async (c) => ok(c, await listCoinHistory(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/coins/liability',
    operation('coinLiabilityReport', CoinLiability, {
      tags,
      summary: "Read my coins' liability",
      description:
        'Coins issued, adjusted, spent, expired, reversed and outstanding, all summed from the ledger (outstanding = issued + adjusted − spent − expired − reversed); the liability at the coin’s value in HKD cents; the redemption rate spent / (issued − reversed) and the breakage rate expired / (issued − reversed) as exact `num`/`den` digit strings (null before any coin is issued).',
      codes: ['FORBIDDEN', 'NOT_FOUND'],
      who,
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => ok(c, await coinLiabilityReport(c.var.deps, c.var.member!.id)),
  )
  .get(
    '/coins/liability/export',
    operation('exportCoinLiability', v.unknown(), {
      tags,
      summary: "Export my coins' liability as CSV",
      description:
        'The figures of coinLiabilityReport as a text/csv download (a header row and one row; the rates as num/den).',
      codes: ['FORBIDDEN', 'NOT_FOUND'],
      who,
      alsoAnswers: {
        'text/csv':
          'mcId, symbol, valueMinor, issued, adjusted, spent, expired, reversed, outstanding, liabilityMinor, redemptionRate, breakageRate, holders, asOf.',
      },
    }),
    requireMember,
    input('query', v.object(CommonParams)),
    async (c) => {
      const { csv, mcId } = await exportCoinLiability(c.var.deps, c.var.member!.id);
      const day = c.var.deps.now().toISOString().slice(0, 10);
      return attachment(c, csv, 'text/csv', `${mcId}-coins-${day}.csv`);
    },
  )
  .post(
    '/coins/adjust',
    operation('adjustCoins', CoinOperation, {
      tags,
      summary: "Adjust a member's coins",
      description:
        'Adds (a new lot, spendable at once) or takes (soonest expiry first, never below zero) whole coins of one member, with a reason, once per `key`: the same key again answers the first result (`duplicate`); with other content it is refused.',
      codes: ['FORBIDDEN', 'NOT_FOUND', 'COINS_INSUFFICIENT', 'COIN_KEY_CONFLICT'],
      who,
    }),
    requireMember,
    input('form', AdjustCoinsForm),
    async (c) => ok(c, await adjustCoins(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  )
  .post(
    '/coins/reconcile',
    operation('reconcileCoinChain', v.nullable(CoinChainCheck), {
      tags,
      summary: "Reconcile my coin's token with its ledger",
      description:
        "For a coin mirrored on chain (a non-transferable ERC-20 minted and burned from the ledger): compares each member's token balance with the ledger balance of their operations already mirrored, now, as the daily job does. Answers the check (also shown as `chain` in coinLiabilityReport): the members compared, those with operations still queued (`lagging`), and each difference with the member's token, mirrored and ledger balances (digit strings). Null while the coin has no contract. Nothing is corrected: the ledger is the authority.",
      codes: ['FORBIDDEN', 'NOT_FOUND', 'CHAIN_UNAVAILABLE'],
      who,
    }),
    requireMember,
    input('form', v.object(CommonParams)),
    async (c) => ok(c, await reconcileMyCoinChain(c.var.deps, c.var.member!.id)),
  )
  .get(
    '/payments/coins/quote',
    operation('getCoinTender', CoinTenderQuote, {
      tags: ['payments'],
      summary: 'Quote paying my order with coins',
      description:
        "Whether the buyer's coins of the order's merchant can pay it now (`reason` no_coin, currency or nothing_left when not), the coin, the buyer's spendable coins, the amount left (HKD cents) and `maxCoins` = min(spendable, floor(leftAmount / valueHkdCents)). Amounts are digit strings.",
      codes: ['NOT_FOUND'],
      who: "Only the order's buyer.",
    }),
    requireMember,
    input('query', CoinTenderQuery),
    async (c) => ok(c, await getCoinTender(c.var.deps, c.var.member!.id, c.req.valid('query').orderId)),
  )
  .post(
    '/payments/coins',
    operation('payWithCoins', CoinPayment, {
      tags: ['payments'],
      summary: 'Pay part of my order with coins',
      description:
        "Spends `coins` of the buyer's coin at the order's merchant and records a payment of provider `coins` (coins × value, HKD cents) in the order's payments, in one transaction; the order is FULLPAID when nothing is left. Once per `requestKey`: a replay answers the first answer. Refused: more than the spendable coins (4710, 4711 pending with `nextSpendableAt`, 4712 expired, each with `spendable`), a coin amount that is not a positive whole number (`coin_amount`) or worth more than is left (`coin_amount_over`), an order not in HKD (`currency`), an expired or cancelled order (1006).",
      codes: [
        'NOT_FOUND',
        'VALIDATION_FAILED',
        'COINS_INSUFFICIENT',
        'COINS_PENDING',
        'COINS_EXPIRED',
        'COINS_OTHER_MERCHANT',
        'TRANSACTION_EXPIRED',
        'PAYMENT_NOT_OPEN',
      ],
      who: "Only the order's buyer.",
    }),
    requireMember,
    input('form', PayWithCoinsForm),
    async (c) => ok(c, await payWithCoins(c.var.deps, c.var.member!.id, c.req.valid('form'))),
  );
