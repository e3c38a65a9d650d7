import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import type { Env } from '../../env';
import type { Deps } from '../../http/context';
import type { ExchangeRate } from '../../schemas/wallets';
import { httpRatesProvider } from './rates-http';

/** One quote: HKD for one unit of `symbol`, as a decimal string (never a float in storage). */
export type RateQuote = { symbol: string; rateHkd: string };
/** Where exchange rates come from (spec §3 exchange rate); the refresh job stores what `fetch` answers. */
export interface RatesProvider {
  readonly name: string;
  fetch(): Promise<RateQuote[]>;
}

/** Spec §9 crypto set, in the order the wallet panel lists them. */
export const RATE_SYMBOLS = ['BTC', 'ETH', 'USDT', 'USDC', 'MATIC', 'SOL'] as const;

/** A fixed, realistic table so development and tests have rates without the network. */
export const SANDBOX_RATES: readonly RateQuote[] = [
  { symbol: 'BTC', rateHkd: '520000' },
  { symbol: 'ETH', rateHkd: '24000' },
  { symbol: 'USDT', rateHkd: '7.8' },
  { symbol: 'USDC', rateHkd: '7.8' },
  { symbol: 'MATIC', rateHkd: '4.2' },
  { symbol: 'SOL', rateHkd: '1100' },
];

export const sandboxRatesProvider: RatesProvider = {
  name: 'sandbox',
  fetch: async () => SANDBOX_RATES.map((q) => ({ ...q })),
};

/** The configuration leaves the sandbox table in place: anything but RATES_PROVIDER=http with RATES_URL. */
export const ratesSandboxImplied = (env: Pick<Env, 'RATES_PROVIDER' | 'RATES_URL'>) =>
  !(env.RATES_PROVIDER === 'http' && env.RATES_URL);

/** The provider env picks: RATES_PROVIDER=http with RATES_URL, else the sandbox table. */
export function ratesProvider(env: Pick<Env, 'RATES_PROVIDER' | 'RATES_URL'>): RatesProvider {
  return ratesSandboxImplied(env) ? sandboxRatesProvider : httpRatesProvider({ url: env.RATES_URL });
}

/**
 * The `rates.refresh` job: stores the provider's quotes (upsert per symbol). A provider that fails or answers
 * nonsense leaves the stored rates as they were; answers how many rates were stored.
 */
export async function refreshRates(
  deps: Pick<Deps, 'db' | 'log' | 'now'>,
  provider: RatesProvider,
): Promise<number> {
  let quotes: RateQuote[];
  try {
    quotes = (await provider.fetch()).filter((q) => /^\d{1,18}(\.\d{1,18})?$/.test(q.rateHkd));
  } catch (err) {
    deps.log.warn({ err, provider: provider.name }, 'exchange rates not refreshed; keeping the stored ones');
    return 0;
  }
  if (quotes.length === 0) return 0;
  const now = deps.now();
  await deps.db
    .insert(exchangeRates)
    .values(
      quotes.map((q) => ({ symbol: q.symbol, rateHkd: q.rateHkd, source: provider.name, updatedAt: now })),
    )
    .onConflictDoUpdate({
      target: exchangeRates.symbol,
      set: {
        rateHkd: sql`excluded.rate_hkd`,
        source: sql`excluded.source`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return quotes.length;
}

/** getExchangeRates: the stored table (filled once on first read), plus HKD = 1, the default currency. */
export async function readRates(deps: Pick<Deps, 'db' | 'log' | 'now' | 'env'>): Promise<ExchangeRate[]> {
  let rows = await storedRates(deps.db);
  if (rows.length === 0) {
    await refreshRates(deps, ratesProvider(deps.env));
    rows = await storedRates(deps.db);
  }
  const order = (s: string) => {
    const i = (RATE_SYMBOLS as readonly string[]).indexOf(s);
    return i < 0 ? RATE_SYMBOLS.length : i;
  };
  const rates = rows
    .sort((a, b) => order(a.symbol) - order(b.symbol))
    .map((r) => ({
      tarSymbol: r.symbol,
      currRate: trimZeros(r.rateHkd),
      updatedAt: r.updatedAt.toISOString(),
    }));
  const newest = rows.reduce((t, r) => Math.max(t, r.updatedAt.getTime()), 0) || deps.now().getTime();
  return [...rates, { tarSymbol: 'HKD', currRate: '1', updatedAt: new Date(newest).toISOString() }];
}

/** HKD for one unit of `symbol`, or null when no rate is stored. */
export async function rateFor(db: Db, symbol: string): Promise<string | null> {
  const rows = await storedRates(db);
  return rows.find((r) => r.symbol === symbol)?.rateHkd ?? null;
}

async function storedRates(db: Db) {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.symbol));
}

function trimZeros(n: string): string {
  return n.includes('.') ? n.replace(/\.?0+$/, '') : n;
}
