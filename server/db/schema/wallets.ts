import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHAINS, collections, products } from './catalog';
import { members } from './members';

/** Spec §3 wallet types: METAMASK (default), CUSTONOMY, OKX, otherwise the product's own (OWN). */
export const WALLET_TYPES = ['METAMASK', 'CUSTONOMY', 'OKX', 'OWN'] as const;
export const WALLET_REQUEST_OPS = ['CONNECT', 'UNBIND', 'CHANGE', 'WITHDRAW', 'TRANSFER'] as const;
export const WALLET_REQUEST_STATUSES = ['OPEN', 'DONE', 'FAILED', 'CANCELLED'] as const;
export const CHAIN_TX_STATUSES = ['SIGNED', 'SENT', 'MINED', 'FAILED'] as const;
export const LEDGER_KINDS = ['FIXED', 'AUCTION'] as const;
export const WITHDRAWAL_STATUSES = ['REQUESTED', 'PROCESSING', 'PAID', 'FAILED', 'CANCELLED'] as const;
export const TRANSFER_STATUSES = ['AWAITING_APPROVAL', 'APPROVED', 'SENT', 'FAILED', 'CANCELLED'] as const;

/** Wei and token amounts: whole numbers up to 2^256, kept exact (DESIGN §5). */
const wei = () => numeric({ precision: 78, scale: 0 });

/** A member's player record (spec §7 players): preferences that go with the wallets, e.g. the panel currency. */
export const players = pgTable('players', {
  memberId: uuid()
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The wallet panel's display currency (spec §9: default HKD). */
  currency: text().notNull().default('HKD'),
  nickname: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The wallet a member has bound on a chain (spec §3 User info wallets); one per member and chain. */
export const memberWallets = pgTable(
  'member_wallets',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockchain: text({ enum: CHAINS }).notNull(),
    /** EIP-55 checksummed. */
    address: text().notNull(),
    walletType: text({ enum: WALLET_TYPES }).notNull(),
    boundAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_wallets_member_chain_idx').on(t.memberId, t.blockchain),
    // One address belongs to one member on a chain.
    uniqueIndex('member_wallets_address_idx').on(t.blockchain, sql`lower(${t.address})`),
  ],
);

/**
 * The product's own custodial wallets: the private key is sealed with AES-256-GCM under a key held
 * outside the database (CUSTODY_KEY or a key file in DATA_DIR); only ciphertext, IV and tag are stored.
 */
export const custodialWallets = pgTable('custodial_wallets', {
  id: uuid().primaryKey().defaultRandom(),
  memberId: uuid()
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: 'cascade' }),
  address: text().notNull().unique(),
  keyCiphertext: text().notNull(),
  keyIv: text().notNull(),
  keyTag: text().notNull(),
  /** Which sealing key was used, so the key can be rotated. */
  keyId: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One wallet step opened in a new window (connect, unbind, change, withdraw, transfer approval): `ref` is the
 * single-use handle in the URL; `nonce` the Sign-In-with-Ethereum nonce, consumed once (`nonceUsedAt`).
 */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    ref: text().primaryKey(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    op: text({ enum: WALLET_REQUEST_OPS }).notNull(),
    blockchain: text({ enum: CHAINS }).notNull(),
    walletType: text({ enum: WALLET_TYPES }),
    nonce: text().unique(),
    nonceUsedAt: timestamp({ withTimezone: true }),
    status: text({ enum: WALLET_REQUEST_STATUSES }).notNull().default('OPEN'),
    resultCode: integer(),
    /** The withdrawal or transfer the step is about. */
    subjectId: uuid(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.memberId, t.createdAt)],
);

/** Per chain and sending account, the next nonce: allocating under a row lock keeps sends ordered. */
export const chainAccounts = pgTable(
  'chain_accounts',
  {
    blockchain: text({ enum: CHAINS }).notNull(),
    address: text().notNull(),
    nextNonce: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blockchain, t.address] })],
);

/**
 * Every transaction the platform signs, keyed by what it is for (`mint:<productId>`, `withdraw:<id>`…): a job
 * that runs twice finds the row and waits for the same transaction instead of sending another (exactly-once).
 * The raw signed transaction is public data; the in-process chain replays the journal on start.
 */
