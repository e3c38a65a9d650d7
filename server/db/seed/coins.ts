import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Deps } from '../../http/context';
import { SaveLoyaltyCoinForm } from '../../schemas/coins';
import { adjustCoins } from '../../services/loyalty/coins/adjust';
import { coinOf, saveLoyaltyCoin } from '../../services/loyalty/coins/coin';
import { earnCoins } from '../../services/loyalty/coins/earn';
import { members, merchants } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { DEMO_TICKETS_MC_ID } from './tickets';

/** The demo coin of the Enterprise demo venue (HK$0.10 a coin, 1 coin per HK$10 spent). */
export const DEMO_COIN = { name: 'Harbour Coins', symbol: 'HCN' } as const;

/**
 * The demo venue's loyalty coin, and a few lots of it for the demo buyer so "My wallet" shows a balance: 200
 * welcome coins (an adjustment, spendable at once) and 120 earned (pending for the coin's 14 days). Runs after
 * seedDemoTickets (which makes the venue); idempotent (a seeded coin is left as it is, the keys are fixed).
 */
export async function seedDemoCoins(deps: Pick<Deps, 'db' | 'now' | 'queue' | 'log'>): Promise<void> {
  const [merchant] = await deps.db
    .select({ id: merchants.id, ownerId: merchants.ownerId })
    .from(merchants)
    .where(eq(merchants.mcId, DEMO_TICKETS_MC_ID));
  if (!merchant?.ownerId) return;
  if (await coinOf(deps.db, merchant.id)) return;
  await saveLoyaltyCoin(
    deps,
    merchant.ownerId,
    v.parse(SaveLoyaltyCoinForm, {
      ...DEMO_COIN,
      valueMinor: '10',
      earnPerHkdNum: '1',
      earnPerHkdDen: '10',
      coinsPerStampCard: '50',
    }),
  );
  const buyer = DEMO_ACCOUNTS.find((a) => a.role === 'buyer')!;
  const [member] = await deps.db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.loginName}) = ${buyer.loginName}`);
  if (!member) return;
  await adjustCoins(deps, merchant.ownerId, {
    memberId: member.id,
    delta: 200n,
    reason: 'Welcome coins',
    key: 'seed:demo:welcome',
  });
  await earnCoins(deps, {
    merchantId: merchant.id,
    memberId: member.id,
    amount: 120n,
    key: 'seed:demo:earn',
  });
}
