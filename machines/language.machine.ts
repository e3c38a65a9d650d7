import { and, assign, fromPromise, setup } from 'xstate';
import { SAVABLE_LOCALES, type Locale } from '@schemas/common';
import { errorCodeOf } from './error-code';

const DEFAULT_CODE = 9000;
const codeOfError = (error: unknown): number => errorCodeOf(error, DEFAULT_CODE);

/**
 * Language switch (spec §3/§4): the chosen language is activated at once; for a logged-in member a savable
 * language (never en_JP/en_KR) is then saved to the server, and a refused save ends in `failed`.
 */
export const languageMachine = setup({
  types: {
    context: {} as { locale: Locale | null; loggedIn: boolean; errorCode: number | null },
    events: {} as { type: 'language.choose'; locale: Locale; loggedIn: boolean },
  },
  actors: {
    /** Loads the catalog, activates it and writes the nftLang cookie. */
    activate: fromPromise<void, { locale: Locale }>(async () => {}),
    /** POST /api/language myLocation. */
    save: fromPromise<void, { locale: Locale }>(async () => {}),
  },
  guards: {
    isLoggedIn: ({ context }) => context.loggedIn,
    isSavable: ({ context }) =>
      context.locale !== null && (SAVABLE_LOCALES as readonly string[]).includes(context.locale),
  },
  actions: {
    /** Tells the member the setting was not saved (address_set_err). */
    notifySaveFailed: () => {},
  },
}).createMachine({
  id: 'language',
  context: { locale: null, loggedIn: false, errorCode: null },
  initial: 'idle',
  on: {
    'language.choose': {
      target: '.activating',
      actions: assign({
        locale: ({ event }) => event.locale,
        loggedIn: ({ event }) => event.loggedIn,
        errorCode: null,
      }),
    },
  },
  states: {
    idle: {},
    activating: {
      invoke: {
        id: 'activate',
        src: 'activate',
        input: ({ context }) => ({ locale: context.locale! }),
        onDone: [{ guard: and(['isLoggedIn', 'isSavable']), target: 'saving' }, { target: 'idle' }],
        // A catalog that fails to load leaves the previous language active; nothing to save.
        onError: 'idle',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ locale: context.locale! }),
        onDone: 'idle',
        onError: {
          target: 'failed',
          actions: [assign({ errorCode: ({ event }) => codeOfError(event.error) }), 'notifySaveFailed'],
        },
      },
    },
    failed: {},
  },
});
