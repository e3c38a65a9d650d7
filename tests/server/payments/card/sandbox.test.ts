import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../../server/env';
import { ApiError } from '../../../../server/http/errors';
import { decideCard, sandboxCardProvider } from '../../../../server/payments/card/sandbox';
import { signCallback } from '../../../../server/payments/provider';
import { Code } from '../../../../server/schemas/codes';
import { SANDBOX_CARDS } from '../../../../server/schemas/payments';

const now = new Date('2026-11-25T08:00:00Z');

describe('decideCard', () => {
  it('answers the test cards as a processor test mode does', () => {
    expect(decideCard(SANDBOX_CARDS.approved, '12/30', now)).toBe('APPROVED');
    expect(decideCard(SANDBOX_CARDS.declined, '12/30', now)).toBe('DECLINED');
    expect(decideCard(SANDBOX_CARDS.expired, '12/30', now)).toBe('EXPIRED_CARD');
    expect(decideCard(SANDBOX_CARDS.challenge, '12/30', now)).toBe('CHALLENGE');
    expect(decideCard('5555555555554444', '12/30', now)).toBe('DECLINED');
  });

  it('a card is good through its expiry month, expired after', () => {
    expect(decideCard(SANDBOX_CARDS.approved, '11/26', now)).toBe('APPROVED');
    expect(decideCard(SANDBOX_CARDS.approved, '10/26', now)).toBe('EXPIRED_CARD');
  });
});

describe('the sandbox provider callbacks', () => {
  const body = new URLSearchParams({
    ref: 'r'.repeat(32),
    id: `ch_${'0'.repeat(24)}`,
    outcome: 'APPROVED',
    amount: '2000',
    currency: 'HKD',
  }).toString();
  const code = (f: () => unknown) => {
    try {
      f();
      return 200;
    } catch (e) {
      return e instanceof ApiError ? e.code : -1;
    }
  };

  it('reads a signed body and refuses one signed with the public secret on a public server', () => {
    const local = sandboxCardProvider({ env: readEnv({}) });
    const sig = signCallback('card-sandbox-secret', body, now.getTime());
    expect(local.parseCallback(body, sig, now)).toMatchObject({ outcome: 'APPROVED', amount: 2000n });
    const exposed = sandboxCardProvider({ env: readEnv({ HOST: '0.0.0.0' }) });
    expect(code(() => exposed.parseCallback(body, sig, now))).toBe(Code.SIGNATURE_INVALID);
  });

  it('refunds a capture under one id per key however often asked', async () => {
    const p = sandboxCardProvider({ env: readEnv({}) });
    const capture = { providerRef: 'ch_x' } as never;
    const r = { amount: 100n, key: 'refund:ch_x', reason: 'test' };
    expect(await p.refund(capture, r)).toEqual(await p.refund(capture, r));
    expect(await p.refund(capture, { ...r, key: 'refund:ch_x:excess' })).not.toEqual(
      await p.refund(capture, r),
    );
  });
});

describe('the sandbox processor answers the reconciliation', () => {
  const p = sandboxCardProvider({ env: readEnv({}) });
  const session = (details: Record<string, string>) =>
    ({ ref: 'r'.repeat(32), amount: '2000', currency: 'HKD', details }) as never;

  it('undecided (no card yet, or a 3-D Secure challenge open): null', async () => {
    expect(await p.query!(session({}))).toBeNull();
    expect(await p.query!(session({ sandbox: 'CHALLENGE', chargeId: 'ch_1' }))).toBeNull();
  });

  it('decided: the verdict its callback carried, keyed by the charge', async () => {
    const paid = await p.query!(session({ sandbox: 'DECIDED', chargeId: 'ch_1', verdict: 'APPROVED' }));
    expect(paid).toEqual({
      ref: 'r'.repeat(32),
      providerRef: 'ch_1',
      outcome: 'APPROVED',
      amount: 2000n,
      currency: 'HKD',
    });
    const expired = await p.query!(
      session({ sandbox: 'DECIDED', chargeId: 'ch_2', verdict: 'EXPIRED_CARD' }),
    );
    expect(expired?.outcome).toBe('EXPIRED_CARD');
  });
});
