import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { otpMachine, type OtpContext } from '../../machines/otp.machine';
import { unreachedStates } from '../support/machine-paths';

const base: OtpContext = { secondsLeft: 0, expiresLeft: 0, errorCode: null };
const at = (value: string, context: Partial<OtpContext> = {}) =>
  otpMachine.resolveState({ value, context: { ...base, ...context } });
const req = (recipient = 'a@example.com') => ({ type: 'otp.request', recipient }) as const;
const starts = (actions: { type: string }[]) => actions.some((a) => a.type === 'xstate.spawnChild');
const tickWaiting = { type: 'xstate.after.1000.otp.waiting' } as const;
const tickCanResend = { type: 'xstate.after.1000.otp.canResend' } as const;

describe('otp machine', () => {
  it('reaches every state', () => {
    const events = [
      req(),
      { type: 'xstate.done.actor.requestCode', output: { resendAfterSeconds: 2, expiresInSeconds: 4 } },
      { type: 'xstate.error.actor.requestCode', error: { code: 4303 } },
      tickWaiting,
      tickCanResend,
      { type: 'otp.verified' },
    ];
    expect(unreachedStates(otpMachine, events as never)).toEqual([]);
  });

  it('a code another call sent starts the countdown without a request', () => {
    const [s, actions] = transition(otpMachine, at('idle'), {
      type: 'otp.sent',
      resendAfterSeconds: 40,
      expiresInSeconds: 580,
    });
    expect(s.value).toBe('waiting');
    expect(s.context).toMatchObject({ secondsLeft: 40, expiresLeft: 580 });
    expect(starts(actions)).toBe(false);
    expect(s.can(req())).toBe(false);
  });

  it('requests only with a contact, and is busy while requesting', () => {
    const [blank, none] = transition(otpMachine, at('idle'), req('  '));
    expect(blank.value).toBe('idle');
    expect(starts(none)).toBe(false);
    const [s, actions] = transition(otpMachine, at('idle', { errorCode: 4305 }), req(' a@example.com '));
    expect(s.value).toBe('requesting');
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.errorCode).toBeNull();
    expect(starts(actions)).toBe(true);
    expect(s.can(req())).toBe(false);
  });

  it('a refused request keeps its code and returns to idle', () => {
    const [s] = transition(otpMachine, at('requesting'), {
      type: 'xstate.error.actor.requestCode',
      error: { code: 4303 },
    } as never);
    expect(s.value).toBe('idle');
    expect(s.context.errorCode).toBe(4303);
    const [noAnswer] = transition(otpMachine, at('requesting'), {
      type: 'xstate.error.actor.requestCode',
      error: new Error('offline'),
    } as never);
    expect(noAnswer.context.errorCode).toBe(9000);
  });

  it('counts down each second; no resend while waiting; resend allowed when due; expires later', () => {
    let [s] = transition(otpMachine, at('requesting'), {
      type: 'xstate.done.actor.requestCode',
      output: { resendAfterSeconds: 60, expiresInSeconds: 600 },
    } as never);
    expect(s.value).toBe('waiting');
    expect(s.context).toMatchObject({ secondsLeft: 60, expiresLeft: 600 });
    expect(s.can(req())).toBe(false);
    [s] = transition(otpMachine, s, tickWaiting as never);
    expect(s.value).toBe('waiting');
    expect(s.context.secondsLeft).toBe(59);
    for (let i = 0; i < 59; i++) [s] = transition(otpMachine, s, tickWaiting as never);
    expect(s.value).toBe('canResend');
    expect(s.context).toMatchObject({ secondsLeft: 0, expiresLeft: 540 });
    expect(s.can(req())).toBe(true);
    for (let i = 0; i < 540; i++) [s] = transition(otpMachine, s, tickCanResend as never);
    expect(s.value).toBe('expired');
    expect(s.can(req())).toBe(true);
    expect(s.can({ type: 'otp.verified' })).toBe(false);
  });

  it('verified ends the flow; reset forgets the sent code', () => {
    const [v] = transition(otpMachine, at('waiting', { secondsLeft: 30, expiresLeft: 570 }), {
      type: 'otp.verified',
    });
    expect(v.value).toBe('verified');
    expect(v.status).toBe('done');
    const [r] = transition(otpMachine, at('waiting', { secondsLeft: 30, expiresLeft: 570 }), {
      type: 'otp.reset',
    });
    expect(r.value).toBe('idle');
    expect(r.context).toEqual(base);
    expect(r.can(req())).toBe(true);
  });

  describe('with a running actor and a fake clock', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('ticks in real time and passes the trimmed request to the effect', async () => {
      const inputs: unknown[] = [];
      const actor = createActor(
        otpMachine.provide({
          actors: {
            requestCode: fromPromise(async ({ input }) => {
              inputs.push(input);
              return { resendAfterSeconds: 3, expiresInSeconds: 5 };
            }),
          },
        }),
      ).start();
      actor.send({ type: 'otp.request', recipient: ' +85291234567 ', captchaId: 'c1', captchaText: 'ab12' });
      await vi.advanceTimersByTimeAsync(0);
      expect(inputs).toEqual([{ recipient: '+85291234567', captchaId: 'c1', captchaText: 'ab12' }]);
      expect(actor.getSnapshot().value).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.secondsLeft).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toBe('canResend');
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().value).toBe('expired');
      actor.stop();
    });
  });
});
