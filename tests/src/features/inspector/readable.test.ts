import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { eventPayload, HIDDEN, readable } from '@/features/inspector/readable';

describe('a context or an event as the inspector shows it (readable)', () => {
  it('keeps plain data as it is', () => {
    const data = { a: 1, b: 'x', c: [true, null], d: { e: 2 } };
    expect(readable(data)).toEqual(data);
    expect(readable(undefined)).toBeNull();
  });

  it('names what JSON cannot hold: actors, errors, dates, maps, sets, functions, odd numbers', () => {
    const child = createActor(createMachine({ id: 'child' }), { id: 'upload' });
    function submit() {}
    const value = {
      child,
      error: new TypeError('bad'),
      at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
      map: new Map([['k', 1]]),
      set: new Set([1, 2]),
      submit,
      infinite: Infinity,
      big: 10n,
    };
    expect(readable(value)).toEqual({
      child: 'actor upload',
      error: { name: 'TypeError', message: 'bad' },
      at: '2026-01-02T03:04:05.000Z',
      map: { k: 1 },
      set: [1, 2],
      submit: 'ƒ submit()',
      infinite: 'Infinity',
      big: '10n',
    });
  });

  it('hides what a login or a payment carries, wherever it is', () => {
    expect(
      readable({
        password: 'p4ss',
        user: { newPassword: 'n3w', token: 'abc', loginName: 'amy' },
        cvc: '123',
        pin: '',
      }),
    ).toEqual({
      password: HIDDEN,
      user: { newPassword: HIDDEN, token: HIDDEN, loginName: 'amy' },
      cvc: HIDDEN,
      pin: '',
    });
  });

  it('cuts cycles, deep nesting and long lists with a note', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(readable(loop)).toEqual({ name: 'loop', self: '[circular]' });
    // The same object twice, side by side, is no cycle.
    const shared = { n: 1 };
    expect(readable({ a: shared, b: shared })).toEqual({ a: { n: 1 }, b: { n: 1 } });
    let deep: unknown = 'bottom';
    for (let i = 0; i < 12; i++) deep = { deeper: deep };
    expect(JSON.stringify(readable(deep))).toContain('"{…}"');
    const long = readable(Array.from({ length: 60 }, (_, i) => i)) as unknown[];
    expect(long).toHaveLength(51);
    expect(long.at(-1)).toBe('… 10 more');
  });

  it('shows an event without its type, or nothing when the type is all it has', () => {
    expect(eventPayload({ type: 'login.retry' })).toBeNull();
    expect(eventPayload({ type: 'xstate.init', input: undefined } as { type: string })).toBeNull();
    expect(
      eventPayload({ type: 'login.submit', loginName: 'amy', password: 'x' } as { type: string }),
    ).toEqual({
      loginName: 'amy',
      password: HIDDEN,
    });
  });
});
