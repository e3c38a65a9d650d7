import type { Deps } from '../http/context';
import { byonCallbacks } from '../payments/byon/sandbox-payer';
import { mastercardNotifications } from '../payments/mastercard/sandbox';
import { sandboxCardCallbacks } from '../payments/card/sandbox';
import type { SandboxCallbacks } from '../payments/sandbox-session';
import { spiralCallbacks } from '../payments/spiral/sandbox';
import { stripeWebhooks } from '../payments/stripe/sandbox';
import { inProcessDeliver, type Deliver } from '../routes/in-process';

/**
 * One sandbox callback delivery, for any provider (its SandboxCallbacks): signed now, so a late or repeated
 * delivery is still fresh, and POSTed through the whole API to the path the real party posts to. A 5xx
 * answer throws, so pg-boss delivers again later, as the party retries; a refusal is final and logged with
 * the payment's reference (never the signature). Answers the API's `meta.code`.
 */
export async function deliverSandboxCallback<J>(
  deps: Pick<Deps, 'env' | 'now' | 'log'>,
  callbacks: SandboxCallbacks<J>,
  job: J,
  deliver: Deliver,
): Promise<number> {
  const { contentType, text } = callbacks.body(job);
  const res = await deliver(callbacks.path(job), {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...callbacks.headers(deps, text) },
    body: text,
  });
  const answer = (await res.json()) as { meta: { code: number } };
  if (res.status >= 500)
    throw new Error(`${callbacks.provider} callback answered ${res.status} (${answer.meta.code})`);
  if (answer.meta.code !== 200)
    deps.log.warn(
      { provider: callbacks.provider, ref: callbacks.ref(job), code: answer.meta.code },
      'sandbox callback refused',
    );
  return answer.meta.code;
}

/** Every sandbox's callbacks, each on its own queue. */
const SANDBOX_CALLBACKS = [
  sandboxCardCallbacks,
  byonCallbacks,
  spiralCallbacks,
  mastercardNotifications,
  stripeWebhooks,
] as SandboxCallbacks<object>[];

/** Registers one worker per sandbox's callback queue, all delivering through deliverSandboxCallback. */
export async function registerSandboxCallbackWorkers(deps: Deps): Promise<void> {
  const deliver = inProcessDeliver(deps);
  for (const callbacks of SANDBOX_CALLBACKS) {
    await deps.queue.boss.createQueue(callbacks.queue);
    await deps.queue.work<object>(callbacks.queue, { includeMetadata: true, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await deliverSandboxCallback(deps, callbacks, job.data, deliver);
    });
  }
}
