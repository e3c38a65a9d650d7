import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import type { Locale } from '@schemas/common';
import { languageMachine } from '../../machines/language.machine';
import { unreachedStates } from '../support/machine-paths';

const choose = (locale: Locale, loggedIn: boolean) =>
  ({ type: 'language.choose', locale, loggedIn }) as const;
const activated = { type: 'xstate.done.actor.activate', output: undefined } as never;
const at = (value: string, locale: Locale, loggedIn: boolean) =>
  languageMachine.resolveState({ value, context: { locale, loggedIn, errorCode: null } });

describe('language machine', () => {
  it('reaches every state', () => {
    const events = [
      choose('zh_TW', true),
      { type: 'xstate.done.actor.activate', output: undefined },
      { type: 'xstate.error.actor.save', error: { code: 500 } },
    ];
    expect(unreachedStates(languageMachine, events as never)).toEqual([]);
  });

  it('choosing a language activates it at once', () => {
    const [s, actions] = transition(
      languageMachine,
      languageMachine.resolveState({
        value: 'idle',
        context: { locale: null, loggedIn: false, errorCode: null },
      }),
      choose('zh_CN', false),
    );
    expect(s.value).toBe('activating');
    expect(actions.some((a) => a.type === 'xstate.spawnChild')).toBe(true);
  });

  it('en_JP and en_KR are never saved, even when logged in', () => {
    for (const l of ['en_JP', 'en_KR'] as const) {
      const [s] = transition(languageMachine, at('activating', l, true), activated);
      expect(s.value).toBe('idle');
    }
  });

  it('a savable language is saved only when logged in', () => {
    expect(transition(languageMachine, at('activating', 'zh_TW', false), activated)[0].value).toBe('idle');
    const [saving] = transition(languageMachine, at('activating', 'zh_TW', true), activated);
    expect(saving.value).toBe('saving');
    expect(saving.hasTag('busy')).toBe(true);
  });

  it('a refused save reaches failed, keeps the code and notifies', () => {
    const [s, actions] = transition(languageMachine, at('saving', 'en_US', true), {
      type: 'xstate.error.actor.save',
      error: { code: 503 },
    } as never);
    expect(s.value).toBe('failed');
    expect(s.context.errorCode).toBe(503);
    expect(actions.map((a) => a.type)).toContain('notifySaveFailed');
    expect(s.can(choose('en_US', true))).toBe(true);
  });

  it('runs activate then save with the chosen language', async () => {
    const calls: string[] = [];
    const actor = createActor(
      languageMachine.provide({
        actors: {
          activate: fromPromise(async ({ input }) => void calls.push(`activate ${input.locale}`)),
          save: fromPromise(async ({ input }) => void calls.push(`save ${input.locale}`)),
        },
      }),
    ).start();
    actor.send(choose('zh_TW', true));
    await new Promise((r) => setTimeout(r, 0));
    actor.send(choose('en_JP', true));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['activate zh_TW', 'save zh_TW', 'activate en_JP']);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
