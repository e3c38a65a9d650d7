import type { Deps } from '../http/context';
import { signCallback } from '../payments/provider';
import {
  SPIRAL_CALLBACK_QUEUE,
  spiralSandboxSecret,
  type SpiralCallbackJob,
} from '../payments/spiral/sandbox';
import { inProcessDeliver, type Deliver } from '../routes/in-process';
import { SPIRAL_SIGNATURE_HEADER } from '../schemas/payments-spiral';

/**
 * One Spiral sandbox callback delivery: the JSON event is signed now (a late delivery is still fresh) and POSTed
 * to /api/callbacks/spiral through the whole API. A 5xx answer throws, so pg-boss delivers again later, as
 * Spiral retries; a refusal is final and logged (without the signature).
 */
export async function deliverSpiralCallback(
  deps: Pick<Deps, 'env' | 'now' | 'log'>,
  job: SpiralCallbackJob,
  deliver: Deliver,
) {
  const body = JSON.stringify(job.event);
  const res = await deliver('/api/callbacks/spiral', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SPIRAL_SIGNATURE_HEADER]: signCallback(spiralSandboxSecret(deps.env), body, deps.now().getTime()),
    },
    body,
  });
  const answer = (await res.json()) as { meta: { code: number } };
  if (res.status >= 500) throw new Error(`spiral callback answered ${res.status} (${answer.meta.code})`);
  if (answer.meta.code !== 200)
    deps.log.warn({ ref: job.event.data.reference, code: answer.meta.code }, 'spiral callback refused');
  return answer.meta.code;
}

/** Registers the Spiral sandbox's callback worker (its own queue). */
export async function registerSpiralWorker(deps: Deps): Promise<void> {
  const deliver = inProcessDeliver(deps);
  await deps.queue.boss.createQueue(SPIRAL_CALLBACK_QUEUE);
  await deps.queue.work<SpiralCallbackJob>(
    SPIRAL_CALLBACK_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs) => {
      for (const job of jobs) await deliverSpiralCallback(deps, job.data, deliver);
    },
  );
}
