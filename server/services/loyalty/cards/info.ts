import { and, eq } from 'drizzle-orm';
import { memberCards } from '../../../db/schema';
import type { Deps } from '../../../http/context';
import { fail } from '../../../http/errors';
import type { FieldIssue } from '../../../http/validate';
import {
  MEMBER_AGE,
  type CardDetail,
  type CardMemberInfo,
  type CardMemberInfoForm,
} from '../../../schemas/cards';
import { isValidMobile } from '../../../schemas/otp';
import { ownFile } from '../../catalog/products/checks';
import { cardDetail, ownCard } from './read';

/** Age in whole years at `now` of someone born in `year`/`month` (Hong Kong does not ask the day). */
export function ageAt(year: number, month: number, now: Date): number {
  const age = now.getUTCFullYear() - year;
  return now.getUTCMonth() + 1 < month ? age - 1 : age;
}

/**
 * saveCardMemberInfo (spec §3 Membership card, §5): the holder's details on their card: English name, Chinese
 * full name, title, birth year and month (the age worked out from them must be 18–99), contact e-mail, mobile
 * (valid for its area code) and address, photo (the holder's own card_photo upload), area and district,
 * language. Field refusals answer 4200 with their paths, as the form marks them.
 */
export async function saveCardMemberInfo(
  deps: Pick<Deps, 'db' | 'now'>,
  memberId: string,
  f: CardMemberInfoForm,
): Promise<CardDetail> {
  const now = deps.now();
  const row = await ownCard(deps.db, memberId, f.id);
  const issues: FieldIssue[] = [];
  const age = ageAt(f.birthYear, f.birthMonth, now);
  if (age < MEMBER_AGE.min || age > MEMBER_AGE.max) issues.push({ path: 'birthYear', message: 'age_range' });
  if (f.mobile && !isValidMobile(f.areaCode, f.mobile)) issues.push({ path: 'mobile', message: 'mobile' });
  let photo: string | null = row.card.info.photo ?? null;
  if (f.photoFileId) {
    const r = await ownFile(deps.db, memberId, f.photoFileId, {
      field: 'photoFileId',
      purposes: ['card_photo'],
      kinds: ['image'],
    });
    if (r.issue) issues.push(r.issue);
    else photo = r.file.displayPath;
  }
  if (issues.length > 0) fail('VALIDATION_FAILED', 'validation_failed', issues);
  const info: CardMemberInfo = {
    englishName: f.englishName,
    chineseName: f.chineseName,
    title: f.title,
    birthYear: f.birthYear,
    birthMonth: f.birthMonth,
    age,
    email: f.email,
    areaCode: f.areaCode,
    mobile: f.mobile,
    address: f.address,
    photo,
    area: f.area,
    district: f.district,
    language: f.language,
  };
  const [saved] = await deps.db
    .update(memberCards)
    .set({ info, updatedAt: now })
    .where(and(eq(memberCards.id, row.card.id), eq(memberCards.holderId, memberId)))
    .returning();
  // Given away between the read and the write: no longer the caller's card.
  if (!saved) fail('NO_LONGER_IN_WALLET', 'card_left_wallet');
  return cardDetail(deps.db, { ...row, card: saved }, now);
}
