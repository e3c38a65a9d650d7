import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import {
  Balance,
  BalanceQuery,
  CheckWithdrawQuery,
  ExchangeRates,
  PageQuery,
  RefQuery,
  WithdrawDecisionForm,
  WithdrawForm,
  Withdrawal,
  WithdrawalPage,
  WithdrawRequest,
  WalletCoins,
} from '../schemas/wallets';
import { getBalance, walletCoins } from '../services/wallets/balances';
import { readRates } from '../services/wallets/rates';
import { decideWithdraw } from '../services/wallets/withdrawals/decide';
import { checkWithdraw, listWithdrawals, withdrawalByRef } from '../services/wallets/withdrawals/query';
import { requestWithdraw } from '../services/wallets/withdrawals/request';

const tags = ['wallet'] as const;

/** Creator income (spec §3 Wallet balance), exchange rates and withdrawals (spec §4 Withdraw, §5, §8). */
export const balanceRoutes = new Hono<AppEnv>()
  .get(
    '/wallet/balance',
    operation('getBalance', Balance, {
      tags,
      summary: 'Read the balance',
      description:
        "The member's income on a chain: fixed-price and auction parts summed (spec §3 Wallet balance). 404/1007 mean zero in the app.",
    }),
    requireMember,
    input('query', BalanceQuery),
    async (c) => ok(c, await getBalance(c.var.deps.db, c.var.member!.id, c.req.valid('query').blockchain)),
  )
  .get(
    '/wallet/coins',
    operation('getWalletCoins', WalletCoins, {
      tags,
      summary: "Read the marketplace wallet's coins",
      description:
        "What the member's marketplace (custodial) wallet holds on a chain, read from the chain: what a crypto payment from it can spend.",
      codes: ['NO_WALLET', 'CHAIN_UNAVAILABLE'],
    }),
    requireMember,
    input('query', BalanceQuery),
    async (c) => ok(c, await walletCoins(c.var.deps, c.var.member!.id, c.req.valid('query').blockchain)),
  )
  .get(
    '/wallet/rates',
    operation('getExchangeRates', ExchangeRates, {
      tags,
      summary: 'Read exchange rates',
      description: 'Currency rates (`tarSymbol`, `currRate`) for the price picker (spec §3 exchange rate).',
      session: 'optional',
    }),
    async (c) => ok(c, await readRates(c.var.deps)),
  )
  .post(
    '/wallet/withdraw',
    operation('requestWithdraw', WithdrawRequest, {
      tags,
      summary: 'Request a withdrawal',
      description:
        'Withdraws the whole balance of a chain to the bound wallet once it exceeds 0.01; answers the page URL to open, with `ref` and `blockchain` (spec §4 Withdraw).',
      codes: ['NO_WALLET', 'WITHDRAW_BELOW_MINIMUM', 'CHAIN_UNAVAILABLE'],
    }),
    requireMember,
    input('form', WithdrawForm),
    async (c) => {
      const origin = (c.var.deps.env.PUBLIC_URL || new URL(c.req.url).origin).replace(/\/+$/, '');
      const { blockchain } = c.req.valid('form');
      return ok(c, await requestWithdraw(c.var.deps, c.var.member!.id, blockchain, origin));
    },
  )
  .get(
    '/wallet/withdraw/detail',
    operation('withdrawalByRef', Withdrawal, {
      tags,
      summary: 'Read a withdrawal',
      description: "The caller's withdrawal by `ref`, for the page that confirms it.",
      codes: ['NOT_FOUND'],
    }),
    requireMember,
    input('query', RefQuery),
    async (c) => ok(c, await withdrawalByRef(c.var.deps.db, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/wallet/withdraw/decide',
    operation('decideWithdraw', Withdrawal, {
      tags,
      summary: 'Confirm or cancel a withdrawal',
      description: 'Confirms (sends on chain) or cancels a requested withdrawal.',
      codes: ['WALLET_REF_INVALID', 'WITHDRAW_ALREADY_EXTRACTED'],
    }),
    requireMember,
    input('form', WithdrawDecisionForm),
    async (c) => {
      const f = c.req.valid('form');
      return ok(c, await decideWithdraw(c.var.deps, c.var.member!.id, f.ref, f.decision));
    },
  )
  .get(
    '/wallet/withdraw/check',
    operation('checkWithdraw', Withdrawal, {
      tags,
      summary: 'Check a withdrawal',
      description:
        'Whether the withdrawal `ref` was paid (spec §4: checked 2 s after the dialog closes); anything else answers 4411.',
      codes: ['WITHDRAW_FAILED'],
    }),
    requireMember,
    input('query', CheckWithdrawQuery),
    async (c) => ok(c, await checkWithdraw(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/wallet/withdrawals',
    operation('listWithdrawals', WithdrawalPage, {
      tags,
      summary: 'List withdrawals',
      description: "The caller's withdrawals, newest first; keyset-paged (spec §3 Withdrawal).",
    }),
    requireMember,
    input('query', PageQuery),
    async (c) => ok(c, await listWithdrawals(c.var.deps.db, c.var.member!.id, c.req.valid('query'))),
  );
