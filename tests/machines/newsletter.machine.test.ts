import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { newsletterMachine } from '../../machines/newsletter.machine';
import { unreachedStates } from '../support/machine-paths';

const change = (email: string) => ({ type: 'newsletter.change', email }) as const;
const submit = { type: 'newsletter.submit' } as const;

describe('newsletter machine', () => {
  it('reaches every state', () => {
    const events = [
      change('bad'),
      change('a@b.co'),
      submit,
      { type: 'xstate.done.actor.subscribe', output: undefined },
      { type: 'xstate.error.actor.subscribe', error: { code: 429 } },
    ];
    expect(unreachedStates(newsletterMachine, events as never)).toEqual([]);
  });

  it('an invalid e-mail never starts the subscribe call', () => {
    for (const email of ['', '   ', 'plain', 'a@b', '@b.co', 'a b@c.de', 'a@b.']) {
      let s = newsletterMachine.resolveState({ value: 'idle', context: { email: '', errorCode: null } });
      [s] = transition(newsletterMachine, s, change(email));
      const [next, actions] = transition(newsletterMachine, s, submit);
      expect(next.value, email).toBe('invalid');
      expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(false);
    }
  });

  it('a valid (trimmed) e-mail is submitted and the state is busy exactly while sending', () => {
    let s = newsletterMachine.resolveState({ value: 'idle', context: { email: '', errorCode: null } });
    [s] = transition(newsletterMachine, s, change('  someone@example.com '));
    expect(s.hasTag('busy')).toBe(false);
    const [sending, actions] = transition(newsletterMachine, s, submit);
    expect(sending.value).toBe('submitting');
    expect(sending.hasTag('busy')).toBe(true);
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(true);
    // The button's disabled state is the busy tag: no second submit while sending.
    expect(sending.can(submit)).toBe(false);
    const [done] = transition(newsletterMachine, sending, {
      type: 'xstate.done.actor.subscribe',
      output: undefined,
    } as never);
    expect(done.value).toBe('subscribed');
    expect(done.hasTag('busy')).toBe(false);
  });

  it('a refused call ends in failed with the API code, and can be retried', () => {
    const s = newsletterMachine.resolveState({
      value: 'submitting',
      context: { email: 'a@b.co', errorCode: null },
    });
    const [failed] = transition(newsletterMachine, s, {
      type: 'xstate.error.actor.subscribe',
      error: { code: 4200 },
    } as never);
    expect(failed.value).toBe('failed');
    expect(failed.context.errorCode).toBe(4200);
    const [noCode] = transition(newsletterMachine, s, {
      type: 'xstate.error.actor.subscribe',
      error: new Error('offline'),
    } as never);
    expect(noCode.context.errorCode).toBe(9000);
    expect(failed.can(submit)).toBe(true);
  });

  it('sends the trimmed e-mail to the subscribe effect', async () => {
    const seen: string[] = [];
    const actor = createActor(
      newsletterMachine.provide({
        actors: { subscribe: fromPromise(async ({ input }) => void seen.push(input.email)) },
      }),
    ).start();
    actor.send(change(' x@y.io '));
    actor.send(submit);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual(['x@y.io']);
    expect(actor.getSnapshot().value).toBe('subscribed');
  });
});
