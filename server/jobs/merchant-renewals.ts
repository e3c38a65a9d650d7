import type { Deps } from '../http/context';
import { RENEWALS_QUEUE, runRenewals } from '../services/merchants/renewals';
import { SCHEDULED } from './queue';

/**
 * Registers the merchants' plan renewals: every 15 minutes and once at start-up. runRenewals is
 * guarded by conditional updates and unique keys, so two processes running it at once bill and end plans once.
 */
export async function registerMerchantRenewals(deps: Deps): Promise<void> {
  const { boss } = deps.queue;
  await boss.createQueue(RENEWALS_QUEUE);
  await boss.schedule(RENEWALS_QUEUE, '*/15 * * * *');
  await boss.work(RENEWALS_QUEUE, SCHEDULED, async () => {
    await runRenewals(deps);
  });
  await runRenewals(deps).catch((err: unknown) =>
    deps.log.warn({ err: String(err) }, 'plan renewals at start-up'),
  );
}
