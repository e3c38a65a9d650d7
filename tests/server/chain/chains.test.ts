import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Wallet } from 'ethers';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChains,
  IN_PROCESS_DEV_FUNDS,
  IN_PROCESS_PLATFORM_FUNDS,
  loadPlatformKey,
  withDeadline,
} from '../../../server/chain/chains';
import type { Database } from '../../../server/db/client';
import { readEnv } from '../../../server/env';
import { ApiError } from '../../../server/http/errors';
import { Code } from '../../../server/schemas/codes';
import { freshDatabase } from '../../support/server';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const envWith = (vars: Record<string, string>) => ({
  ...readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...vars }),
  DATA_DIR: '',
});

describe('createChains', () => {
  it('refuses a chain that is switched off with CHAIN_UNAVAILABLE', async () => {
    const chains = createChains(envWith({ OPEN_POLYGON: 'false' }), { log, db: database.db });
    expect(chains.enabled).toEqual(['ETHEREUM']);
    await expect(chains.get('POLYGON')).rejects.toMatchObject({ code: Code.CHAIN_UNAVAILABLE });
  });

  it('starts the same genesis each time: platform funds, CHAIN_DEV_FUNDED (not in production)', async () => {
    const key = Wallet.createRandom().privateKey;
    const dev = Wallet.createRandom().address;
    const vars = { CHAIN_PLATFORM_KEY: key, CHAIN_DEV_FUNDED: dev.toLowerCase(), OPEN_POLYGON: 'false' };
    const a = createChains(envWith(vars), { log, db: database.db });
    const b = createChains(envWith(vars), { log, db: database.db });
    const prod = createChains(envWith({ ...vars, NODE_ENV: 'production' }), { log, db: database.db });
    try {
      const [ca, cb, cp] = await Promise.all([a.get('ETHEREUM'), b.get('ETHEREUM'), prod.get('ETHEREUM')]);
      expect(ca.inProcess).toBe(true);
      expect(await ca.provider.getBalance(ca.platform.address)).toBe(IN_PROCESS_PLATFORM_FUNDS);
      expect(await ca.provider.getBalance(dev)).toBe(IN_PROCESS_DEV_FUNDS);
      expect(await cp.provider.getBalance(dev)).toBe(0n);
      const [ga, gb] = await Promise.all([ca.provider.getBlock(0), cb.provider.getBlock(0)]);
      expect(ga!.hash).toBe(gb!.hash);
    } finally {
      await Promise.all([a.close(), b.close(), prod.close()]);
    }
  });

  it('keeps the platform key in a DATA_DIR file across starts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chain-key-'));
    try {
      const first = loadPlatformKey({ envKey: '', dataDir: dir });
      expect(loadPlatformKey({ envKey: '', dataDir: dir })).toBe(first);
      const fromEnv = Wallet.createRandom().privateKey;
      expect(loadPlatformKey({ envKey: fromEnv, dataDir: dir })).toBe(fromEnv);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects an invalid CHAIN_DEV_FUNDED at start-up', () => {
    expect(() => readEnv({ CHAIN_DEV_FUNDED: '0x1234' })).toThrow(/CHAIN_DEV_FUNDED/);
  });
});

describe('withDeadline', () => {
  it('turns a refused connection and a slow call into CHAIN_UNAVAILABLE, and passes other errors', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    await expect(withDeadline(1000, () => Promise.reject(refused))).rejects.toMatchObject({
      code: Code.CHAIN_UNAVAILABLE,
    });
    const slow = withDeadline(50, () => new Promise(() => {}));
    await expect(slow).rejects.toBeInstanceOf(ApiError);
    await expect(withDeadline(1000, () => Promise.reject(new Error('revert')))).rejects.toThrow('revert');
  });
});
