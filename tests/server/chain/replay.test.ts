import { Contract, Interface, parseEther, Wallet } from 'ethers';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadArtifact } from '../../../server/chain/artifacts';
import { createChains } from '../../../server/chain/chains';
import { ensurePlatformContracts } from '../../../server/chain/deploy';
import { sendOnce, waitMined } from '../../../server/chain/tx-journal';
import type { Database } from '../../../server/db/client';
import { readEnv } from '../../../server/env';
import { freshDatabase } from '../../support/server';

const log = pino({ level: 'silent' });
const platformKey = Wallet.createRandom().privateKey;
const developer = Wallet.createRandom();
const env = {
  ...readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', OPEN_POLYGON: 'false' }),
  DATA_DIR: '',
  CHAIN_PLATFORM_KEY: platformKey,
  CHAIN_DEV_FUNDED: developer.address,
};

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await loadArtifact('Coupon');
}, 180_000);
afterAll(() => database.close());

describe('in-process chain restart', () => {
  it('replays the journal into a fresh EVM: same contracts, tokens, balances and transaction hashes', async () => {
    const payee = Wallet.createRandom().address;
    const holder = Wallet.createRandom().address;

    // First run: deploy, pay, issue coupons; a developer's own wallet sends unjournaled transactions in between.
    const first = createChains(env, { log, db: database.db });
    const deps1 = { db: database.db, chains: first };
    const contracts = await ensurePlatformContracts(deps1, 'ETHEREUM');
    const chain1 = await first.get('ETHEREUM');
    expect(await chain1.provider.getBalance(developer.address)).toBe(parseEther('10000'));
    const dev = developer.connect(chain1.provider);
    for (let i = 0; i < 8; i++) await (await dev.sendTransaction({ to: payee, value: 1n, nonce: i })).wait();
    const coupon = new Interface((await loadArtifact('Coupon')).abi);
    const steps = [
      { key: 'test:pay', request: { to: payee, value: parseEther('2') } },
      {
        key: 'test:coupon',
        request: { to: contracts.COUPON!, data: coupon.encodeFunctionData('issue', [holder, 7n, 3n]) },
      },
    ];
    const hashes: string[] = [];
    for (const s of steps) {
      await sendOnce(deps1, { blockchain: 'ETHEREUM', ...s });
      hashes.push((await waitMined(deps1, { blockchain: 'ETHEREUM', key: s.key })).hash);
    }
    const platformBalance = await chain1.provider.getBalance(chain1.platform.address);
    const codes = await Promise.all(Object.values(contracts).map((a) => chain1.provider.getCode(a!)));
    await first.close();

    // Second run over the same database: a fresh EVM, rebuilt from the journal before anything else sends.
    const second = createChains(env, { log, db: database.db });
    const chain2 = await second.get('ETHEREUM');
    try {
      expect(await chain2.provider.getBalance(chain2.platform.address)).toBe(platformBalance);
      expect(await chain2.provider.getBalance(payee)).toBe(parseEther('2'));
      for (const [i, address] of Object.values(contracts).entries()) {
        expect(await chain2.provider.getCode(address!)).toBe(codes[i]);
      }
      for (const hash of hashes) expect((await chain2.provider.getTransactionReceipt(hash))?.status).toBe(1);
      const coupons = new Contract(contracts.COUPON!, coupon, chain2.provider);
      expect(await coupons.getFunction('balanceOf')(holder, 7n)).toBe(3n);
      // Nothing is deployed again, and the next send continues the nonce sequence.
      expect(await ensurePlatformContracts({ db: database.db, chains: second }, 'ETHEREUM')).toEqual(
        contracts,
      );
      await sendOnce(
        { db: database.db, chains: second },
        { blockchain: 'ETHEREUM', key: 'test:after', request: { to: payee, value: 1n } },
      );
      const after = await waitMined(
        { db: database.db, chains: second },
        { blockchain: 'ETHEREUM', key: 'test:after' },
      );
      expect(after.status).toBe('MINED');
    } finally {
      await second.close();
    }
  });
});
