import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EformCompleted, EformState, EformTarget } from '@schemas/eforms';
import { qpwalletMachine, type EformEntry, type QpWalletContext } from '@machines/qpwallet.machine';
import { reachableStates, unreachedStates } from '../support/machine-paths';
import { ADDR, COMPLETED, EFORM, TARGET } from '../support/eform-fixtures';

const entry: EformEntry = { email: 'visitor@example.com', captchaId: 'cap-1', captchaText: 'ab12' };

const open = (kind: string | undefined, loggedIn = false) =>
  ({ type: 'qpwallet.open', kind, mcId: 'SHOP1', loggedIn }) as const;
const submit = { type: 'qpwallet.submit', ...entry } as const;
const complete = (code = '123456', termsAccepted = true) =>
  ({ type: 'qpwallet.complete', code, termsAccepted }) as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, code: number) => ({ type: `xstate.error.actor.${id}`, error: { code } }) as never;

describe('qpwallet machine', () => {
  const events = [
    open('mcard'),
    open('mcard', true),
    open('other'),
    done('loadTarget', TARGET),
    failed('loadTarget', 404),
    failed('loadTarget', 9000),
    done('loadMine', null),
    done('loadMine', COMPLETED),
    failed('loadMine', 9000),
    { type: 'qpwallet.retry' },
    submit,
    { type: 'qpwallet.confirm' },
    { type: 'qpwallet.cancel' },
    done('submitForm', EFORM),
    failed('submitForm', 4305),
    { type: 'qpwallet.continue' },
    { type: 'qpwallet.back' },
    complete(),
    done('completeRegistration', { eform: COMPLETED, login: null }),
    failed('completeRegistration', 4301),
  ] as never[];

  it('reaches every state (xstate/graph shortest paths)', () => {
    expect(unreachedStates(qpwalletMachine, events)).toEqual([]);
  });

  it('the shortest way to done for a visitor is form, confirm, prompt, registration', () => {
    const paths = reachableStates(qpwalletMachine, events);
    expect(paths.get('submitted')?.filter((e) => e !== 'xstate.init')).toEqual([
      'qpwallet.open',
      'xstate.done.actor.loadTarget',
      'qpwallet.submit',
      'qpwallet.confirm',
      'xstate.done.actor.submitForm',
    ]);
    expect(paths.get('invalid')?.filter((e) => e !== 'xstate.init')).toEqual(['qpwallet.open']);
    // An unknown merchant ends before any form: no path from it reaches a step.
    expect(paths.get('unknown')?.filter((e) => e !== 'xstate.init')).toEqual([
      'qpwallet.open',
      'xstate.error.actor.loadTarget',
    ]);
  });
});

type Effects = {
  target?: (input: { mcId: string }) => Promise<EformTarget>;
  mine?: () => Promise<EformState | null>;
  submitted?: (input: EformEntry & { mcId: string }) => Promise<EformState>;
  completed?: (input: { id: string; code: string; mcId: string }) => Promise<EformCompleted>;
};
function start(fx: Effects = {}) {
  const never = () => new Promise<never>(() => {});
  return createActor(
    qpwalletMachine.provide({
      actors: {
        loadTarget: fromPromise(async ({ input }: { input: { mcId: string } }) =>
          (fx.target ?? (async () => TARGET))(input),
        ),
        loadMine: fromPromise(async () => (fx.mine ?? never)()),
        submitForm: fromPromise(async ({ input }: { input: EformEntry & { mcId: string } }) =>
          (fx.submitted ?? never)(input),
        ),
        completeRegistration: fromPromise(
          async ({ input }: { input: { id: string; code: string; mcId: string } }) =>
            (fx.completed ?? never)(input),
        ),
      },
    }),
  ).start();
}
const ctx = (a: ReturnType<typeof start>): QpWalletContext => a.getSnapshot().context;
/** Opens a visitor's mcard QR code and waits for what it joins. */
async function opened(a: ReturnType<typeof start>) {
  a.send(open('mcard'));
  await waitFor(a, (s) => !s.matches('locating'));
}

