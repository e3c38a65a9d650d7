import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../../../server/db/schema';
import { ratesProvider, refreshRates } from '../../../../server/services/wallets/rates';
import {
  httpRatesProvider,
  parseSimplePrice,
  simplePriceUrl,
} from '../../../../server/services/wallets/rates-http';
import { freshDatabase } from '../../../support/server';
import type { Database } from '../../../../server/db/client';

/** A stand-in for a CoinGecko-style simple-price API; `answer` decides what the next request gets. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };
const seen: string[] = [];
let server: Server;
let base: string;
let database: Database;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  database = await freshDatabase();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const deps = () => ({ db: database.db, log: pino({ level: 'silent' }), now: () => new Date() });
const stored = async () =>
  Object.fromEntries(
    (await database.db.select().from(exchangeRates)).map((r) => [r.symbol, Number(r.rateHkd)]),
  );

const GOOD = {
  bitcoin: { hkd: 523456.12 },
  ethereum: { hkd: 24123.45 },
  tether: { hkd: 7.81 },
  'usd-coin': { hkd: 7.79 },
  'matic-network': { hkd: 4.05 },
  solana: { hkd: 1099.5 },
};

describe('httpRatesProvider', () => {
  it('asks simple/price for every id in HKD and maps the ids to symbols', async () => {
    answer = { status: 200, body: JSON.stringify(GOOD) };
    const provider = ratesProvider({ RATES_PROVIDER: 'http', RATES_URL: base });
    expect(provider.name).toBe('http');
    expect(await refreshRates(deps(), provider)).toBe(6);
    const url = new URL(seen.at(-1)!, 'http://x');
    expect(url.pathname).toBe('/api/v3/simple/price');
    expect(url.searchParams.get('vs_currencies')).toBe('hkd');
    expect(url.searchParams.get('ids')!.split(',')).toEqual(
      expect.arrayContaining(['bitcoin', 'ethereum', 'tether', 'usd-coin', 'solana', 'matic-network']),
    );
    expect(await stored()).toEqual({
      BTC: 523456.12,
      ETH: 24123.45,
      USDT: 7.81,
      USDC: 7.79,
      MATIC: 4.05,
      SOL: 1099.5,
    });
  });

  it('keeps the old rates on an HTTP 500', async () => {
    answer = { status: 500, body: '{"error":"boom"}' };
    await expect(httpRatesProvider({ url: base }).fetch()).rejects.toThrow(/500/);
    expect(await refreshRates(deps(), httpRatesProvider({ url: base }))).toBe(0);
    expect((await stored()).ETH).toBe(24123.45);
  });

  it('keeps the old rates on malformed JSON or a body without quotes', async () => {
    answer = { status: 200, body: '{"bitcoin": {"hkd": 5' };
    expect(await refreshRates(deps(), httpRatesProvider({ url: base }))).toBe(0);
    answer = { status: 200, body: '{"bitcoin": {"hkd": "lots"}, "ethereum": {"hkd": -1}}' };
    expect(await refreshRates(deps(), httpRatesProvider({ url: base }))).toBe(0);
    expect(await stored()).toMatchObject({ BTC: 523456.12, ETH: 24123.45 });
  });

  it('gives up within its timeout on a source that never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = Date.now();
    await expect(httpRatesProvider({ url, timeoutMs: 300 }).fetch()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('parseSimplePrice', () => {
  it('prefers the new POL id for MATIC and writes numbers without exponents', () => {
    const quotes = parseSimplePrice({
      'polygon-ecosystem-token': { hkd: 4.2 },
      'matic-network': { hkd: 3.9 },
      tether: { hkd: 1e-7 },
    });
    expect(quotes).toEqual([
      { symbol: 'USDT', rateHkd: '0.0000001' },
      { symbol: 'MATIC', rateHkd: '4.2' },
    ]);
  });

  it('keeps a full simple/price URL as given', () => {
    const full = 'https://example.test/api/v3/simple/price?ids=bitcoin&vs_currencies=hkd';
    expect(simplePriceUrl(full)).toBe(full);
  });
});
