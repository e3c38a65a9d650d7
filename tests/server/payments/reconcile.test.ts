import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '../../../server/schemas/codes';
import {
  EXPIRED_GRACE_MS,
  RECONCILE_AFTER_MS,
  reconcilePayments,
} from '../../../server/services/payments/reconcile';
import { startTestServer, type TestServer } from '../../support/server';
import { ledger, openCardSession, orderRow, sessionRow } from './fixtures';

// The sandbox card's `query` answers from the session's details; `unreachable` makes it throw as a provider
// that cannot be reached would (METHODS is module-level, so the provider is wrapped where it is looked up).
const provider = vi.hoisted(() => ({ unreachable: false, asked: [] as string[] }));
vi.mock('../../../server/payments/providers', async (importOriginal) => {
  const { spyProviders } = await import('./provider-spy');
  return spyProviders(await importOriginal<typeof import('../../../server/payments/providers')>(), (p) => ({
    query: async (session) => {
      provider.asked.push(session.ref);
      if (provider.unreachable) throw new Error('connect ECONNREFUSED 127.0.0.1:9');
      return p.query!(session);
    },
  }));
});

const lines: string[] = [];
let s: TestServer;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  s = await startTestServer({}, { log: pino({ level: 'info' }, sink) });
}, 60_000);
afterAll(() => s.close());

/** An OPEN sandbox card session opened now, for a NEW order of 20.00 HKD; `verdict` as the card page left it. */
function openSession(verdict?: 'APPROVED' | 'DECLINED', ttlMs = 30 * 60_000) {
  const chargeId = `ch_${randomBytes(12).toString('hex')}`;
  return openCardSession(s, {
    details: verdict ? { sandbox: 'DECIDED', verdict, chargeId } : {},
    ttlMs,
    orderExpiresAt: new Date(s.clock.now.getTime() + 3_600_000),
  });
}

const later = (ms: number) => {
  s.clock.now = new Date(s.clock.now.getTime() + ms);
};

describe('reconcilePayments', () => {
  it('leaves a session younger than 2 minutes alone, then applies the provider’s verdict once', async () => {
    const paid = await openSession('APPROVED');
    const declined = await openSession('DECLINED');
    provider.asked.length = 0;
    await reconcilePayments(s.deps);
    expect(provider.asked).not.toContain(paid.ref);
    expect((await sessionRow(s, paid.ref)).status).toBe('OPEN');

    later(RECONCILE_AFTER_MS);
    await reconcilePayments(s.deps);
    expect(await sessionRow(s, paid.ref)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await ledger(s, paid.orderId, 'CAPTURE')).toHaveLength(1);
    expect((await orderRow(s, paid.orderId)).label).toBe('FULLPAID');
    expect(await sessionRow(s, declined.ref)).toMatchObject({
      status: 'FAILED',
      failureCode: Code.VERIFICATION_FAILED,
    });
    // Settled sessions are not asked again.
    provider.asked.length = 0;
    later(60_000);
    await reconcilePayments(s.deps);
    expect(provider.asked).not.toContain(paid.ref);
    expect(await ledger(s, paid.orderId, 'CAPTURE')).toHaveLength(1);
  });

  it('an undecided session stays OPEN until past its expiry and the grace, then fails 1006', async () => {
    const session = await openSession(undefined, 5 * 60_000);
    later(RECONCILE_AFTER_MS);
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, session.ref)).status).toBe('OPEN');
    later(5 * 60_000 + EXPIRED_GRACE_MS - RECONCILE_AFTER_MS - 1);
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, session.ref)).status).toBe('OPEN');
    later(1);
    await reconcilePayments(s.deps);
    expect(await sessionRow(s, session.ref)).toMatchObject({
      status: 'FAILED',
      failureCode: Code.TRANSACTION_EXPIRED,
    });
    expect((await orderRow(s, session.orderId)).label).toBe('NEW');
  });

  it('a provider that cannot be reached is logged (without secrets) and asked again on the next run', async () => {
    const session = await openSession('APPROVED');
    later(RECONCILE_AFTER_MS);
    provider.unreachable = true;
    lines.length = 0;
    try {
      await reconcilePayments(s.deps);
    } finally {
      provider.unreachable = false;
    }
    expect((await sessionRow(s, session.ref)).status).toBe('OPEN');
    const warned = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'reconcile failed');
    expect(warned).toContainEqual(
      expect.objectContaining({
        level: 40,
        ref: session.ref,
        provider: 'sandbox-card',
        err: expect.stringContaining('ECONNREFUSED'),
      }),
    );
    later(60_000);
    await reconcilePayments(s.deps);
    expect((await sessionRow(s, session.ref)).status).toBe('SUCCEEDED');
    expect(await ledger(s, session.orderId, 'CAPTURE')).toHaveLength(1);
  });
});
