import { sql } from 'drizzle-orm';
import { hashPassword } from '../../services/members/passwords';
import type { Db } from '../client';
import { members } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * The demo customer-service member (issue 13 §9): the SUPPORT permission tag opens the support page (order
 * search, replay, refund). Added on its own, once, so databases seeded before it existed get it too.
 */
export async function seedSupportMember(db: Db): Promise<void> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'support');
  if (!account) return;
  const [found] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.loginName}) = ${account.loginName}`);
  if (found) return;
  await db
    .insert(members)
    .values({
      loginName: account.loginName,
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      permiTagValues: ['SUPPORT'],
      descriptionEn: 'The demo customer-service account: find, replay and refund any order.',
      descriptionZh: '示範客戶服務帳戶：查找、重播及退款任何訂單。',
    })
    .onConflictDoNothing();
}
