import { assign, setup } from 'xstate';
import { Code } from '@schemas/codes';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** The refusal a failed load carries: the API's meta.code (9000 when there was no answer, spec §8). */
const DEFAULT_CODE = Code.LIST_DEFAULT_ERROR;
const codeOfError = (error: unknown): number => errorCodeOf(error, DEFAULT_CODE);

/** What the header area shows of a loaded member. */
export type UserInfoSummary = { name: string; displayImage: string | null };
export type UserInfoContext = { info: UserInfoSummary | null; errorCode: number | null };
export type UserInfoEvent = { type: 'userInfo.reload' };

const failedWith =
  (code: number) =>
  ({ event }: { event: unknown }): boolean =>
    codeOfError((event as { error?: unknown }).error) === code;

/**
 * Spec §4 "User info load": loading; 200 shows the name; 404 a no-profile text; 401 a login prompt;
 * any other code a reload button with that code. `loadUserInfo` is provided by the members feature.
 */
export const userInfoMachine = setup({
  types: { context: {} as UserInfoContext, events: {} as UserInfoEvent },
  actors: {
    loadUserInfo: notProvided<UserInfoSummary>('loadUserInfo'),
  },
  guards: {
    isNotFound: failedWith(Code.NOT_FOUND),
    isUnauthorized: failedWith(Code.UNAUTHORIZED),
  },
}).createMachine({
  id: 'userInfo',
  context: { info: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ errorCode: null }),
      invoke: {
        id: 'loadUserInfo',
        src: 'loadUserInfo',
        onDone: { target: 'loaded', actions: assign({ info: ({ event }) => event.output }) },
        onError: [
          { guard: 'isNotFound', target: 'noProfile', actions: assign({ info: null }) },
          { guard: 'isUnauthorized', target: 'loginPrompt', actions: assign({ info: null }) },
          { target: 'failed', actions: assign({ errorCode: ({ event }) => codeOfError(event.error) }) },
        ],
      },
    },
    loaded: { on: { 'userInfo.reload': 'loading' } },
    noProfile: { on: { 'userInfo.reload': 'loading' } },
    loginPrompt: {},
    failed: { on: { 'userInfo.reload': 'loading' } },
  },
});
