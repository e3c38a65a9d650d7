import { sql } from 'drizzle-orm';
import { hashPassword } from '../../services/members/passwords';
import type { Db } from '../client';
import { members } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';

type Role = (typeof DEMO_ACCOUNTS)[number]['role'];

/**
 * Adds a demo account that is not a catalogue member (staff, the demo merchant) on its own, once, so databases
 * seeded before it existed get it too. Answers the member's id (new or found).
 */
export async function seedAccountMember(
  db: Db,
  role: Role,
  extra: {
    permiTagValues?: string[];
    emailVerifiedAt?: Date;
    memberType?: string;
    descriptionEn: string;
    descriptionZh: string;
  },
): Promise<string | null> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) return null;
  const found = async () => {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(sql`lower(${members.loginName}) = ${account.loginName}`);
    return row?.id ?? null;
  };
  const existing = await found();
  if (existing) return existing;
  await db
    .insert(members)
    .values({
      loginName: account.loginName,
      email: account.email,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      ...extra,
    })
    .onConflictDoNothing();
  return found();
}

/** The demo customer-service member: the SUPPORT tag opens the support page (search, replay, refund). */
export async function seedSupportMember(db: Db): Promise<void> {
  await seedAccountMember(db, 'support', {
    permiTagValues: ['SUPPORT'],
    descriptionEn: 'The demo customer-service account: find, replay and refund any order.',
    descriptionZh: '示範客戶服務帳戶：查找、重播及退款任何訂單。',
  });
}

/** The two demo collectors (auction bidders): plain members whose income (seed/income.ts) they bid from. */
export async function seedCollectorMembers(db: Db): Promise<void> {
  await seedAccountMember(db, 'collector', {
    descriptionEn: 'A demo collector: bids on auctions from the income in the wallet.',
    descriptionZh: '示範收藏家帳戶：以錢包中的收入參與拍賣出價。',
  });
  await seedAccountMember(db, 'patron', {
    descriptionEn: 'A second demo collector, to try an auction with two bidders.',
    descriptionZh: '第二個示範收藏家帳戶，可用兩位出價者試用拍賣。',
  });
}

/** The demo platform operator: the ADMIN tag reviews merchant applications and opens super admin. */
export async function seedAdminMember(db: Db): Promise<void> {
  await seedAccountMember(db, 'admin', {
    permiTagValues: ['ADMIN'],
    descriptionEn: 'The demo platform operator: reviews merchant applications.',
    descriptionZh: '示範平台營運帳戶：審核商戶申請。',
  });
}
