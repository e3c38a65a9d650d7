import type { RateQuote, RatesProvider } from './rates';

/** CoinGecko ids → our symbols; MATIC is quoted under its new id first, its old one as a fallback. */
export const COIN_IDS: Record<string, readonly string[]> = {
  BTC: ['bitcoin'],
  ETH: ['ethereum'],
  USDT: ['tether'],
  USDC: ['usd-coin'],
  MATIC: ['polygon-ecosystem-token', 'matic-network'],
  SOL: ['solana'],
};

/** The simple-price URL for RATES_URL: a base (…/api/v3) gets the path; a full simple/price URL is kept. */
export function simplePriceUrl(base: string): string {
  if (/simple\/price/.test(base)) return base;
  const ids = Object.values(COIN_IDS).flat().join(',');
  return `${base.replace(/\/+$/, '')}/simple/price?ids=${ids}&vs_currencies=hkd`;
}

/**
 * A CoinGecko-style rates source (`{"bitcoin":{"hkd":520000},…}`). Any failure — HTTP error, timeout,
 * malformed JSON, no usable quote — rejects, so the refresh job keeps the rates it has.
 */
export function httpRatesProvider(opts: {
  url: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): RatesProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    name: 'http',
    async fetch() {
      const res = await doFetch(simplePriceUrl(opts.url), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`rates source answered HTTP ${res.status}`);
      const body = JSON.parse(await res.text()) as unknown;
      const quotes = parseSimplePrice(body);
      if (quotes.length === 0) throw new Error('rates source answered no usable quote');
      return quotes;
    },
  };
}

/** Maps a simple-price body to quotes, skipping ids that are missing or not a positive finite number. */
export function parseSimplePrice(body: unknown): RateQuote[] {
  if (!body || typeof body !== 'object') throw new Error('rates body is not an object');
  const map = body as Record<string, { hkd?: unknown } | undefined>;
  const quotes: RateQuote[] = [];
  for (const [symbol, ids] of Object.entries(COIN_IDS)) {
    for (const id of ids) {
      const hkd = map[id]?.hkd;
      if (typeof hkd === 'number' && Number.isFinite(hkd) && hkd > 0 && hkd < 1e17) {
        quotes.push({ symbol, rateHkd: decimal(hkd) });
        break;
      }
    }
  }
  return quotes;
}

/** A JSON number as a plain decimal string (no exponent), at most 18 places. */
function decimal(n: number): string {
  const plain = String(n);
  if (!/e/i.test(plain)) return plain;
  return n.toFixed(18).replace(/\.?0+$/, '') || '0';
}
