/**
 * PostgreSQL for a bench: BENCH_DATABASE_URL when set (`stop` leaves it running), else a throwaway server, which
 * a bench may also crash and restart (`pg_ctl stop -m immediate`, then crash recovery).
 */
export async function benchPostgres(): Promise<{
  url: string;
  stop: () => Promise<void>;
  crashable?: { crash(): Promise<void>; restart(): Promise<void> };
}> {
  const url = process.env.BENCH_DATABASE_URL ?? '';
  if (url) return { url, stop: async () => {} };
  const modulePath = '../scripts/pg-test-server.mjs'; // plain JS, no types: imported by path
  const { startPgTestServer } = (await import(modulePath)) as {
    startPgTestServer: () => Promise<{
      url: string;
      stop: () => Promise<void>;
      crash: () => Promise<void>;
      restart: () => Promise<void>;
    }>;
  };
  const pg = await startPgTestServer();
  return { url: pg.url, stop: pg.stop, crashable: { crash: pg.crash, restart: pg.restart } };
}

/** The p-th percentile (nearest rank) of `xs`, 0 when empty. */
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

/** Milliseconds `fn` took. */
export async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - t) / 1e6;
}
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Two decimals, for a results table. */
export const round = (x: number) => Math.round(x * 100) / 100;
