import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { signupMachine, type SignupContext, type SignupRequest } from '../../machines/signup.machine';
import { unreachedStates } from '../support/machine-paths';

const extras = {
  name: '',
  englishFirstName: '',
  englishLastName: '',
  birthday: '',
  optInMarketing: false,
  optInNewsletter: true,
};
const PW = 'Secret2026';
const byEmail = (over: Partial<Extract<SignupRequest, { method: 'email' }>> = {}) =>
  ({
    type: 'signup.submit',
    method: 'email',
    email: 'a@b.co',
    code: '123456',
    password: PW,
    confirm: PW,
    extras,
    ...over,
  }) as const;
const toggle = { type: 'signup.toggleTerms' } as const;
const base: SignupContext = {
  method: 'email',
  termsAccepted: false,
  termsMissing: false,
  errorCode: null,
  issues: [],
  answer: null,
};
const at = (value: string, context: Partial<SignupContext> = {}) =>
  signupMachine.resolveState({ value, context: { ...base, ...context } });
const answer = { memberId: 'm1', token: 't', name: 'A' };
const starts = (actions: { type: string }[]) => actions.some((a) => a.type === 'xstate.spawnChild');
const inputOf = (actions: { type: string }[]) =>
  (actions.find((a) => a.type === 'xstate.spawnChild') as unknown as { params: { input: unknown } }).params
    .input;

describe('signup machine', () => {
  it('reaches every state', () => {
    const events = [
      toggle,
      byEmail(),
      { type: 'signup.method', method: 'name' },
      { type: 'signup.retry' },
      { type: 'signup.edit' },
      { type: 'xstate.done.actor.submitSignup', output: answer },
      { type: 'xstate.error.actor.submitSignup', error: { code: 4304 } },
    ];
    expect(unreachedStates(signupMachine, events as never)).toEqual([]);
  });

  it('refuses to submit until the terms are accepted, and says why', () => {
    const [s, actions] = transition(signupMachine, at('editing'), byEmail());
    expect(s.value).toBe('editing');
    expect(s.context.termsMissing).toBe(true);
    expect(starts(actions)).toBe(false);
    const [accepted] = transition(signupMachine, s, toggle);
    expect(accepted.context).toMatchObject({ termsAccepted: true, termsMissing: false });
    expect(accepted.can(byEmail())).toBe(true);
  });

  it('needs the code for e-mail and mobile, a valid password and a matching confirmation', () => {
    const ok = at('editing', { termsAccepted: true });
    for (const bad of [
      byEmail({ code: '' }),
      byEmail({ code: '12345' }),
      byEmail({ email: ' ' }),
      byEmail({ password: 'short1A', confirm: 'short1A' }),
      byEmail({ password: 'nouppercase1', confirm: 'nouppercase1' }),
      byEmail({ confirm: 'Secret2027' }),
    ]) {
      const [s, actions] = transition(signupMachine, ok, bad);
      expect(s.value, JSON.stringify(bad)).toBe('editing');
      expect(s.context.termsMissing).toBe(false);
      expect(starts(actions)).toBe(false);
    }
    const mobileNoCode = {
      type: 'signup.submit',
      method: 'mobile',
      areaCode: '+852',
      mobile: '91234567',
      code: '',
      password: PW,
      confirm: PW,
      extras,
    } as const;
    expect(transition(signupMachine, ok, mobileNoCode)[0].value).toBe('editing');
    // By login name there is no code step.
    const byName = {
      type: 'signup.submit',
      method: 'name',
      loginName: ' neo ',
      password: PW,
      confirm: PW,
      extras,
    } as const;
    const [s, actions] = transition(signupMachine, ok, byName);
    expect(s.value).toBe('submitting');
    expect(inputOf(actions)).toEqual({ method: 'name', loginName: 'neo', password: PW, confirm: PW, extras });
  });

  it('submits trimmed contacts and is busy exactly while submitting', () => {
    const [s, actions] = transition(
      signupMachine,
      at('editing', { termsAccepted: true }),
      byEmail({ email: ' a@b.co ', code: ' 123456 ' }),
    );
    expect(s.value).toBe('submitting');
    expect(s.hasTag('busy')).toBe(true);
    expect(at('editing').hasTag('busy')).toBe(false);
    expect(inputOf(actions)).toMatchObject({ method: 'email', email: 'a@b.co', code: '123456' });
    expect(s.can(byEmail())).toBe(false);
    expect(s.can({ type: 'signup.method', method: 'name' })).toBe(false);
    const [done] = transition(signupMachine, s, {
      type: 'xstate.done.actor.submitSignup',
      output: answer,
    } as never);
    expect(done.value).toBe('done');
    expect(done.status).toBe('done');
    expect(done.context.answer).toEqual(answer);
  });

  it('a refusal keeps its code and field issues; edit, retry, method or submit leave it', () => {
    const [failed] = transition(signupMachine, at('submitting', { termsAccepted: true }), {
      type: 'xstate.error.actor.submitSignup',
      error: { code: 4200, data: [{ path: 'birthday', message: 'age_out_of_range' }, 'junk'] },
    } as never);
    expect(failed.value).toBe('failed');
    expect(failed.context.errorCode).toBe(4200);
    expect(failed.context.issues).toEqual([{ path: 'birthday', message: 'age_out_of_range' }]);
    for (const e of [
      { type: 'signup.edit' },
      { type: 'signup.retry' },
      { type: 'signup.method', method: 'mobile' },
    ] as const) {
      const [s] = transition(signupMachine, failed, e);
      expect(s.value).toBe('editing');
      expect(s.context).toMatchObject({ errorCode: null, issues: [] });
    }
    expect(
      transition(signupMachine, failed, { type: 'signup.method', method: 'mobile' })[0].context.method,
    ).toBe('mobile');
    const [again] = transition(signupMachine, failed, byEmail());
    expect(again.value).toBe('submitting');
    const [unticked] = transition(signupMachine, failed, toggle);
    expect(unticked.context.termsAccepted).toBe(false);
  });

  it('an error without a code becomes 9000', () => {
    const [failed] = transition(signupMachine, at('submitting'), {
      type: 'xstate.error.actor.submitSignup',
      error: new Error('boom'),
    } as never);
    expect(failed.context.errorCode).toBe(9000);
    expect(failed.context.issues).toEqual([]);
  });

  it('runs the provided submitSignup with the request', async () => {
    const seen: unknown[] = [];
    const actor = createActor(
      signupMachine.provide({
        actors: {
          submitSignup: fromPromise(async ({ input }) => {
            seen.push(input);
            return answer;
          }),
        },
      }),
    ).start();
    actor.send(toggle);
    actor.send(byEmail());
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([
      { method: 'email', email: 'a@b.co', code: '123456', password: PW, confirm: PW, extras },
    ]);
    expect(actor.getSnapshot().value).toBe('done');
  });
});
