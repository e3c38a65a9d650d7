import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { loginMachine, type LoginContext } from '../../machines/login.machine';
import { unreachedStates } from '../support/machine-paths';

const submit = (loginName = 'alice', password = 'Secret2026') =>
  ({ type: 'login.submit', method: 'name', loginName, password }) as const;
const toggle = { type: 'login.toggleTerms' } as const;
const base: LoginContext = {
  method: 'name',
  termsAccepted: false,
  termsMissing: false,
  errorCode: null,
  issues: [],
  answer: null,
};
const at = (value: string, context: Partial<LoginContext> = {}) =>
  loginMachine.resolveState({ value, context: { ...base, ...context } });
const answer = { memberId: 'm1', token: 't', name: 'Alice' };
const starts = (actions: { type: string }[]) => actions.some((a) => a.type === 'xstate.spawnChild');

describe('login machine', () => {
  it('reaches every state', () => {
    const events = [
      toggle,
      submit(),
      { type: 'login.method', method: 'sms' },
      { type: 'login.retry' },
      { type: 'login.edit' },
      { type: 'xstate.done.actor.submitLogin', output: answer },
      { type: 'xstate.error.actor.submitLogin', error: { code: 401 } },
    ];
    expect(unreachedStates(loginMachine, events as never)).toEqual([]);
  });

  it('refuses to submit until the terms are accepted, and says why', () => {
    const [s, actions] = transition(loginMachine, at('idle'), submit());
    expect(s.value).toBe('idle');
    expect(s.context.termsMissing).toBe(true);
    expect(starts(actions)).toBe(false);

    const [accepted] = transition(loginMachine, s, toggle);
    expect(accepted.context).toMatchObject({ termsAccepted: true, termsMissing: false });
    expect(accepted.can(submit())).toBe(true);
  });

  it('refuses empty fields even with terms accepted', () => {
    for (const [name, pw] of [
      ['', 'x'],
      ['   ', 'x'],
      ['alice', ''],
    ] as const) {
      const [s, actions] = transition(loginMachine, at('idle', { termsAccepted: true }), submit(name, pw));
      expect(s.value, `${name}/${pw}`).toBe('idle');
      expect(s.context.termsMissing).toBe(false);
      expect(starts(actions)).toBe(false);
    }
  });

  it('submits trimmed credentials and is busy exactly while submitting', () => {
    const idle = at('idle', { termsAccepted: true });
    expect(idle.hasTag('busy')).toBe(false);
    const [s, actions] = transition(loginMachine, idle, submit('  alice ', 'pw'));
    expect(s.value).toBe('submitting');
    expect(s.hasTag('busy')).toBe(true);
    expect(starts(actions)).toBe(true);
    expect(s.can(submit())).toBe(false);
    expect(s.can(toggle)).toBe(false);
    const [done] = transition(loginMachine, s, {
      type: 'xstate.done.actor.submitLogin',
      output: answer,
    } as never);
    expect(done.value).toBe('success');
    expect(done.status).toBe('done');
    expect(done.context.answer).toEqual(answer);
  });

  it('a refusal keeps its code; retry, edit or a new submit leave the failure', () => {
    const [failed] = transition(loginMachine, at('submitting', { termsAccepted: true }), {
      type: 'xstate.error.actor.submitLogin',
      error: { code: 9011 },
    } as never);
    expect(failed.value).toBe('failure');
    expect(failed.context.errorCode).toBe(9011);
    for (const e of [{ type: 'login.retry' }, { type: 'login.edit' }] as const) {
      const [s] = transition(loginMachine, failed, e);
      expect(s.value).toBe('idle');
      expect(s.context.errorCode).toBeNull();
    }
    const [again] = transition(loginMachine, failed, submit());
    expect(again.value).toBe('submitting');
    expect(again.context.errorCode).toBeNull();
    const [unticked] = transition(loginMachine, failed, toggle);
    expect(unticked.value).toBe('idle');
    expect(unticked.context.termsAccepted).toBe(false);
  });

  it('a 4200 keeps the refused fields for the form; editing forgets them', () => {
    const issues = [{ path: 'loginName', message: 'too_long' }];
    const [failed] = transition(loginMachine, at('submitting', { termsAccepted: true }), {
      type: 'xstate.error.actor.submitLogin',
      error: { code: 4200, data: issues },
    } as never);
    expect(failed.value).toBe('failure');
    expect(failed.context).toMatchObject({ errorCode: 4200, issues });
    const [edited] = transition(loginMachine, failed, { type: 'login.edit' });
    expect(edited.context.issues).toEqual([]);
    const [other] = transition(loginMachine, failed, { type: 'login.method', method: 'sms' });
    expect(other.context.issues).toEqual([]);
    // Another refusal carries no fields even with a data array.
    const [denied] = transition(loginMachine, at('submitting', { termsAccepted: true }), {
      type: 'xstate.error.actor.submitLogin',
      error: { code: 9011, data: issues },
    } as never);
    expect(denied.context.issues).toEqual([]);
  });

  it('an error without a code becomes 9000', () => {
    const [failed] = transition(loginMachine, at('submitting', { termsAccepted: true }), {
      type: 'xstate.error.actor.submitLogin',
      error: new Error('boom'),
    } as never);
    expect(failed.context.errorCode).toBe(9000);
  });

  it('switches method in idle and from a failure, clearing the error; not while submitting', async () => {
    const [s1] = transition(loginMachine, at('idle'), { type: 'login.method', method: 'sms' });
    expect(s1.context.method).toBe('sms');
    const [s2] = transition(loginMachine, at('failure', { errorCode: 404, termsAccepted: true }), {
      type: 'login.method',
      method: 'emailCode',
    });
    expect(s2.value).toBe('idle');
    expect(s2.context).toMatchObject({ method: 'emailCode', errorCode: null, termsAccepted: true });
    expect(at('submitting').can({ type: 'login.method', method: 'password' })).toBe(false);
  });

  it('checks and trims the fields of each method', () => {
    const accepted = at('idle', { termsAccepted: true });
    const cases = [
      [
        { method: 'password', email: ' a@b.co ', password: 'pw' },
        { method: 'password', email: 'a@b.co', password: 'pw' },
      ],
      [
        { method: 'sms', areaCode: '+852', mobile: ' 91234567 ', code: ' 123456 ' },
        { method: 'sms', areaCode: '+852', mobile: '91234567', code: '123456' },
      ],
      [
        { method: 'emailCode', email: 'a@b.co', code: '123456' },
        { method: 'emailCode', email: 'a@b.co', code: '123456' },
      ],
    ] as const;
    for (const [sent, input] of cases) {
      const [s, actions] = transition(loginMachine, accepted, { type: 'login.submit', ...sent } as never);
      expect(s.value, sent.method).toBe('submitting');
      const spawn = actions.find((a) => a.type === 'xstate.spawnChild') as unknown as {
        params: { input: unknown };
      };
      expect(spawn.params.input).toEqual(input);
    }
    for (const empty of [
      { method: 'password', email: 'a@b.co', password: '' },
      { method: 'password', email: ' ', password: 'pw' },
      { method: 'sms', areaCode: '+852', mobile: '', code: '123456' },
      { method: 'sms', areaCode: '+852', mobile: '91234567', code: ' ' },
      { method: 'emailCode', email: '', code: '123456' },
    ]) {
      const [s] = transition(loginMachine, accepted, { type: 'login.submit', ...empty } as never);
      expect(s.value, JSON.stringify(empty)).toBe('idle');
    }
  });

  it('runs the provided submitLogin with the credentials', async () => {
    const seen: unknown[] = [];
    const actor = createActor(
      loginMachine.provide({
        actors: {
          submitLogin: fromPromise(async ({ input }) => {
            seen.push(input);
            return answer;
          }),
        },
      }),
    ).start();
    actor.send(toggle);
    actor.send(submit(' alice', 'pw'));
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([{ method: 'name', loginName: 'alice', password: 'pw' }]);
    expect(actor.getSnapshot().value).toBe('success');
  });
});
