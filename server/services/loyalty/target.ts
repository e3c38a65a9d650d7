import { eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { Deps } from '../../http/context';
import { fail } from '../../http/errors';
import { fullMobile } from '../../schemas/otp';
import { checkCaptcha } from '../members/captcha';

type Target = {
  by: 'mobile' | 'email';
  areaCode: string;
  mobile: string;
  email: string;
  captchaId?: string | undefined;
  captchaText?: string | undefined;
};

/**
 * The member a card or coupon is given to (spec §5 card transfer): the image captcha first (used up either
 * way; wrong 4305), then the member with that mobile (area code and number) or e-mail (none: 4004), never the
 * giver (4200 on the field: not to oneself).
 */
export async function transferTarget(
  deps: Pick<Deps, 'db' | 'now'>,
  fromMemberId: string,
  t: Target,
): Promise<{ id: string; name: string }> {
  await checkCaptcha(deps.db, deps.now(), t.captchaId, t.captchaText);
  const where =
    t.by === 'email'
      ? eq(sql`lower(${members.email})`, t.email.toLowerCase())
      : eq(members.mobile, fullMobile(t.areaCode, t.mobile));
  const [to] = await deps.db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(where)
    .limit(1);
  if (!to) fail('TARGET_NOT_MEMBER', 'target_not_member');
  if (to.id === fromMemberId)
    fail('VALIDATION_FAILED', 'validation_failed', [{ path: t.by, message: 'transfer_to_self' }]);
  return to;
}
