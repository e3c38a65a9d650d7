import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COIN_MIRROR_STATES, type CoinChainDifference } from '../../schemas/coin-chain';
import { BLOCKCHAINS } from '../../schemas/wallets';
import { loyaltyCoins } from './coins';
import { members } from './members';
import { merchants } from './merchants';
import { at } from './orders';

/**
 * The on-chain mirror of loyalty coins (a merchant's coin with `onChain` on): its LoyaltyCoin ERC-20 contract,
 * which ledger operations were minted or burned, and the last reconciliation. The ledger stays the authority;
 * these tables only say how far the token follows it.
 */

/** A coin's LoyaltyCoin contract, deployed on its first mirrored operation. */
export const coinContracts = pgTable('coin_contracts', {
  coinId: uuid()
    .primaryKey()
    .references(() => loyaltyCoins.id),
  blockchain: text({ enum: BLOCKCHAINS }).notNull(),
  address: text().notNull(),
  txHash: text().notNull(),
  deployedAt: at().notNull().defaultNow(),
});

/**
 * One ledger operation (its idempotency key) mirrored: its member's net delta minted (+) or burned (−) in one
 * journaled transaction, or NONE when it nets to zero. A key without a row here is still to mirror.
 */
export const coinMirrors = pgTable(
  'coin_mirrors',
  {
    merchantId: uuid()
      .notNull()
      .references(() => merchants.id),
    idempotencyKey: text().notNull(),
    memberId: uuid()
      .notNull()
      .references(() => members.id),
    delta: bigint({ mode: 'bigint' }).notNull(),
    state: text({ enum: COIN_MIRROR_STATES }).notNull(),
    blockchain: text({ enum: BLOCKCHAINS }).notNull(),
    txHash: text(),
    mirroredAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.idempotencyKey] }),
    // Reconciliation sums a member's mirrored operations.
    index().on(t.merchantId, t.memberId),
  ],
);

/** The last reconciliation of a coin's token balances with its ledger, per merchant (replaced each run). */
export const coinChainChecks = pgTable('coin_chain_checks', {
  merchantId: uuid()
    .primaryKey()
    .references(() => merchants.id),
  blockchain: text({ enum: BLOCKCHAINS }).notNull(),
  contract: text().notNull(),
  checkedAt: at().notNull(),
  members: integer().notNull(),
  lagging: integer().notNull(),
  differences: jsonb().$type<CoinChainDifference[]>().notNull(),
});
