import type { Deps } from '../http/context';
import { sandboxStripe, STRIPE_WEBHOOK_QUEUE, type StripeWebhookJob } from '../payments/stripe/sandbox';
import { STRIPE_SIGNATURE_HEADER } from '../payments/stripe/events';
import { inProcessDeliver, type Deliver } from '../routes/in-process';
import { STRIPE_SANDBOX_WEBHOOK_SECRET } from '../schemas/payments-stripe';

/**
 * One Stripe sandbox webhook delivery: the event is signed now with Stripe's scheme (t in seconds, by the SDK's
 * own generateTestHeaderString), so a late delivery is still fresh, and POSTed to /api/callbacks/stripe through
 * the whole API. A 5xx answer throws, so pg-boss delivers again later, as Stripe retries; a refusal is final and
 * logged (without the signature).
 */
export async function deliverStripeWebhook(
  deps: Pick<Deps, 'now' | 'log'>,
  job: StripeWebhookJob,
  deliver: Deliver,
) {
  const body = JSON.stringify(job.event);
  const signature = sandboxStripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: STRIPE_SANDBOX_WEBHOOK_SECRET,
    timestamp: Math.floor(deps.now().getTime() / 1000),
  });
  const res = await deliver('/api/callbacks/stripe', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [STRIPE_SIGNATURE_HEADER]: signature },
    body,
  });
  const answer = (await res.json()) as { meta: { code: number } };
  if (res.status >= 500) throw new Error(`stripe webhook answered ${res.status} (${answer.meta.code})`);
  if (answer.meta.code !== 200)
    deps.log.warn({ event: job.event.id, code: answer.meta.code }, 'stripe webhook refused');
  return answer.meta.code;
}

/** Registers the Stripe sandbox's webhook worker (its own queue). */
export async function registerStripeWorker(deps: Deps): Promise<void> {
  const deliver = inProcessDeliver(deps);
  await deps.queue.boss.createQueue(STRIPE_WEBHOOK_QUEUE);
  await deps.queue.work<StripeWebhookJob>(
    STRIPE_WEBHOOK_QUEUE,
    { includeMetadata: true, batchSize: 1 },
    async (jobs) => {
      for (const job of jobs) await deliverStripeWebhook(deps, job.data, deliver);
    },
  );
}
