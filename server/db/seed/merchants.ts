import { merchantAppConfigs, merchants } from '../schema';
import { PAYMENT_METHODS_CONFIG } from '../../schemas/payments';
import type { Db } from '../client';
import { DEMO_ACCOUNTS } from './accounts';
import { seedAccountMember } from './support';

/** The demo merchant's code (requests carry it as `mcId`). */
export const DEMO_MC_ID = 'DEMOCOUPON';

/**
 * The demo merchant: the demo merchant account owns an ACTIVE COUPON merchant on the Business plan,
 * granted without billing (no period end) so the demo never lapses, with its ordering window and payment methods.
 * Its contact e-mail is the account's, so the profile menu's coupon entry shows (spec §6). Idempotent.
 */
export async function seedDemoMerchant(db: Db): Promise<void> {
  const ownerId = await seedAccountMember(db, 'merchant', {
    emailVerifiedAt: new Date(),
    memberType: 'B2B',
    descriptionEn: 'The demo merchant account: a café issuing e-coupons and membership cards.',
    descriptionZh: '示範商戶帳戶：發行電子優惠券及會員卡的咖啡店。',
  });
  if (!ownerId) return;
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'merchant')!;
  await db
    .insert(merchants)
    .values({
      mcId: DEMO_MC_ID,
      ownerId,
      name: 'Harbour Bean Café',
      type: 'COUPON',
      contactEmail: account.email,
      website: 'https://harbourbean.example',
      description:
        'Neighbourhood coffee roaster: e-coupons for every visit and a membership card for regulars.',
      plan: 'BUSINESS',
      planStatus: 'ACTIVE',
    })
    .onConflictDoNothing();
  await db
    .insert(merchantAppConfigs)
    .values([
      { mcId: DEMO_MC_ID, type: 'ONLINEORDER', params: { enabled: true, from: '08:00', to: '22:00' } },
      {
        mcId: DEMO_MC_ID,
        type: PAYMENT_METHODS_CONFIG,
        params: { methods: ['SANDBOX_CARD', 'STRIPE', 'BYON'] },
      },
    ])
    .onConflictDoNothing();
}
