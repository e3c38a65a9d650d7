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
} from '../schemas/wallets';
import { getBalance } from '../services/wallets/balances';
import { readRates } from '../services/wallets/rates';
import { decideWithdraw } from '../services/wallets/withdrawals/decide';
import { checkWithdraw, listWithdrawals, withdrawalByRef } from '../services/wallets/withdrawals/query';
import { requestWithdraw } from '../services/wallets/withdrawals/request';

const tags = ['wallet'];

/** Creator income (spec §3 Wallet balance), exchange rates and withdrawals (spec §4 Withdraw, §5, §8). */
export const balanceRoutes = new Hono<AppEnv>()
  .get(
    '/wallet/balance',
    operation('getBalance', Balance, { tags }),
    requireMember,
    input('query', BalanceQuery),
    async (c) => ok(c, await getBalance(c.var.deps.db, c.var.member!.id, c.req.valid('query').blockchain)),
  )
  .get('/wallet/rates', operation('getExchangeRates', ExchangeRates, { tags }), async (c) =>
    ok(c, await readRates(c.var.deps)),
  )
  .post(
    '/wallet/withdraw',
    operation('requestWithdraw', WithdrawRequest, { tags }),
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
    operation('withdrawalByRef', Withdrawal, { tags }),
    requireMember,
    input('query', RefQuery),
    async (c) => ok(c, await withdrawalByRef(c.var.deps.db, c.var.member!.id, c.req.valid('query').ref)),
  )
  .post(
    '/wallet/withdraw/decide',
    operation('decideWithdraw', Withdrawal, { tags }),
    requireMember,
    input('form', WithdrawDecisionForm),
    async (c) => {
      const f = c.req.valid('form');
      return ok(c, await decideWithdraw(c.var.deps, c.var.member!.id, f.ref, f.decision));
    },
  )
  .get(
    '/wallet/withdraw/check',
    operation('checkWithdraw', Withdrawal, { tags }),
    requireMember,
    input('query', CheckWithdrawQuery),
    async (c) => ok(c, await checkWithdraw(c.var.deps, c.var.member!.id, c.req.valid('query'))),
  )
  .get(
    '/wallet/withdrawals',
    operation('listWithdrawals', WithdrawalPage, { tags }),
    requireMember,
    input('query', PageQuery),
    async (c) => ok(c, await listWithdrawals(c.var.deps.db, c.var.member!.id, c.req.valid('query'))),
  );
