import { assign } from 'xstate';
import type { Transfer, WalletStep } from '@schemas/wallets';
import {
  codeOfError,
  type FailedAt,
  type WalletStepContext,
  type WalletStepEvent,
} from './wallet-step.types';

/**
 * The wallet step machine's pure pieces (machines/wallet-step.machine.ts): what its guards read from an
 * invoke's output, and the one way every invoke fails. Apart so the machine file holds only its states.
 */

/** An invoke's output (the guards of `onDone` transitions see the done event, typed as any event). */
export const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** An invoke's error: to `failed`, remembering where (for retry) and the code (for the message). */
export const failTo = (at: FailedAt) => ({
  target: 'failed' as const,
  actions: assign<WalletStepContext, { type: string; error?: unknown }, undefined, WalletStepEvent, never>({
    failedAt: at,
    code: ({ event }) => codeOfError(event.error),
  }),
});

export const isOp = (event: unknown, op: WalletStep['op']) => outputOf<WalletStep>(event).op === op;

/** Connecting or changing to a custodial wallet (OWN, CUSTONOMY): a confirmation, no browser wallet. */
export const isCustodialStep = (s: WalletStep) =>
  (s.op === 'CONNECT' || s.op === 'CHANGE') && (s.walletType === 'OWN' || s.walletType === 'CUSTONOMY');

/** A transfer is approved only by its receiving wallet: any other account is the wrong one. */
export const isOtherAccount = (transfer: Transfer | null, account: string) =>
  transfer != null && account.toLowerCase() !== transfer.toAddress.toLowerCase();
