import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCallback, SessionRow } from '../../../server/payments/provider';
import { sandboxCardProvider } from '../../../server/payments/card/sandbox';
import { Code } from '../../../server/schemas/codes';
import { recordRefund } from '../../../server/services/payments/refund-record';
import { applyVerdict } from '../../../server/services/payments/verdict';
import { startTestServer, type TestServer } from '../../support/server';
import { ledger, openCardSession, orderRow, sessionRow } from './fixtures';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 60_000);
afterAll(() => s.close());

const provider = () => sandboxCardProvider(s.deps);

/** A NEW order of 20.00 HKD with one OPEN sandbox card session for all of it. */
const openSession = (): Promise<SessionRow> => openCardSession(s);

const verdict = (
  session: SessionRow,
  outcome: ProviderCallback['outcome'],
  over: Partial<ProviderCallback> = {},
) =>
  applyVerdict(s.deps, provider(), session, {
    ref: session.ref,
    providerRef: `ch_${session.ref.slice(0, 12)}`,
    outcome,
    amount: 2000n,
    currency: 'HKD',
    ...over,
  });

describe('applyVerdict', () => {
  it('APPROVED records one capture however often it comes, at once or later', async () => {
    const session = await openSession();
    const first = await Promise.all([verdict(session, 'APPROVED'), verdict(session, 'APPROVED')]);
    const later = await verdict(session, 'APPROVED');
    expect([...first, later].map((r) => r.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED']);
    expect([...first, later].filter((r) => !r.duplicate)).toHaveLength(1);
    expect(await ledger(s, session.orderId)).toHaveLength(1);
    expect(await orderRow(s, session.orderId)).toMatchObject({ label: 'FULLPAID', paidAmount: '2000' });
    expect(await sessionRow(s, session.ref)).toMatchObject({ status: 'SUCCEEDED', failureCode: null });
  });

  it.each([
    ['DECLINED', Code.VERIFICATION_FAILED, 1004],
    ['EXPIRED_CARD', Code.CARD_EXPIRED, 1009],
    ['CANCELLED', Code.CANCELLED_OR_NOT_VALID, 1013],
    ['EXPIRED', Code.TRANSACTION_EXPIRED, 1006],
  ] as const)('%s fails the session with %i and moves no money', async (outcome, code, spec) => {
    expect(code).toBe(spec);
    const session = await openSession();
    expect(await verdict(session, outcome)).toEqual({ status: 'FAILED', duplicate: false });
    expect(await sessionRow(s, session.ref)).toMatchObject({ status: 'FAILED', failureCode: spec });
    expect(await ledger(s, session.orderId)).toHaveLength(0);
    expect((await orderRow(s, session.orderId)).label).toBe('NEW');
    // Told again, it is a duplicate and the code stays.
    const again = await verdict(await sessionRow(s, session.ref), outcome);
    expect(again).toEqual({ status: 'FAILED', duplicate: true });
  });

  it('a decline after the success leaves the session SUCCEEDED and the order paid', async () => {
    const session = await openSession();
    await verdict(session, 'APPROVED');
    const late = await verdict(await sessionRow(s, session.ref), 'DECLINED');
    expect(late).toEqual({ status: 'SUCCEEDED', duplicate: true });
    // Even a stale copy of the session (read while still OPEN) cannot undo it.
    expect((await verdict(session, 'EXPIRED_CARD')).status).toBe('SUCCEEDED');
    expect(await sessionRow(s, session.ref)).toMatchObject({ status: 'SUCCEEDED', failureCode: null });
    expect((await orderRow(s, session.orderId)).label).toBe('FULLPAID');
  });

  it('REFUNDED at the provider records one REFUND row for its capture; one for an unknown capture records nothing', async () => {
    const session = await openSession();
    await verdict(session, 'APPROVED');
    const [capture] = await ledger(s, session.orderId, 'CAPTURE');
    const refunded = { amount: 2000n, refundRef: 're_provider_side' };
    const answers = [
      await verdict(session, 'REFUNDED', refunded),
      await verdict(session, 'REFUNDED', refunded),
    ];
    expect(answers.map((a) => a.duplicate)).toEqual([false, true]);
    const rows = await ledger(s, session.orderId, 'REFUND');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerRef: 're_provider_side',
      refundOf: capture!.id,
      amount: '2000',
      reason: 'refunded_at_provider',
    });
    expect((await orderRow(s, session.orderId)).paidAmount).toBe('0');

    const other = await openSession();
    expect(await verdict(other, 'REFUNDED', { providerRef: 'ch_never_captured' })).toEqual({
      status: 'OPEN',
      duplicate: true,
    });
    expect(await ledger(s, other.orderId)).toHaveLength(0);
  });

  it("the provider's report of a refund we made is that refund, not a second one (either order)", async () => {
    const ours = await openSession();
    await verdict(ours, 'APPROVED');
    const [capture] = await ledger(s, ours.orderId, 'CAPTURE');
    const part = {
      capture: capture!,
      amount: 500n,
      key: `refund:${capture!.providerRef}:1`,
      reason: 'support',
      origin: 'SUPPORT',
    } as const;
    expect(await recordRefund(s.deps, { ...part, refundRef: 're_ours' })).toBe(true);
    expect((await verdict(ours, 'REFUNDED', { amount: 500n, refundRef: 're_ours' })).duplicate).toBe(true);
    expect(await ledger(s, ours.orderId, 'REFUND')).toHaveLength(1);

    const theirsFirst = await openSession();
    await verdict(theirsFirst, 'APPROVED');
    const [c2] = await ledger(s, theirsFirst.orderId, 'CAPTURE');
    expect((await verdict(theirsFirst, 'REFUNDED', { amount: 500n, refundRef: 're_early' })).duplicate).toBe(
      false,
    );
    const late = { ...part, capture: c2!, key: `refund:${c2!.providerRef}:1` };
    expect(await recordRefund(s.deps, { ...late, refundRef: 're_early' })).toBe(false);
    expect(await ledger(s, theirsFirst.orderId, 'REFUND')).toHaveLength(1);
    expect((await orderRow(s, theirsFirst.orderId)).paidAmount).toBe('1500');
  });
});