export const chainTxs = pgTable(
  'chain_txs',
  {
    id: uuid().primaryKey().defaultRandom(),
    blockchain: text({ enum: CHAINS }).notNull(),
    key: text().notNull(),
    fromAddress: text().notNull(),
    toAddress: text(),
    nonce: integer().notNull(),
    rawTx: text().notNull(),
    hash: text().notNull(),
    status: text({ enum: CHAIN_TX_STATUSES }).notNull().default('SIGNED'),
    blockNumber: integer(),
    gasUsed: wei(),
    /** gasUsed × effective gas price, in wei. */
    fee: wei(),
    /** Contract address for deployments. */
    contractAddress: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    minedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chain_txs_key_idx').on(t.blockchain, t.key),
    uniqueIndex('chain_txs_nonce_idx').on(t.blockchain, t.fromAddress, t.nonce),
    index().on(t.hash),
  ],
);

/** Contracts the platform deployed per chain: EDITIONS (ERC-1155), MEMBERSHIP, COUPON. */
export const platformContracts = pgTable(
  'platform_contracts',
  {
    blockchain: text({ enum: CHAINS }).notNull(),
    name: text().notNull(),
    address: text().notNull(),
    txHash: text().notNull(),
    deployedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockchain, t.name] })],
);

/** A collection's own ERC-721 contract (with ERC-2981 royalties to the collection's wallet), per chain. */
export const collectionContracts = pgTable(
  'collection_contracts',
  {
    collectionId: uuid()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    blockchain: text({ enum: CHAINS }).notNull(),
    address: text().notNull(),
    txHash: text().notNull(),
    deployedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.blockchain] })],
);

/**
 * Creator income per chain (spec §3 Wallet balance: data.fixed + data.auction): sales credit, withdrawals debit.
 * The balance is the sum; amounts are signed wei.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockchain: text({ enum: CHAINS }).notNull(),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    amount: wei().notNull(),
    reason: text({ enum: ['SALE', 'WITHDRAWAL', 'REFUND', 'SEED', 'BID_HOLD', 'BID_RELEASE'] }).notNull(),
    refId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.memberId, t.blockchain),
    // A withdrawal debits each kind once, whatever retries happen.
    uniqueIndex('ledger_entries_ref_idx')
      .on(t.reason, t.refId, t.kind)
      .where(sql`${t.refId} is not null`),
  ],
);

/** Spec §3 Withdrawal: quantity (wei), price (HKD at request), gas fee, dates and the receiving address. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockchain: text({ enum: CHAINS }).notNull(),
    ref: text().notNull().unique(),
    quantity: wei().notNull(),
    fixedPart: wei().notNull(),
    auctionPart: wei().notNull(),
    priceHkd: numeric({ precision: 18, scale: 2 }),
    gasFee: wei(),
    toAddress: text().notNull(),
    status: text({ enum: WITHDRAWAL_STATUSES }).notNull().default('REQUESTED'),
    txHash: text(),
    failureCode: integer(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    transferredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.memberId, t.requestedAt)],
);

/** An NFT sent from a member's custodial wallet to an external wallet; it waits for approval first. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid().primaryKey().defaultRandom(),
    memberId: uuid()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id),
    blockchain: text({ enum: CHAINS }).notNull(),
    contractAddress: text().notNull(),
    tokenId: text().notNull(),
    quantity: integer().notNull().default(1),
    fromAddress: text().notNull(),
    toAddress: text().notNull(),
    status: text({ enum: TRANSFER_STATUSES }).notNull().default('AWAITING_APPROVAL'),
    ref: text().notNull().unique(),
    txHash: text(),
    failureCode: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.memberId, t.createdAt)],
);

/** Exchange rates (spec §3 exchange rate: tarSymbol, currRate = HKD for one unit), refreshed by a job. */
export const exchangeRates = pgTable('exchange_rates', {
  symbol: text().primaryKey(),
  rateHkd: numeric({ precision: 36, scale: 18 }).notNull(),
  source: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
