/**
 * The wallet step's words (machines/wallet-step.machine.ts): the codes the page raises, what the machine holds
 * and is told, and the return route's `op`. Apart from the machine, so the page and its effects read them
 * without the machine's definition.
 */
import type { SiweNonce, Transfer, WalletStep, WalletType, Withdrawal } from '@schemas/wallets';
import { errorCodeOf } from './error-code';

/** Codes the page itself raises (no server answer): wallet refusals and checks made in the browser. */
export const WALLET_STEP_CODES = {
  DEFAULT: 9000,
  /** The member rejected the request in the wallet (EIP-1193 4001). */
  REJECTED: 9411,
  /** The wallet gave no account. */
  NO_ACCOUNT: 9412,
  /** Transfer: the connected account is not the transfer's receiving address. */
  WRONG_ACCOUNT: 9413,
  /** The wallet could not switch to (or add) the step's chain. */
  CHAIN_SWITCH_FAILED: 9414,
  /** The step was already finished, cancelled or expired when the page opened (WALLET_REF_INVALID). */
  STEP_CLOSED: 4405,
  /** A bound wallet cannot be unbound while in use (WALLET_IN_USE). */
  IN_USE: 4402,
} as const;
/** Codes after which a retry cannot help: the step is closed, or the wallet is in use. */
export const FINAL_CODES: number[] = [WALLET_STEP_CODES.STEP_CLOSED, WALLET_STEP_CODES.IN_USE];
export const codeOfError = (error: unknown): number => errorCodeOf(error, WALLET_STEP_CODES.DEFAULT);
/** A browser wallet the member may pick (the provider object itself stays with the effects). */
export type WalletChoice = { id: string; name: string; icon: string; walletType: WalletType };
export type SignedMessage = { message: string; signature: string };
/** The `op` of the return route `#/wallet?pf=web3&op=…` (spec §2) and of the opener notification. */
export type ReturnOp = 'connectWallet' | 'unbindWallet' | 'withdrawBalance' | 'transfer';
export const RETURN_OP: Record<WalletStep['op'], ReturnOp> = {
  CONNECT: 'connectWallet',
  CHANGE: 'connectWallet',
  UNBIND: 'unbindWallet',
  WITHDRAW: 'withdrawBalance',
  TRANSFER: 'transfer',
};
export type StepStatus = 'DONE' | 'FAILED' | 'CANCELLED';
export type FailedAt = 'load' | 'wallet' | 'custodial' | 'unbind' | 'decide';

export type WalletStepContext = {
  ref: string;
  step: WalletStep | null;
  wallets: WalletChoice[];
  wallet: WalletChoice | null;
  account: string | null;
  nonce: SiweNonce | null;
  signed: SignedMessage | null;
  withdrawal: Withdrawal | null;
  transfer: Transfer | null;
  decision: 'confirm' | 'cancel' | null;
  failedAt: FailedAt | null;
  code: number | null;
};
export type WalletStepEvent =
  | { type: 'step.choose'; id: string }
  | { type: 'step.confirm' }
  | { type: 'step.cancel' }
  | { type: 'step.retry' }
  | { type: 'step.close' };
