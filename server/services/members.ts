import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema';
import { fail } from '../http/errors';
import type { UserInfo } from '../schemas/members';

/**
 * Member detail as spec §3 "User info". Contact fields (login name, e-mail, mobile) are shown only to the
 * member themself. Wallets come with the wallet work: none yet.
 */
export async function getMemberDetail(db: Db, memberId: string, callerId: string): Promise<UserInfo> {
  const [m] = await db
    .select({
      id: members.id,
      name: members.name,
      displayImage: members.displayImage,
      loginName: members.loginName,
      email: members.email,
      mobile: members.mobile,
      permiTagValues: members.permiTagValues,
      language: members.language,
      memberType: members.memberType,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!m) fail('NOT_FOUND', 'member_not_found');
  const self = m.id === callerId;
  return {
    memberId: m.id,
    name: m.name,
    displayImage1: m.displayImage,
    walletAddress: null,
    memberLite: {
      loginName: self ? m.loginName : null,
      email: self ? m.email : null,
      mobile: self ? m.mobile : null,
      permiTagValues: m.permiTagValues,
    },
    wallets: [],
    language: m.language,
    memberType: m.memberType,
  };
}
