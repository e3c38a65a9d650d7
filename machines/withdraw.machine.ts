import { assign, setup } from 'xstate';
import { Code } from '@schemas/codes';
import {
  WITHDRAW_MINIMUM,
  WITHDRAW_RECHECK_MS,
  type Balance,
  type Blockchain,
  type WalletUrl,
  type Withdrawal,
} from '@schemas/wallets';
import { errorCodeOf } from './error-code';
import { notProvided } from './not-provided';

/** A decimal string as an integer of 18 places, exactly (no float); malformed text reads as zero. */
export function toUnits18(amount: string): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return 0n;
  return BigInt(m[1]!) * 10n ** 18n + BigInt((m[2] ?? '').slice(0, 18).padEnd(18, '0'));
}

/** Spec §5/§9: a withdrawal needs a balance that EXCEEDS 0.01 of the chain's coin. */
export const exceedsMinimum = (total: string) => toUnits18(total) > toUnits18(WITHDRAW_MINIMUM);

export type WithdrawCheck = { ref: string; blockchain: Blockchain };
export type WithdrawContext = {
  blockchain: Blockchain;
  balance: Balance | null;
  termsAccepted: boolean;
  step: WalletUrl | null;
  result: Withdrawal | null;
  failedAt: 'balance' | 'request' | 'check' | null;
  code: number | null;
};
export type WithdrawEvent =
  | { type: 'withdraw.start'; blockchain: Blockchain }
  | { type: 'withdraw.acceptTerms'; accepted: boolean }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' }
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.reset' };

const EMPTY: WithdrawContext = {
  blockchain: 'ETHEREUM',
  balance: null,
  termsAccepted: false,
  step: null,
  result: null,
  failedAt: null,
  code: null,
};
const toIdle = { target: '#withdraw.idle', actions: 'clear' } as const;

/**
 * Withdraw income (spec §4 Withdraw): read the balance, which must exceed the minimum (else the alert); accept
 * the terms and confirm (§5); request the withdraw URL and open it in a new window (`openWindow`); a dialog
 * waits for the member; after confirm OR cancel wait exactly WITHDRAW_RECHECK_MS (an XState delay, so tests
 * use simulated time) and check by ref and blockchain: 200 is success (`withdrawn` refreshes the balance),
 * anything else is label_withdrawal_fail. Effects come from src/features/wallet/wallet.actors.ts.
 */
export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent },
  actors: {
    readBalance: notProvided<Balance, Blockchain>('readBalance'),
    requestWithdraw: notProvided<WalletUrl, Blockchain>('requestWithdraw'),
    checkWithdraw: notProvided<Withdrawal, WithdrawCheck>('checkWithdraw'),
  },
  actions: {
    clear: assign(EMPTY),
    /** Opens the step page in a new window. */
    openWindow: (_, _url: string) => {},
    /** The withdrawal was paid: refresh the balances. */
    withdrawn: () => {},
  },
  guards: {
    aboveMinimum: (_, balance: Balance) => exceedsMinimum(balance.total),
    termsAccepted: ({ context }) => context.termsAccepted,
    belowMinimumRefusal: (_, error: unknown) => errorCodeOf(error) === Code.WITHDRAW_BELOW_MINIMUM,
    failedAtBalance: ({ context }) => context.failedAt === 'balance',
    failedAtRequest: ({ context }) => context.failedAt === 'request',
  },
  delays: { recheck: WITHDRAW_RECHECK_MS },
}).createMachine({
  id: 'withdraw',
  context: EMPTY,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'withdraw.start': {
          target: 'checkingBalance',
          actions: assign(({ event }) => ({ ...EMPTY, blockchain: event.blockchain })),
        },
      },
    },
    checkingBalance: {
      tags: ['busy'],
      invoke: {
        id: 'readBalance',
        src: 'readBalance',
        input: ({ context }) => context.blockchain,
        onDone: [
          {
            guard: { type: 'aboveMinimum', params: ({ event }) => event.output },
            target: 'confirming',
            actions: assign({ balance: ({ event }) => event.output }),
          },
          { target: 'belowMinimum', actions: assign({ balance: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ failedAt: 'balance', code: ({ event }) => errorCodeOf(event.error) }),
        },
      },
      on: { 'withdraw.cancel': toIdle },
    },
    belowMinimum: { on: { 'withdraw.cancel': toIdle, 'withdraw.reset': toIdle } },
    confirming: {
      on: {
        'withdraw.acceptTerms': { actions: assign({ termsAccepted: ({ event }) => event.accepted }) },
        'withdraw.confirm': { guard: 'termsAccepted', target: 'requesting' },
        'withdraw.cancel': toIdle,
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestWithdraw',
        src: 'requestWithdraw',
        input: ({ context }) => context.blockchain,
        onDone: {
          target: 'awaiting',
          actions: [
            assign({ step: ({ event }) => event.output }),
            { type: 'openWindow', params: ({ event }) => event.output.url },
          ],
        },
        onError: [
          {
            guard: {
              type: 'belowMinimumRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'belowMinimum',
          },
          {
            target: 'failed',
            actions: assign({ failedAt: 'request', code: ({ event }) => errorCodeOf(event.error) }),
          },
        ],
      },
    },
    // The dialog: either answer leads to the check 2 s later (spec §4).
    awaiting: { on: { 'withdraw.confirm': 'waiting', 'withdraw.cancel': 'waiting' } },
    waiting: { tags: ['busy'], after: { recheck: 'checking' } },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkWithdraw',
        src: 'checkWithdraw',
        input: ({ context }) => ({ ref: context.step!.ref, blockchain: context.blockchain }),
        onDone: {
          target: 'succeeded',
          actions: [assign({ result: ({ event }) => event.output }), 'withdrawn'],
        },
        onError: {
          target: 'failed',
          actions: assign({
            failedAt: 'check',
            code: ({ event }) => errorCodeOf(event.error, Code.WITHDRAW_FAILED),
          }),
        },
      },
    },
    succeeded: { on: { 'withdraw.reset': toIdle, 'withdraw.cancel': toIdle } },
    failed: {
      on: {
        'withdraw.retry': [
          {
            guard: 'failedAtBalance',
            target: 'checkingBalance',
            actions: assign({ failedAt: null, code: null }),
          },
          { guard: 'failedAtRequest', target: 'requesting', actions: assign({ failedAt: null, code: null }) },
          { target: 'checking', actions: assign({ failedAt: null, code: null }) },
        ],
        'withdraw.cancel': toIdle,
        'withdraw.reset': toIdle,
      },
    },
  },
});
