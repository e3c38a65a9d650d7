import type { Deps } from '../http/context';
import { byonSandboxSecret } from '../payments/byon/sandbox';
import { BYON_CALLBACK_QUEUE, type ByonCallbackJob } from '../payments/byon/sandbox-payer';
import { signCallback } from '../payments/provider';
import { inProcessDeliver, type Deliver } from '../routes/in-process';
import { BYON_SIGNATURE_HEADER } from '../schemas/payments-byon';

/**
 * One sandbox BYON callback delivery: signed now (a late delivery is still fresh) and POSTed as JSON to
 * /api/callbacks/byon, as BYON would. A 5xx answer throws so pg-boss delivers again; a refusal is final, logged.
 */
export async function deliverByonCallback(
  deps: Pick<Deps, 'env' | 'now' | 'log'>,
  job: ByonCallbackJob,
  deliver: Deliver,
) {
  const body = JSON.stringify(job.body);
  const res = await deliver('/api/callbacks/byon', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [BYON_SIGNATURE_HEADER]: signCallback(byonSandboxSecret(deps.env), body, deps.now().getTime()),
    },
    body,
  });
  const answer = (await res.json()) as { meta: { code: number } };
  if (res.status >= 500) throw new Error(`byon callback answered ${res.status} (${answer.meta.code})`);
  if (answer.meta.code !== 200)
    deps.log.warn({ ref: job.body.data.reference, code: answer.meta.code }, 'byon callback refused');
  return answer.meta.code;
}

/** Registers the BYON sandbox's callback worker. */
export async function registerByonWorkers(deps: Deps): Promise<void> {
  const deliver = inProcessDeliver(deps);
  await deps.queue.boss.createQueue(BYON_CALLBACK_QUEUE);
  await deps.queue.work<ByonCallbackJob>(
    BYON_CALLBACK_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs) => {
      for (const job of jobs) await deliverByonCallback(deps, job.data, deliver);
    },
  );
}
