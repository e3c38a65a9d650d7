import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  ageOn,
  DESCRIPTION_MAX,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX,
  SOCIAL_KEYS,
  type MemberProfile,
  type SocialKey,
} from '@schemas/profile';

/** The profile form's values (spec §3 Profile + member registration extras). */
export type ProfileValues = {
  username: string;
  descriptionZh: string;
  descriptionEn: string;
  contactEmail: string;
  homepage: string;
  englishFirstName: string;
  englishLastName: string;
  birthday: string;
  optMarketing: boolean;
  optNewsletter: boolean;
} & Record<SocialKey, string>;

/** Brand names: not translated. */
export const SOCIAL_LABELS: Record<SocialKey, string> = {
  ig: 'Instagram',
  meta: 'Meta',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  discord: 'Discord',
};

/** The form's values for a stored profile. */
export function valuesOf(p: MemberProfile): ProfileValues {
  return {
    username: p.name,
    descriptionZh: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    contactEmail: p.contactEmail ?? '',
    homepage: p.homepage ?? '',
    ig: p.social.ig ?? '',
    meta: p.social.meta ?? '',
    twitter: p.social.twitter ?? '',
    linkedin: p.social.linkedin ?? '',
    discord: p.social.discord ?? '',
    englishFirstName: p.extras?.englishFirstName ?? '',
    englishLastName: p.extras?.englishLastName ?? '',
    birthday: p.extras?.birthday ?? '',
    optMarketing: p.extras?.optIns.marketing ?? false,
    optNewsletter: p.extras?.optIns.newsletter ?? false,
  };
}

const URL_RE = /^https?:\/\/\S+$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The client-side checks of the profile form. Call inside render: the texts follow the language. */
export function profileSchema() {
  const url = v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300, t`At most 300 characters.`),
    v.check(
      (s) => s === '' || (URL_RE.test(s) && URL.canParse(s)),
      t`Please enter a web address starting with https://`,
    ),
  );
  return v.object({
    username: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t`Please enter a username.`),
      v.maxLength(NAME_MAX, t`At most ${NAME_MAX} characters.`),
    ),
    descriptionZh: v.pipe(
      v.string(),
      v.maxLength(DESCRIPTION_MAX, t`At most ${DESCRIPTION_MAX} characters.`),
    ),
    descriptionEn: v.pipe(
      v.string(),
      v.maxLength(DESCRIPTION_MAX, t`At most ${DESCRIPTION_MAX} characters.`),
    ),
    contactEmail: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || EMAIL_RE.test(s), t`Please enter a valid e-mail address.`),
    ),
    homepage: url,
    ...Object.fromEntries(SOCIAL_KEYS.map((k) => [k, url])),
    englishFirstName: v.pipe(v.string(), v.maxLength(60, t`At most 60 characters.`)),
    englishLastName: v.pipe(v.string(), v.maxLength(60, t`At most 60 characters.`)),
    birthday: v.pipe(
      v.string(),
      v.check(
        (s) => {
          if (s === '') return true;
          if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
          const age = ageOn(s, new Date());
          return age >= MIN_AGE && age <= MAX_AGE;
        },
        t`Members must be ${MIN_AGE} to ${MAX_AGE} years old.`,
      ),
    ),
    optMarketing: v.boolean(),
    optNewsletter: v.boolean(),
  });
}
