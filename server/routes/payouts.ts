import { Hono } from 'hono';
import { attachment } from '../http/attachment';
import type { AppEnv } from '../http/context';
import { operation } from '../http/describe';
import { ok } from '../http/envelope';
import { requireMember } from '../http/session';
import { input } from '../http/validate';
import { FiatPayoutPaid, FiatPayouts, FiatPayoutsQuery, MarkFiatPayoutForm } from '../schemas/payouts';
import { exportFiatPayouts, fiatPayoutsCsv, markFiatPayoutPaid } from '../services/wallets/fiat-payouts';

const tags = ['wallet'] as const;

/**
 * Card income payouts for customer service (fiat income is exported for payout): who is owed what
 * (JSON, or ?format=csv as a download), and recording a payout made by bank transfer. SUPPORT tag only.
 */
export const payoutRoutes = new Hono<AppEnv>()
  .get(
    '/payouts/fiat',
    operation('exportFiatPayouts', FiatPayouts, {
      tags,
      summary: 'Export card payouts',
      description:
        'Members owed card income, with their bank details; `?format=csv` answers a text/csv download (UTF-8 with a byte-order mark).',
      codes: ['FORBIDDEN'],
      who: 'Customer service only (SUPPORT tag).',
      alsoAnswers: { 'text/csv': 'With `format=csv`: one row per member owed.' },
    }),
    requireMember,
    input('query', FiatPayoutsQuery),
    async (c) => {
      const rows = await exportFiatPayouts(c.var.deps, c.var.member!);
      if (c.req.valid('query').format !== 'csv') return ok(c, rows);
      const day = c.var.deps.now().toISOString().slice(0, 10);
      return attachment(c, fiatPayoutsCsv(rows), 'text/csv', `card-payouts-${day}.csv`);
    },
  )
  .post(
    '/payouts/fiat/paid',
    operation('markFiatPayoutPaid', FiatPayoutPaid, {
      tags,
      summary: 'Record a card payout',
      description:
        'Records a bank payout to a member once per `payoutRef`; more than the balance answers 409 `above_balance`.',
      codes: ['FORBIDDEN', 'CONFLICT'],
      who: 'Customer service only (SUPPORT tag).',
    }),
    requireMember,
    input('form', MarkFiatPayoutForm),
    async (c) => ok(c, await markFiatPayoutPaid(c.var.deps, c.var.member!, c.req.valid('form'))),
  );
