import type PgBoss from 'pg-boss';
import { isDatabaseDown } from '../db/errors';
import type { Deps } from '../http/context';
import { isChainDown } from '../services/catalog/mint/chain-job';

/** Job data of chain work: how many times it has already waited for the chain (absent on the first try). */
export type ChainWaits = { chainWaits?: number };

/**
 * Seconds before the next try of work that found its chain unreachable: 5, 10, 20, 40, then 60 for as long as
 * the chain stays down. Most outages are a node restart (seconds), so the first tries come soon; the one-minute
 * cap bounds how long work sits after the node is back ("resumes by itself") while a long outage costs each
 * waiting item one refused connection (or one CHAIN_TIMEOUT_MS) a minute.
 */
export function chainWaitSeconds(waits: number): number {
  return Math.min(60, 5 * 2 ** Math.min(waits, 4));
}

/**
 * Runs one delivery of a chain job. A chain that cannot be reached is not the job's fault, so it does not use up
 * pg-boss's retries (those stay for real failures): the job hands its data to a new job starting after
 * `chainWaitSeconds`, with the same options (retries afresh), and ends normally. Only the running job sends its
 * successor, so an item still has one job at a time; the work itself stays exactly-once through the chain
 * journal. A database outage is rethrown: nothing can be queued then, and pg-boss retries this job.
 */
export async function untilChainIsBack<T extends ChainWaits>(
  deps: Pick<Deps, 'queue'>,
  job: { name: string; data: T; options: PgBoss.SendOptions },
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (err) {
    if (isDatabaseDown(err) || !isChainDown(err)) throw err;
    const waits = job.data.chainWaits ?? 0;
    await deps.queue.send(
      job.name,
      { ...job.data, chainWaits: waits + 1 },
      { ...job.options, startAfter: chainWaitSeconds(waits) },
    );
  }
}
