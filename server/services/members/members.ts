import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberWallets, members } from '../../db/schema';
import { fail } from '../../http/errors';
import type { UserInfo } from '../../schemas/members';

/**
 * Member detail as spec §3 "User info". Contact fields (login name, e-mail, mobile) are shown only to the
 * member themself. walletAddress is the bound Ethereum wallet's address, else the first bound one; wallets lists
 * every bound wallet (addresses are public on chain).
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
  const bound = await db
    .select({
      walletAddress: memberWallets.address,
      walletType: memberWallets.walletType,
      chain: memberWallets.blockchain,
    })
    .from(memberWallets)
    .where(eq(memberWallets.memberId, m.id))
    .orderBy(memberWallets.blockchain);
  const main = bound.find((w) => w.chain === 'ETHEREUM') ?? bound[0];
  return {
    memberId: m.id,
    name: m.name,
    displayImage1: m.displayImage,
    walletAddress: main?.walletAddress ?? null,
    memberLite: {
      loginName: self ? m.loginName : null,
      email: self ? m.email : null,
      mobile: self ? m.mobile : null,
      permiTagValues: m.permiTagValues,
    },
    wallets: bound.map(({ walletAddress, walletType }) => ({ walletAddress, walletType })),
    language: m.language,
    memberType: m.memberType,
  };
}
