import * as v from 'valibot';
import { BINARY_DOC, CommonParams } from './common';

/** Spec §9: the profile image is stored 400x400; uploads are at most 5 MB of JPEG, PNG, GIF or WebP. */
export const PROFILE_IMAGE_SIZE = 400;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const DESCRIPTION_MAX = 1000;
export const NAME_MAX = 40;
/** Spec §5: members are 18–99 years old. */
export const MIN_AGE = 18;
export const MAX_AGE = 99;

export const SOCIAL_KEYS = ['ig', 'meta', 'twitter', 'linkedin', 'discord'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** Whole years between a YYYY-MM-DD birthday and `today` (UTC calendar dates). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** An http(s) URL, or '' to clear the field. */
const UrlOrEmpty = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(300),
  v.check((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), 'url_invalid'),
  v.check((s) => s === '' || URL.canParse(s), 'url_invalid'),
);
const TextOrEmpty = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const FlagField = v.pipe(
  v.picklist(['true', 'false', 'on', 'off', '1', '0']),
  v.transform((s) => s === 'true' || s === 'on' || s === '1'),
);

/**
 * Profile update (spec §3 Profile + member registration extras). A field left out stays as it is; '' clears
 * an optional field. `image` is a multipart file, checked by its content on the server.
 */
export const UpdateProfileForm = v.object({
  ...CommonParams,
  image: v.optional(v.pipe(v.instance(File), v.metadata(BINARY_DOC))),
  username: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(NAME_MAX))),
  descriptionZh: v.optional(TextOrEmpty(DESCRIPTION_MAX)),
  descriptionEn: v.optional(TextOrEmpty(DESCRIPTION_MAX)),
  contactEmail: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(254),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), 'email_invalid'),
    ),
  ),
  homepage: v.optional(UrlOrEmpty),
  ig: v.optional(UrlOrEmpty),
  meta: v.optional(UrlOrEmpty),
  twitter: v.optional(UrlOrEmpty),
  linkedin: v.optional(UrlOrEmpty),
  discord: v.optional(UrlOrEmpty),
  englishFirstName: v.optional(TextOrEmpty(60)),
  englishLastName: v.optional(TextOrEmpty(60)),
  birthday: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isRealDate(s)), 'date_invalid'),
    ),
  ),
  optMarketing: v.optional(FlagField),
  optNewsletter: v.optional(FlagField),
});
export type UpdateProfileForm = v.InferOutput<typeof UpdateProfileForm>;

export const ProfileQuery = v.object({
  ...CommonParams,
  searchMemberId: v.optional(v.pipe(v.string(), v.uuid())),
});

const Social = v.object({
  ig: v.nullable(v.string()),
  meta: v.nullable(v.string()),
  twitter: v.nullable(v.string()),
  linkedin: v.nullable(v.string()),
  discord: v.nullable(v.string()),
});

/** Spec §3 Profile. `extras` (registration extras) is filled only for the member themself. */
export const MemberProfile = v.object({
  memberId: v.string(),
  name: v.string(),
  displayImage: v.nullable(v.string()),
  banner: v.nullable(v.string()),
  descriptionZh: v.string(),
  descriptionEn: v.string(),
  contactEmail: v.nullable(v.string()),
  social: Social,
  homepage: v.nullable(v.string()),
  /** A creator the public sees (flagged, or the creator of an item): their page can be shared. */
  isCreator: v.boolean(),
  extras: v.nullable(
    v.object({
      englishFirstName: v.nullable(v.string()),
      englishLastName: v.nullable(v.string()),
      birthday: v.nullable(v.string()),
      optIns: v.object({ marketing: v.boolean(), newsletter: v.boolean() }),
    }),
  ),
});
export type MemberProfile = v.InferOutput<typeof MemberProfile>;
