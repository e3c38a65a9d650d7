import type { ReturnOp, StepStatus } from '@machines/wallet-step.types';

/**
 * The opener's notification contract: channel 'wallet-step', message { ref, op, status, code? } where op is
 * the return route's op (connectWallet, unbindWallet, withdrawBalance, transfer).
 */
export const WALLET_STEP_CHANNEL = 'wallet-step';
export type WalletStepMessage = { ref: string; op: ReturnOp; status: StepStatus; code?: number };

const OUTCOME_KEY = 'walletStepOutcome';

/** Tells the opening window how the step ended, and keeps it for this window's return page. */
export function reportOutcome(message: WalletStepMessage): void {
  try {
    sessionStorage.setItem(OUTCOME_KEY, JSON.stringify(message));
  } catch {
    // Storage off (private mode): the return page then shows its neutral text.
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(WALLET_STEP_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** The outcome this window reported for `op`, if any (read by the return page). */
export function readOutcome(op: string): WalletStepMessage | null {
  try {
    const raw = sessionStorage.getItem(OUTCOME_KEY);
    const m = raw ? (JSON.parse(raw) as WalletStepMessage) : null;
    return m && m.op === op ? m : null;
  } catch {
    return null;
  }
}
