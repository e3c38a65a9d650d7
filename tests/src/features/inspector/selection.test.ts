import { describe, expect, it } from 'vitest';
import { pickRecord } from '@/features/inspector/selection';
import type { ActorRecord, ActorStatus } from '@/lib/inspection-store';

const rec = (sessionId: string, name: string, status: ActorStatus = 'active') =>
  ({ sessionId, name, status }) as ActorRecord;

describe('the actor the inspector panel shows (pickRecord)', () => {
  const login = rec('x:1', 'login', 'stopped');
  const language = rec('x:2', 'language');
  const usage = rec('x:3', 'usageEvents');
  const loginAgain = rec('x:4', 'login');

  it('with no choice: the running actor started last', () => {
    expect(pickRecord([login, language, usage], null)).toBe(usage);
    expect(pickRecord([language, rec('x:5', 'upload', 'done')], null)).toBe(language);
    expect(pickRecord([login], null)).toBe(login);
    expect(pickRecord([], null)).toBeUndefined();
  });

  it('the chosen actor while it runs, even when a newer one of its machine runs too', () => {
    expect(
      pickRecord([language, usage, loginAgain, rec('x:6', 'language')], {
        sessionId: 'x:2',
        name: 'language',
      }),
    ).toBe(language);
  });

  it('once the chosen actor has ended, the newest running one of the same machine (the flow started again)', () => {
    expect(pickRecord([login, language, loginAgain, usage], { sessionId: 'x:1', name: 'login' })).toBe(
      loginAgain,
    );
    // None runs: the chosen one as it ended.
    expect(pickRecord([login, language], { sessionId: 'x:1', name: 'login' })).toBe(login);
  });

  it('a choice kept from an earlier page (a name only) picks that machine', () => {
    expect(pickRecord([language, loginAgain, usage], { name: 'login' })).toBe(loginAgain);
    expect(pickRecord([language, usage], { name: 'login' })).toBe(usage);
  });
});
