import { assign, setup } from 'xstate';
import type { SiweNonce, Transfer, WalletStep, Withdrawal } from '@schemas/wallets';
import {
  FINAL_CODES,
  WALLET_STEP_CODES,
  type FailedAt,
  type SignedMessage,
  type StepStatus,
  type WalletChoice,
  type WalletStepContext,
  type WalletStepEvent,
} from './wallet-step.types';
import { notProvided } from './not-provided';
import { failTo, isCustodialStep, isOp, isOtherAccount, outputOf } from './wallet-step.guards';

/**
 * The wallet step run in the window the opener opened (spec §4 Wallet connect / Unbind /
 * Withdraw). Browser wallets: discover → choose → accounts → chain → SIWE nonce → sign → connect or change;
 * custodial (OWN, CUSTONOMY): confirm → connect; unbind: confirm → disconnect; withdraw: review → confirm or
 * cancel; transfer: review → the receiving wallet signs in → approve. Effects come from
 * src/features/wallet-step/wallet-step.actors.ts; `report` tells the opener and navigates to the return page.
 */
export const walletStepMachine = setup({
  types: {
    context: {} as WalletStepContext,
    events: {} as WalletStepEvent,
    input: {} as { ref: string },
  },
  actors: {
    loadStep: notProvided<WalletStep, { ref: string }>('loadStep'),
    loadWithdrawal: notProvided<Withdrawal, { ref: string }>('loadWithdrawal'),
    loadTransfer: notProvided<Transfer, { ref: string }>('loadTransfer'),
    discoverWallets: notProvided<WalletChoice[], void>('discoverWallets'),
    requestAccount: notProvided<string, { walletId: string }>('requestAccount'),
    ensureChain: notProvided<void, { walletId: string; step: WalletStep }>('ensureChain'),
    getNonce: notProvided<SiweNonce, { ref: string }>('getNonce'),
    signIn: notProvided<SignedMessage, { walletId: string; account: string; nonce: SiweNonce }>('signIn'),
    submit: notProvided<void, { step: WalletStep; wallet: WalletChoice; signed: SignedMessage }>('submit'),
    connectCustodial: notProvided<void, { step: WalletStep }>('connectCustodial'),
    disconnect: notProvided<void, { ref: string }>('disconnect'),
    decideWithdraw: notProvided<void, { ref: string; decision: 'confirm' | 'cancel' }>('decideWithdraw'),
  },
  actions: {
    keepStep: assign({ step: ({ event }) => outputOf<WalletStep>(event) }),
    /** Tells the opener and moves this window to the return page (provided by the page). */
    report: (_, _params: { status: StepStatus }) => {},
  },
  guards: {
    isClosed: ({ event }) => outputOf<WalletStep>(event).status !== 'OPEN',
    isCustodial: ({ event }) => isCustodialStep(outputOf<WalletStep>(event)),
    isUnbind: ({ event }) => isOp(event, 'UNBIND'),
    isWithdraw: ({ event }) => isOp(event, 'WITHDRAW'),
    isTransfer: ({ event }) => isOp(event, 'TRANSFER'),
    hasWallets: ({ event }) => outputOf<WalletChoice[]>(event).length > 0,
    isKnownWallet: ({ context, event }) =>
      event.type === 'step.choose' && context.wallets.some((w) => w.id === event.id),
    isWrongAccount: ({ context, event }) => isOtherAccount(context.transfer, outputOf<string>(event)),
    isCancelDecision: ({ context }) => context.decision === 'cancel',
    isRetryable: ({ context }) => context.code === null || !FINAL_CODES.includes(context.code),
    failedIn: ({ context }, at: FailedAt) => context.failedAt === at,
  },
}).createMachine({
  id: 'walletStep',
  context: ({ input }) => ({
    ref: input.ref,
    step: null,
    wallets: [],
    wallet: null,
    account: null,
    nonce: null,
    signed: null,
    withdrawal: null,
    transfer: null,
    decision: null,
    failedAt: null,
    code: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStep',
        src: 'loadStep',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: [
          {
            guard: 'isClosed',
            target: 'closed',
            actions: assign({ step: ({ event }) => event.output, code: WALLET_STEP_CODES.STEP_CLOSED }),
          },
          { guard: 'isCustodial', target: 'custodial', actions: 'keepStep' },
          { guard: 'isUnbind', target: 'confirmingUnbind', actions: 'keepStep' },
          { guard: 'isWithdraw', target: 'loadingWithdrawal', actions: 'keepStep' },
          { guard: 'isTransfer', target: 'loadingTransfer', actions: 'keepStep' },
          { target: 'discovering', actions: 'keepStep' },
        ],
        onError: failTo('load'),
      },
    },
    discovering: {
      tags: ['busy'],
      invoke: {
        id: 'discoverWallets',
        src: 'discoverWallets',
        onDone: [
          {
            guard: 'hasWallets',
            target: 'choosing',
            actions: assign({ wallets: ({ event }) => event.output }),
          },
          { target: 'noWallet', actions: assign({ wallets: [] }) },
        ],
        onError: { target: 'noWallet' },
      },
    },
    noWallet: { on: { 'step.retry': 'discovering', 'step.cancel': 'cancelled' } },
    choosing: {
      on: {
        'step.choose': {
          guard: 'isKnownWallet',
          target: 'connecting',
          actions: assign({
            wallet: ({ context, event }) => context.wallets.find((w) => w.id === event.id) ?? null,
            failedAt: null,
            code: null,
          }),
        },
        'step.cancel': 'cancelled',
      },
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'requestAccount',
        src: 'requestAccount',
        input: ({ context }) => ({ walletId: context.wallet!.id }),
        onDone: [
          {
            guard: 'isWrongAccount',
            target: 'failed',
            actions: assign({
              account: ({ event }) => event.output,
              failedAt: 'wallet',
              code: WALLET_STEP_CODES.WRONG_ACCOUNT,
            }),
          },
          { target: 'switchingChain', actions: assign({ account: ({ event }) => event.output }) },
        ],
        onError: failTo('wallet'),
      },
    },
    switchingChain: {
      tags: ['busy'],
      invoke: {
        id: 'ensureChain',
        src: 'ensureChain',
        input: ({ context }) => ({ walletId: context.wallet!.id, step: context.step! }),
        onDone: 'preparing',
        onError: failTo('wallet'),
      },
    },
    preparing: {
      tags: ['busy'],
      invoke: {
        id: 'getNonce',
        src: 'getNonce',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: { target: 'signing', actions: assign({ nonce: ({ event }) => event.output }) },
        onError: failTo('wallet'),
      },
    },
    signing: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          walletId: context.wallet!.id,
          account: context.account!,
          nonce: context.nonce!,
        }),
        onDone: { target: 'submitting', actions: assign({ signed: ({ event }) => event.output }) },
        onError: failTo('wallet'),
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ step: context.step!, wallet: context.wallet!, signed: context.signed! }),
        onDone: 'done',
        onError: failTo('wallet'),
      },
    },
    custodial: { on: { 'step.confirm': 'connectingCustodial', 'step.cancel': 'cancelled' } },
    connectingCustodial: {
      tags: ['busy'],
      invoke: {
        id: 'connectCustodial',
        src: 'connectCustodial',
        input: ({ context }) => ({ step: context.step! }),
        onDone: 'done',
        onError: failTo('custodial'),
      },
    },
    confirmingUnbind: { on: { 'step.confirm': 'unbinding', 'step.cancel': 'cancelled' } },
    unbinding: {
      tags: ['busy'],
      invoke: {
        id: 'disconnect',
        src: 'disconnect',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: 'done',
        onError: failTo('unbind'),
      },
    },
    loadingWithdrawal: {
      tags: ['busy'],
      invoke: {
        id: 'loadWithdrawal',
        src: 'loadWithdrawal',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: {
          target: 'reviewingWithdrawal',
          actions: assign({ withdrawal: ({ event }) => event.output }),
        },
        onError: failTo('load'),
      },
    },
    reviewingWithdrawal: {
      on: {
        'step.confirm': { target: 'deciding', actions: assign({ decision: 'confirm' }) },
        'step.cancel': { target: 'deciding', actions: assign({ decision: 'cancel' }) },
      },
    },
    deciding: {
      tags: ['busy'],
      invoke: {
        id: 'decideWithdraw',
        src: 'decideWithdraw',
        input: ({ context }) => ({ ref: context.ref, decision: context.decision! }),
        onDone: [{ guard: 'isCancelDecision', target: 'cancelled' }, { target: 'done' }],
        onError: failTo('decide'),
      },
    },
    loadingTransfer: {
      tags: ['busy'],
      invoke: {
        id: 'loadTransfer',
        src: 'loadTransfer',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: { target: 'reviewingTransfer', actions: assign({ transfer: ({ event }) => event.output }) },
        onError: failTo('load'),
      },
    },
    reviewingTransfer: { on: { 'step.confirm': 'discovering', 'step.cancel': 'cancelled' } },
    failed: {
      on: {
        'step.retry': { guard: 'isRetryable', target: 'retrying', actions: assign({ code: null }) },
        'step.close': 'abandoned',
      },
    },
    // Back to where the member acts again: a wallet failure re-picks the wallet (a fresh nonce follows).
    retrying: {
      always: [
        { guard: { type: 'failedIn', params: 'load' }, target: 'loading' },
        { guard: { type: 'failedIn', params: 'custodial' }, target: 'custodial' },
        { guard: { type: 'failedIn', params: 'unbind' }, target: 'confirmingUnbind' },
        { guard: { type: 'failedIn', params: 'decide' }, target: 'reviewingWithdrawal' },
        { target: 'choosing' },
      ],
    },
    closed: { type: 'final' },
    done: { type: 'final', entry: { type: 'report', params: { status: 'DONE' } } },
    cancelled: { type: 'final', entry: { type: 'report', params: { status: 'CANCELLED' } } },
    abandoned: { type: 'final', entry: { type: 'report', params: { status: 'FAILED' } } },
  },
});
