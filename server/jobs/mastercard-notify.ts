import type { Deps } from '../http/context';
import {
  MASTERCARD_NOTIFY_QUEUE,
  MASTERCARD_SANDBOX_SECRET,
  type MastercardNotifyJob,
} from '../payments/mastercard/sandbox';
import { inProcessDeliver, type Deliver } from '../routes/in-process';
import { MPGS_SECRET_HEADER } from '../schemas/payments-mastercard';

/**
 * One Mastercard sandbox notification delivery: the JSON body POSTed to /api/callbacks/mastercard through the
 * whole API with the sandbox's notification secret, as MPGS sends its webhooks. A 5xx answer throws, so pg-boss
 * delivers again later, as the gateway retries; a refusal is final and logged (without the secret).
 */
export async function deliverMastercardNotification(
  deps: Pick<Deps, 'log'>,
  job: MastercardNotifyJob,
  deliver: Deliver,
) {
  const res = await deliver('/api/callbacks/mastercard', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [MPGS_SECRET_HEADER]: MASTERCARD_SANDBOX_SECRET },
    body: JSON.stringify(job.body),
  });
  const answer = (await res.json()) as { meta: { code: number } };
  if (res.status >= 500)
    throw new Error(`mastercard notification answered ${res.status} (${answer.meta.code})`);
  if (answer.meta.code !== 200) {
    const ref = (job.body as { order?: { id?: string } }).order?.id;
    deps.log.warn({ ref, code: answer.meta.code }, 'mastercard notification refused');
  }
  return answer.meta.code;
}

/** Registers the Mastercard sandbox's notification worker (its own queue). */
export async function registerMastercardWorker(deps: Deps): Promise<void> {
  const deliver = inProcessDeliver(deps);
  await deps.queue.boss.createQueue(MASTERCARD_NOTIFY_QUEUE);
  await deps.queue.work<MastercardNotifyJob>(
    MASTERCARD_NOTIFY_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs) => {
      for (const job of jobs) await deliverMastercardNotification(deps, job.data, deliver);
    },
  );
}
