import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor } from 'xstate';
import { userInfoMachine, type UserInfoSummary } from '../../machines/user-info.machine';
import { unreachedStates } from '../support/machine-paths';

const info: UserInfoSummary = { name: 'Alice', displayImage: null };
const done = { type: 'xstate.done.actor.loadUserInfo', output: info } as const;
const error = (code?: number) =>
  ({
    type: 'xstate.error.actor.loadUserInfo',
    error: code === undefined ? new Error('x') : { code },
  }) as const;
const reload = { type: 'userInfo.reload' } as const;
const at = (value: string) =>
  userInfoMachine.resolveState({ value, context: { info: null, errorCode: null } });

describe('user info machine', () => {
  it('reaches every state', () => {
    const events = [done, error(404), error(401), error(500), reload];
    expect(unreachedStates(userInfoMachine, events as never)).toEqual([]);
  });

  it('maps each answer of spec §4: 200 name, 404 no profile, 401 login prompt, else reload with code', () => {
    const loading = at('loading');
    expect(loading.hasTag('busy')).toBe(true);
    const [loaded] = transition(userInfoMachine, loading, done as never);
    expect(loaded.value).toBe('loaded');
    expect(loaded.context.info).toEqual(info);
    expect(transition(userInfoMachine, loading, error(404) as never)[0].value).toBe('noProfile');
    expect(transition(userInfoMachine, loading, error(401) as never)[0].value).toBe('loginPrompt');
    const [failed] = transition(userInfoMachine, loading, error(1005) as never);
    expect(failed.value).toBe('failed');
    expect(failed.context.errorCode).toBe(1005);
    const [noAnswer] = transition(userInfoMachine, loading, error() as never);
    expect(noAnswer.context.errorCode).toBe(9000);
  });

  it('reloads from failure (clearing the code), not from the login prompt', () => {
    const [failed] = transition(userInfoMachine, at('loading'), error(500) as never);
    const [again] = transition(userInfoMachine, failed, reload);
    expect(again.value).toBe('loading');
    expect(again.context.errorCode).toBeNull();
    expect(at('loginPrompt').can(reload)).toBe(false);
    expect(at('loaded').can(reload)).toBe(true);
  });

  it('runs the provided loader and retries it on reload', async () => {
    let calls = 0;
    const actor = createActor(
      userInfoMachine.provide({
        actors: {
          loadUserInfo: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw { code: 1008 };
            return info;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorCode).toBe(1008);
    actor.send(reload);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.info?.name).toBe('Alice');
    expect(calls).toBe(2);
  });
});
