import { randomBytes } from 'node:crypto';
import { eq, getTableColumns } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { fail } from '../../http/errors';
import { isPublicCreator } from '../catalog/creators';
import {
  ageOn,
  MAX_AGE,
  MIN_AGE,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE,
  SOCIAL_KEYS,
  type MemberProfile,
  type SocialKey,
  type UpdateProfileForm,
} from '../../schemas/profile';
import type { Storage } from '../../storage/storage';

/** Formats sharp may read for a profile image (checked on the bytes, never the name or declared type). */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

const invalid = (path: string, message: string): never =>
  fail('VALIDATION_FAILED', 'validation_failed', [{ path, message }]);

/** Spec §3 Profile of a member; registration extras only when the caller is that member. 404 when unknown. */
export async function getMemberProfile(
  db: Db,
  memberId: string,
  callerId: string | null,
): Promise<MemberProfile> {
  const [m] = await db
    .select({ ...getTableColumns(members), publicCreator: isPublicCreator })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!m) fail('NOT_FOUND', 'member_not_found');
  const social = m.social ?? {};
  return {
    memberId: m.id,
    name: m.name,
    displayImage: m.displayImage,
    banner: m.bannerImage,
    descriptionZh: m.descriptionZh,
    descriptionEn: m.descriptionEn,
    contactEmail: m.contactEmail,
    social: Object.fromEntries(SOCIAL_KEYS.map((k) => [k, social[k] ?? null])) as MemberProfile['social'],
    homepage: m.homepage,
    isCreator: m.publicCreator,
    extras:
      m.id === callerId
        ? {
            englishFirstName: m.englishFirstName,
            englishLastName: m.englishLastName,
            birthday: m.birthday,
            optIns: { marketing: m.optIns.marketing ?? false, newsletter: m.optIns.newsletter ?? false },
          }
        : null,
  };
}

/**
 * Checks an uploaded profile image by its content (JPEG, PNG, GIF or WebP, at most 5 MB) and turns it into
 * the 400x400 centre-cropped WebP of spec §9. Anything else answers VALIDATION_FAILED on `image`.
 */
export async function normaliseProfileImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) invalid('image', 'image_empty');
  if (bytes.byteLength > PROFILE_IMAGE_MAX_BYTES) invalid('image', 'image_too_large');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    invalid('image', 'image_unreadable');
  }
  if (!format || !IMAGE_FORMATS.has(format)) invalid('image', 'image_type');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return invalid('image', 'image_unreadable');
  }
}

type ProfileDeps = { db: Db; now: () => Date; storage: Storage };

const orNull = (s: string | undefined) => (s === undefined ? undefined : s === '' ? null : s);

/**
 * Updates the caller's profile (spec §3 Profile and registration extras). Every check (birthday age 18–99,
 * the image) runs before anything is written, so a refusal leaves the member and the file store unchanged.
 */
export async function updateProfile(
  deps: ProfileDeps,
  memberId: string,
  form: UpdateProfileForm,
): Promise<MemberProfile> {
  const { db, now, storage } = deps;
  if (form.birthday) {
    const age = ageOn(form.birthday, now());
    if (age < MIN_AGE || age > MAX_AGE) invalid('birthday', 'age_out_of_range');
  }
  const image = form.image
    ? await normaliseProfileImage(new Uint8Array(await form.image.arrayBuffer()))
    : null;

  const [current] = await db
    .select({ social: members.social, optIns: members.optIns })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  if (!current) fail('NOT_FOUND', 'member_not_found');

  const social: Partial<Record<SocialKey, string>> = { ...(current.social ?? {}) };
  for (const k of SOCIAL_KEYS) {
    const value = form[k];
    if (value === undefined) continue;
    if (value === '') delete social[k];
    else social[k] = value;
  }
  const optIns = { ...current.optIns };
  if (form.optMarketing !== undefined) optIns.marketing = form.optMarketing;
  if (form.optNewsletter !== undefined) optIns.newsletter = form.optNewsletter;

  let displayImage: string | undefined;
  if (image) {
    // A fresh key per upload: browsers and CDNs never serve a stale avatar from cache.
    const key = `avatars/${memberId}/${randomBytes(8).toString('hex')}.webp`;
    displayImage = (await storage.put(key, image, 'image/webp')).displayPath;
  }

  await db
    .update(members)
    .set({
      name: form.username,
      displayImage,
      descriptionZh: form.descriptionZh,
      descriptionEn: form.descriptionEn,
      contactEmail: orNull(form.contactEmail?.toLowerCase()),
      homepage: orNull(form.homepage),
      social,
      optIns,
      englishFirstName: orNull(form.englishFirstName),
      englishLastName: orNull(form.englishLastName),
      birthday: orNull(form.birthday),
    })
    .where(eq(members.id, memberId));
  return getMemberProfile(db, memberId, memberId);
}
