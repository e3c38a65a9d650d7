import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import { Wallet } from 'ethers';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChains } from '../../../server/chain/chains';
import { createCustody } from '../../../server/chain/custody';
import type { Database } from '../../../server/db/client';
import { chainTxs, members } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import {
  DEMO_BROWSER_COINS,
  DEMO_CUSTODIAL_COINS,
  devAccount,
  fundDemoCoins,
} from '../../../server/db/seed/demo-coins';
import { readEnv, type Env } from '../../../server/env';
import { custodialAddress } from '../../../server/services/wallets/custodial-wallets';
import { freshDatabase } from '../../support/server';

const log = pino({ level: 'silent' });
const base: Env = {
  ...readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', OPEN_POLYGON: 'false' }),
  DATA_DIR: '',
  CHAIN_PLATFORM_KEY: Wallet.createRandom().privateKey,
};
const custody = createCustody(randomBytes(32));

let database: Database;
const ids: string[] = [];
beforeAll(async () => {
  database = await freshDatabase();
  for (const a of DEMO_ACCOUNTS) {
    const [row] = await database.db
      .insert(members)
      .values({ loginName: a.loginName, name: a.name, email: a.email })
      .returning({ id: members.id });
    ids.push(row!.id);
  }
}, 60_000);
afterAll(() => database.close());

/** One server start: fresh chains over the same database (an in-process chain replays the journal). */
async function start(env: Env) {
  const chains = createChains(env, { log, db: database.db });
  const deps = { db: database.db, env, chains, custody, log };
  return { deps, chains, sent: await fundDemoCoins(deps) };
}

const balanceOf = async (chains: ReturnType<typeof createChains>, address: string) =>
  (await chains.get('ETHEREUM')).provider.getBalance(address);

describe('demo coins', () => {
  it('are refused while sandboxes are not allowed (a public interface): no wallet, no transfer', async () => {
    const { chains, sent } = await start({ ...base, HOST: '0.0.0.0', SANDBOXES: 'auto' });
    expect(sent).toBe(0);
    expect(await custodialAddress({ db: database.db }, ids[1]!)).toBeNull();
    expect(await database.db.select().from(chainTxs)).toEqual([]);
    await chains.close();
  });

  it('give the demo custodial wallets and the development accounts coins once, however often the server starts', async () => {
    const first = await start(base);
    const buyer = (await custodialAddress({ db: database.db }, ids[1]!))!;
    const creator = (await custodialAddress({ db: database.db }, ids[0]!))!;
    expect(buyer).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // Customer service buys nothing: no wallet made for it.
    expect(await custodialAddress({ db: database.db }, ids[2]!)).toBeNull();
    expect(await balanceOf(first.chains, buyer)).toBe(DEMO_CUSTODIAL_COINS);
    expect(await balanceOf(first.chains, creator)).toBe(DEMO_CUSTODIAL_COINS);
    // Hardhat's well-known account 0 (what MetaMask shows for the public test key).
    expect(devAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(await balanceOf(first.chains, devAccount(0).address)).toBe(DEMO_BROWSER_COINS);

    // The same start again, then a restart (a fresh EVM replaying the journal): still one transfer each.
    await fundDemoCoins(first.deps);
    await first.chains.close();
    const second = await start(base);
    expect(await balanceOf(second.chains, buyer)).toBe(DEMO_CUSTODIAL_COINS);
    expect(await balanceOf(second.chains, devAccount(4).address)).toBe(DEMO_BROWSER_COINS);
    const rows = await database.db.select().from(chainTxs).where(like(chainTxs.key, 'demo-coins:%'));
    expect(rows).toHaveLength(2 + 5);
    expect(rows.every((r) => r.status === 'MINED')).toBe(true);
    await second.chains.close();
  }, 120_000);

  it('never go to a chain the server does not run itself', async () => {
    const chains = {
      enabled: ['ETHEREUM'] as const,
      get: async () => ({ inProcess: false }) as never,
      close: async () => {},
    };
    const before = await database.db.select().from(chainTxs);
    const sent = await fundDemoCoins({ db: database.db, env: base, chains, custody, log });
    expect(sent).toBe(0);
    expect(await database.db.select().from(chainTxs)).toHaveLength(before.length);
  });
});
