import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getInitialSnapshot, transition } from 'xstate';
import { contactMachine, CONTACT_DEFAULT_CODE, type ContactMessage } from '@machines/contact.machine';
import { getShortestPaths } from 'xstate/graph';
import { unreachedStates } from '../support/machine-paths';

const message: ContactMessage = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Card activation',
  message: 'My card does not activate, what should I do?',
  locale: 'en_US',
};

const at = (state: 'editing' | 'failed' | 'sent', ctx: Partial<typeof base> = {}) =>
  contactMachine.resolveState({ value: state, context: { ...base, ...ctx } });
const base = {
  message: null as ContactMessage | null,
  code: null as number | null,
  issues: [] as { path: string; message: string }[],
  ticket: null as string | null,
};

/** The server refusing the e-mail field (spec §8 4200 with its field path). */
const refused = {
  type: 'xstate.error.actor.sendMessage',
  error: { code: 4200, data: [{ path: 'email', message: 'email' }] },
} as never;

describe('contact machine', () => {
  it('reaches every state', () => {
    expect(
      unreachedStates(contactMachine, [
        { type: 'contact.submit', message },
        { type: 'xstate.done.actor.sendMessage', output: { id: 1 } } as never,
        { type: 'xstate.error.actor.sendMessage', error: { code: 500 } } as never,
        refused,
        { type: 'contact.retry' },
        { type: 'contact.reset' },
      ]),
    ).toEqual([]);
  });

  it('a 4200 keeps the refused fields for the form, on every path to failed (xstate/graph)', () => {
    const paths = getShortestPaths(contactMachine, {
      events: [{ type: 'contact.submit', message }, refused, { type: 'contact.retry' }] as never,
    }).filter((p) => p.state.value === 'failed');
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) {
      expect(p.state.context.code).toBe(4200);
      expect(p.state.context.issues).toEqual([{ path: 'email', message: 'email' }]);
      expect(p.state.context.message).toEqual(message);
    }
  });

  it('forgets the refused fields when the message is sent again (retry or an edited one)', () => {
    const failed = at('failed', { message, code: 4200, issues: [{ path: 'email', message: 'email' }] });
    const [retried] = transition(contactMachine, failed, { type: 'contact.retry' });
    expect(retried.context.issues).toEqual([]);
    const [edited] = transition(contactMachine, failed, { type: 'contact.submit', message });
    expect(edited.context.issues).toEqual([]);
  });

  it('keeps no issues from a refusal other than 4200', () => {
    const submitting = contactMachine.resolveState({ value: 'submitting', context: { ...base, message } });
    const [failed] = transition(contactMachine, submitting, {
      type: 'xstate.error.actor.sendMessage',
      error: { code: 429, data: [{ path: 'email', message: 'email' }] },
    } as never);
    expect(failed.context.issues).toEqual([]);
  });

  it('submits a complete message and keeps it in context while busy', () => {
    const [next] = transition(contactMachine, getInitialSnapshot(contactMachine), {
      type: 'contact.submit',
      message,
    });
    expect(next.value).toBe('submitting');
    expect(next.hasTag('busy')).toBe(true);
    expect(next.context.message).toEqual(message);
  });

  it('refuses an incomplete message', () => {
    const [next] = transition(contactMachine, getInitialSnapshot(contactMachine), {
      type: 'contact.submit',
      message: { ...message, subject: '  ' },
    });
    expect(next.value).toBe('editing');
  });

  it('keeps the entered fields and the code on failure', () => {
    const submitting = contactMachine.resolveState({ value: 'submitting', context: { ...base, message } });
    const [failed] = transition(contactMachine, submitting, {
      type: 'xstate.error.actor.sendMessage',
      error: { code: 429 },
    } as never);
    expect(failed.value).toBe('failed');
    expect(failed.context.code).toBe(429);
    expect(failed.context.message).toEqual(message);
  });

  it('uses the default code when the failure carries none', () => {
    const submitting = contactMachine.resolveState({ value: 'submitting', context: { ...base, message } });
    const [failed] = transition(contactMachine, submitting, {
      type: 'xstate.error.actor.sendMessage',
      error: new Error('boom'),
    } as never);
    expect(failed.context.code).toBe(CONTACT_DEFAULT_CODE);
  });

  it('retries the same message from failed', () => {
    const [next] = transition(contactMachine, at('failed', { message, code: 500 }), {
      type: 'contact.retry',
    });
    expect(next.value).toBe('submitting');
    expect(next.context.message).toEqual(message);
  });

  it('accepts an edited message from failed and clears the code', () => {
    const edited = { ...message, subject: 'Card activation (again)' };
    const [next] = transition(contactMachine, at('failed', { message, code: 500 }), {
      type: 'contact.submit',
      message: edited,
    });
    expect(next.value).toBe('submitting');
    expect(next.context.message).toEqual(edited);
    expect(next.context.code).toBeNull();
  });

  it('"send another" forgets the previous message', () => {
    const [next] = transition(contactMachine, at('sent', { message, ticket: 'T1' }), {
      type: 'contact.reset',
    });
    expect(next.value).toBe('editing');
    expect(next.context).toEqual(base);
  });

  it('runs the provided sendMessage with the message and records the ticket', async () => {
    const sent: ContactMessage[] = [];
    const actor = createActor(
      contactMachine.provide({
        actors: {
          sendMessage: fromPromise(async ({ input }: { input: ContactMessage }) => {
            sent.push(input);
            return { id: 42 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'contact.submit', message });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.ticket).toBe('42');
    expect(sent).toEqual([message]);
  });
});
