import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import {
  refreshRates,
  sandboxRatesProvider,
  type RatesProvider,
} from '../../../server/services/wallets/rates';
import { startTestServer, type TestServer } from '../../support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('getExchangeRates', () => {
  it('fills the sandbox table on first read and answers tarSymbol/currRate without a login', async () => {
    expect(await s.deps.db.select().from(exchangeRates)).toHaveLength(0);
    const res = await s.request('GET', '/api/wallet/rates');
    expect(res.meta.code).toBe(Code.OK);
    const bySymbol = Object.fromEntries(
      res.data.map((r: { tarSymbol: string; currRate: string }) => [r.tarSymbol, r.currRate]),
    );
    expect(bySymbol).toEqual({
      BTC: '520000',
      ETH: '24000',
      USDT: '7.8',
      USDC: '7.8',
      MATIC: '4.2',
      SOL: '1100',
      HKD: '1',
    });
    expect(res.data.map((r: { tarSymbol: string }) => r.tarSymbol)).toEqual([
      'BTC',
      'ETH',
      'USDT',
      'USDC',
      'MATIC',
      'SOL',
      'HKD',
    ]);
    expect(Number.isNaN(Date.parse(res.data[0].updatedAt))).toBe(false);
    expect(await s.deps.db.select().from(exchangeRates)).toHaveLength(6);
  });

  it('serves what the refresh job stored last', async () => {
    const moved: RatesProvider = { name: 'test', fetch: async () => [{ symbol: 'ETH', rateHkd: '25000.5' }] };
    expect(await refreshRates(s.deps, moved)).toBe(1);
    const res = await s.request('GET', '/api/wallet/rates');
    expect(res.data.find((r: { tarSymbol: string }) => r.tarSymbol === 'ETH').currRate).toBe('25000.5');
    const [row] = await s.deps.db.select().from(exchangeRates).where(eq(exchangeRates.symbol, 'ETH'));
    expect(row!.source).toBe('test');
  });

  it('keeps the stored rates when the provider fails', async () => {
    const broken: RatesProvider = { name: 'broken', fetch: async () => Promise.reject(new Error('down')) };
    expect(await refreshRates(s.deps, broken)).toBe(0);
    const res = await s.request('GET', '/api/wallet/rates');
    expect(res.data.find((r: { tarSymbol: string }) => r.tarSymbol === 'ETH').currRate).toBe('25000.5');
    expect(await refreshRates(s.deps, sandboxRatesProvider)).toBe(6);
  });
});

describe('OpenAPI', () => {
  it('publishes the balance, rate and withdrawal operations under the wallet tag', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, any> };
    const ops = {
      '/api/wallet/balance': ['get', 'getBalance'],
      '/api/wallet/rates': ['get', 'getExchangeRates'],
      '/api/wallet/withdraw': ['post', 'requestWithdraw'],
      '/api/wallet/withdraw/detail': ['get', 'withdrawalByRef'],
      '/api/wallet/withdraw/decide': ['post', 'decideWithdraw'],
      '/api/wallet/withdraw/check': ['get', 'checkWithdraw'],
      '/api/wallet/withdrawals': ['get', 'listWithdrawals'],
    } as const;
    for (const [path, [method, id]] of Object.entries(ops)) {
      expect(doc.paths[path]?.[method]?.operationId).toBe(id);
      expect(doc.paths[path][method].tags).toEqual(['wallet']);
    }
  });
});