describe('qpwallet outcomes', () => {
  it('reads what the QR code joins first; an unknown merchant ends at unknown and sends nothing', async () => {
    const asked: unknown[] = [];
    const a = start({ target: async (i) => (asked.push(i), TARGET) });
    a.send(open('mcard'));
    expect(a.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(a, (s) => s.matches('form'));
    expect(asked).toEqual([{ mcId: 'SHOP1' }]);
    expect(ctx(a).target).toEqual(TARGET);

    const sent: unknown[] = [];
    const b = start({
      target: async () => {
        throw { code: 404 };
      },
      submitted: async (i) => (sent.push(i), EFORM),
    });
    b.send(open('mcard'));
    await waitFor(b, (s) => s.matches('unknown'));
    expect(b.getSnapshot().status).toBe('done');
    expect(sent).toEqual([]);
  });

  it('a failed read of the target (not a 404) keeps its code and retries from the target', async () => {
    let calls = 0;
    const a = start({
      target: async () => {
        if (calls++ === 0) throw { code: 5000 };
        return TARGET;
      },
    });
    a.send(open('mcard'));
    await waitFor(a, (s) => s.matches('loadFailed'));
    expect(ctx(a).errorCode).toBe(5000);
    a.send({ type: 'qpwallet.retry' });
    await waitFor(a, (s) => s.matches('form'));
    expect(calls).toBe(2);
  });

  it('a type other than mcard (or none) is an invalid QR code', () => {
    for (const kind of ['other', undefined]) {
      const a = start();
      a.send(open(kind));
      expect(a.getSnapshot().value).toBe('invalid');
    }
  });

  it('a visitor submits only after confirming, with the merchant of the URL', async () => {
    const sent: unknown[] = [];
    const a = start({ submitted: async (i) => (sent.push(i), EFORM) });
    await opened(a);
    expect(a.getSnapshot().value).toBe('form');
    a.send({ ...submit, email: ' ', captchaText: 'x' });
    expect(a.getSnapshot().value).toBe('form');
    a.send({ ...submit, email: ' Visitor@example.com ' });
    expect(a.getSnapshot().value).toBe('confirming');
    a.send({ type: 'qpwallet.cancel' });
    expect(a.getSnapshot().value).toBe('form');
    expect(sent).toEqual([]);
    a.send(submit);
    a.send({ type: 'qpwallet.confirm' });
    await waitFor(a, (s) => s.matches('submitted'));
    expect(sent).toEqual([{ ...entry, mcId: 'SHOP1' }]);
    expect(ctx(a).eform).toEqual(EFORM);
  });

  it('a wrong picture code returns to the form with 4305 and keeps the e-mail', async () => {
    const a = start({
      submitted: async () => {
        throw { code: 4305 };
      },
    });
    await opened(a);
    a.send(submit);
    a.send({ type: 'qpwallet.confirm' });
    expect(a.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(a, (s) => s.matches('form') && s.context.errorCode !== null);
    expect(ctx(a).errorCode).toBe(4305);
    expect(ctx(a).entry.email).toBe(entry.email);
  });

  it('field issues of a 4200 answer are kept for the form', async () => {
    const a = start({
      submitted: async () => {
        throw { code: 4200, data: [{ path: 'email', message: 'eform_email_not_yours' }, 'junk'] };
      },
    });
    await opened(a);
    a.send(submit);
    a.send({ type: 'qpwallet.confirm' });
    await waitFor(a, (s) => s.matches('form') && s.context.errorCode !== null);
    expect(ctx(a).issues).toEqual([{ path: 'email', message: 'eform_email_not_yours' }]);
  });

  it('the registration needs the terms and a 6-digit code; a wrong code keeps it; login output reaches done', async () => {
    const asked: unknown[] = [];
    let answers = 0;
    const a = start({
      submitted: async () => EFORM,
      completed: async (i) => {
        asked.push(i);
        if (answers++ === 0) throw { code: 4301 };
        return { eform: COMPLETED, login: { memberId: 'm1', token: 't1', name: 'V' } };
      },
    });
    await opened(a);
    a.send(submit);
    a.send({ type: 'qpwallet.confirm' });
    await waitFor(a, (s) => s.matches('submitted'));
    a.send({ type: 'qpwallet.continue' });
    a.send(complete('123456', false));
    a.send(complete('12345'));
    expect(a.getSnapshot().value).toBe('registering');
    a.send(complete(' 123456 '));
    await waitFor(a, (s) => s.matches('registering') && s.context.errorCode !== null);
    expect(ctx(a)).toMatchObject({ errorCode: 4301, code: '123456' });
    a.send(complete('654321'));
    await waitFor(a, (s) => s.matches('done'));
    expect(asked).toEqual([
      { id: EFORM.id, code: '123456', mcId: 'SHOP1' },
      { id: EFORM.id, code: '654321', mcId: 'SHOP1' },
    ]);
    expect(ctx(a).eform?.wallets[0]?.walletAddress).toBe(ADDR);
    expect(a.getSnapshot().status).toBe('done');
  });

  it('an e-form without a code purpose completes with the terms alone', async () => {
    const a = start({
      submitted: async () => ({ ...EFORM, codePurpose: null, resendAfterSeconds: 0, expiresInSeconds: 0 }),
      completed: async () => ({ eform: COMPLETED, login: null }),
    });
    await opened(a);
    a.send(submit);
    a.send({ type: 'qpwallet.confirm' });
    await waitFor(a, (s) => s.matches('submitted'));
    a.send({ type: 'qpwallet.continue' });
    a.send(complete(''));
    await waitFor(a, (s) => s.matches('done'));
  });

  it("a logged-in member's COMPLETED e-form jumps to done; a SUBMITTED one prefills the form", async () => {
    const a = start({ mine: async () => COMPLETED });
    a.send(open('mcard', true));
    expect(a.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(a, (s) => s.matches('done'));
    expect(ctx(a).eform).toEqual(COMPLETED);

    const b = start({ mine: async () => EFORM });
    b.send(open('mcard', true));
    await waitFor(b, (s) => s.matches('form'));
    expect(ctx(b).entry.email).toBe(EFORM.email);
  });

  it('a failed load keeps its code and retries', async () => {
    let calls = 0;
    const a = start({
      mine: async () => {
        if (calls++ === 0) throw { code: 5000 };
        return null;
      },
    });
    a.send(open('mcard', true));
    await waitFor(a, (s) => s.matches('loadFailed'));
    expect(ctx(a).errorCode).toBe(5000);
    a.send({ type: 'qpwallet.retry' });
    await waitFor(a, (s) => s.matches('form'));
    expect(ctx(a).errorCode).toBeNull();
    expect(ctx(a).target).toEqual(TARGET);
  });
});
