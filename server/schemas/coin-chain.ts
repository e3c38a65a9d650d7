import * as v from 'valibot';
import { Blockchain } from './wallets';

const Digits = v.pipe(v.string(), v.regex(/^-?\d+$/));

/** How one coin operation's mirror ended: sent and mined, reverted, or nothing to send (net zero). */
export const COIN_MIRROR_STATES = ['MINED', 'FAILED', 'NONE'] as const;
export type CoinMirrorState = (typeof COIN_MIRROR_STATES)[number];

/** A member whose token balance is not what the mirrored operations say (the ledger stays the authority). */
export const CoinChainDifference = v.object({
  memberId: v.string(),
  /** The member's custodial wallet ('' when they have none: their token balance is then 0). */
  address: v.string(),
  /** balanceOf on the coin's contract. */
  onChain: Digits,
  /** The sum of the member's operations already mirrored (what the token should hold). */
  mirrored: Digits,
  /** The member's whole ledger balance (mirrored plus operations still queued). */
  ledger: Digits,
});
export type CoinChainDifference = v.InferOutput<typeof CoinChainDifference>;

/**
 * The last reconciliation of a coin's ERC-20 mirror with its ledger (reconcileCoinChain, the daily job).
 * `members` were compared; `lagging` have ledger operations not mirrored yet (the mirror job's queue, not a
 * difference); `differences` lists those whose token balance differs from their mirrored operations.
 */
export const CoinChainCheck = v.object({
  blockchain: Blockchain,
  contract: v.string(),
  checkedAt: v.string(),
  members: v.number(),
  lagging: v.number(),
  differences: v.array(CoinChainDifference),
});
export type CoinChainCheck = v.InferOutput<typeof CoinChainCheck>;
