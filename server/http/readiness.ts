import { sql } from 'drizzle-orm';
import type { Handler } from 'hono';
import { withDeadline } from '../chain/chains';
import type { Blockchain } from '../schemas/wallets';
import type { AppEnv, Deps } from './context';
import { ok, refuse } from './envelope';
import { Code } from '../schemas/codes';

type Part = 'up' | 'down';
export type Readiness = {
  /**
   * `up`: everything answers; `degraded`: a chain is down (browsing, login and payments by card still work, and
   * every process would see the same node, so taking them all out of rotation would turn a partial outage into a
   * full one); `down`: the database or the job queue is down, and this process should get no traffic.
   */
  status: Part | 'degraded';
  database: Part;
  chains: Partial<Record<Blockchain, Part>>;
  /** `off` when this process runs no workers (JOBS=false): then jobs do not decide readiness. */
  jobs: Part | 'off';
};

/** A probe slower than this counts as down: a load balancer must not wait on a struggling process. */
const PROBE_MS = 1000;
/** Answers are reused this long, so a load balancer polling every few hundred ms costs one probe a second. */
const CACHE_MS = 1000;

const up = (probe: Promise<unknown>): Promise<Part> =>
  probe.then(
    () => 'up',
    () => 'down',
  );

/** Probes the database (`select 1`), each enabled chain (its latest block number) and the job queue. */
export async function probeReadiness(
  deps: Pick<Deps, 'db' | 'chains' | 'queue' | 'env' | 'databaseBusy'>,
): Promise<Readiness> {
  const chainMs = Math.min(PROBE_MS, deps.env.CHAIN_TIMEOUT_MS);
  const [database, ...chainParts] = await Promise.all([
    // withDeadline's refusal names the chain, but only whether the probe settled in time is read here.
    // A probe that waited out its deadline behind a busy pool (a drop) is still up: the database answers, this
    // process only has more requests than connections, and a load balancer must not take it out for that
    //. Only a database that does not answer is down.
    withDeadline(PROBE_MS, () => deps.db.execute(sql`select 1`)).then(
      (): Part => 'up',
      (): Part => (deps.databaseBusy?.() ? 'up' : 'down'),
    ),
    ...deps.chains.enabled.map((b) =>
      up(
        withDeadline(chainMs, async () => {
          const chain = await deps.chains.get(b);
          return chain.guard(() => chain.provider.getBlockNumber());
        }),
      ),
    ),
  ]);
  const chains = Object.fromEntries(deps.chains.enabled.map((b, i) => [b, chainParts[i]!]));
  const jobs: Part | 'off' = !deps.env.JOBS ? 'off' : deps.queue.healthy() ? 'up' : 'down';
  const vital = [database!, ...(jobs === 'off' ? [] : [jobs])];
  const status = vital.some((p) => p === 'down')
    ? 'down'
    : chainParts.some((p) => p === 'down')
      ? 'degraded'
      : 'up';
  return { status, database: database!, chains, jobs };
}

/**
 * GET /api/ready, the readiness answer for a load balancer (`/api/health` stays the liveness answer: the
 * process runs). 200 when the database and the job queue answer (status `degraded` when a chain is down:
 * chain-bound calls answer 4501 by themselves); 503 (UNAVAILABLE) otherwise, with each part `up` or `down`
 * in `data` either way. Unsigned and outside the rate limit, like
 * health; one probe at a time, its answer cached for a second.
 */
export function readinessCheck(): Handler<AppEnv> {
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  return async (c) => {
    // The deps' clock (the real one but in tests, which move it past the cache instead of waiting).
    const now = c.var.deps.now().getTime();
    if (!last || now - last.at >= CACHE_MS) last = { at: now, answer: probeReadiness(c.var.deps) };
    const answer = await last.answer;
    c.header('Cache-Control', 'no-store');
    return answer.status !== 'down' ? ok(c, answer) : refuse(c, Code.UNAVAILABLE, 'not_ready', answer);
  };
}
