import * as v from 'valibot';
import { CommonParams } from './common';
import { AREA_CODES, CodeSchema, EmailSchema, isValidMobile, MobileCodeForm } from './otp';

/** Spec §5/§9: login passwords are 8–20 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** Spec §5/§9: members are 18–99 years old. */
export const AGE_MIN = 18;
export const AGE_MAX = 99;

/** The separate parts of the password rule, so forms can show a live checklist (spec §5). */
export const PASSWORD_RULES = {
  length: (pw: string) => pw.length >= PASSWORD_MIN && pw.length <= PASSWORD_MAX,
  upper: (pw: string) => /[A-Z]/.test(pw),
  lower: (pw: string) => /[a-z]/.test(pw),
  digit: (pw: string) => /\d/.test(pw),
  /** Letters, digits and printable ASCII symbols such as !@#$%^&*; no spaces. */
  charset: (pw: string) => /^[\x21-\x7E]*$/.test(pw),
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULES;

/** Which rules a password meets, in checklist order. */
export function passwordChecks(pw: string): Record<PasswordRule, boolean> {
  return {
    length: PASSWORD_RULES.length(pw),
    upper: PASSWORD_RULES.upper(pw),
    lower: PASSWORD_RULES.lower(pw),
    digit: PASSWORD_RULES.digit(pw),
    charset: PASSWORD_RULES.charset(pw),
  };
}

/** A new login password (spec §5): 8–20 characters with an upper-case letter, a lower-case letter and a digit. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.check(PASSWORD_RULES.length, 'password_length'),
  v.check(PASSWORD_RULES.upper, 'password_upper'),
  v.check(PASSWORD_RULES.lower, 'password_lower'),
  v.check(PASSWORD_RULES.digit, 'password_digit'),
  v.check(PASSWORD_RULES.charset, 'password_charset'),
);

/** A login name for sign-up: 3–32 letters, digits, `_` or `.`. */
export const LoginNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3, 'login_name_length'),
  v.maxLength(32, 'login_name_length'),
  v.regex(/^[A-Za-z0-9_.]+$/, 'login_name_chars'),
);

/** Whole years between a YYYY-MM-DD birthday and `today` (a calendar date, UTC). */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** True when a birthday makes the member 18–99 years old on `today`. */
export function isAgeAllowed(birthday: string, today: Date): boolean {
  const age = ageOn(birthday, today);
  return age >= AGE_MIN && age <= AGE_MAX;
}

/** A real calendar date written YYYY-MM-DD. */
export const BirthdaySchema = v.pipe(
  v.string(),
  v.trim(),
  v.isoDate('birthday'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'birthday'),
);

/** A form checkbox sent as 'true'/'false' (absent means false). */
export const FormFlag = v.pipe(
  v.optional(v.picklist(['true', 'false']), 'false'),
  v.transform((x) => x === 'true'),
);

/** An optional form text: empty means absent. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(max),
    v.transform((s) => (s === '' ? undefined : s)),
  );

/** Member registration extras (spec §3): English names, birthday (age checked on the server's clock), opt-ins. */
export const RegistrationExtras = {
  name: optionalText(64),
  englishFirstName: v.pipe(
    optionalText(64),
    v.check((s) => s === undefined || /^[A-Za-z][A-Za-z .'-]*$/.test(s), 'english_name'),
  ),
  englishLastName: v.pipe(
    optionalText(64),
    v.check((s) => s === undefined || /^[A-Za-z][A-Za-z .'-]*$/.test(s), 'english_name'),
  ),
  birthday: v.optional(v.union([v.literal(''), BirthdaySchema]), ''),
  optInMarketing: FormFlag,
  optInNewsletter: FormFlag,
  /** Spec §5: the terms and the privacy policy are accepted before the account exists. */
  termsAccepted: v.literal('true', 'terms'),
};

const passwordPair = {
  password: PasswordSchema,
  /** The form's confirmation; when sent it must match. */
  confirm: v.optional(v.string()),
};
/** The confirmation, when sent, must match the password; the issue lands on `confirm`. */
function confirmMatches<T extends { password: string; confirm?: string | undefined }>() {
  return v.forward<T, v.CheckIssue<T>, ['confirm']>(
    v.check((f) => f.confirm === undefined || f.confirm === f.password, 'password_mismatch'),
    ['confirm'] as never,
  );
}

/** POST /api/auth/signup: by e-mail or by mobile, with the 'signup' code sent there. */
export const SignupForm = v.pipe(
  v.variant('method', [
    v.object({
      ...CommonParams,
      method: v.literal('email'),
      email: EmailSchema,
      code: CodeSchema,
      ...passwordPair,
      ...RegistrationExtras,
    }),
    v.pipe(
      v.object({
        ...CommonParams,
        method: v.literal('mobile'),
        areaCode: v.picklist(AREA_CODES),
        mobile: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'mobile')),
        code: CodeSchema,
        ...passwordPair,
        ...RegistrationExtras,
      }),
      v.forward(
        v.check((m) => isValidMobile(m.areaCode, m.mobile), 'mobile'),
        ['mobile'],
      ),
    ),
  ]),
  confirmMatches(),
);
export type SignupForm = v.InferOutput<typeof SignupForm>;

/** POST /api/auth/signup-by-name. */
export const SignupByNameForm = v.pipe(
  v.object({ ...CommonParams, loginName: LoginNameSchema, ...passwordPair, ...RegistrationExtras }),
  confirmMatches(),
);
export type SignupByNameForm = v.InferOutput<typeof SignupByNameForm>;

/** POST /api/auth/quick-login: mobile and the 'login' SMS code. */
export const QuickLoginForm = MobileCodeForm;
export type QuickLoginForm = v.InferOutput<typeof QuickLoginForm>;

/** POST /api/auth/quick-email-login: e-mail and the 'login' e-mail code. */
export const QuickEmailLoginForm = v.object({ ...CommonParams, email: EmailSchema, code: CodeSchema });
export type QuickEmailLoginForm = v.InferOutput<typeof QuickEmailLoginForm>;

/** POST /api/auth/login: e-mail and password (the password is only checked, so any length up to 128). */
export const EmailLoginForm = v.object({
  ...CommonParams,
  email: EmailSchema,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});
export type EmailLoginForm = v.InferOutput<typeof EmailLoginForm>;

/** POST /api/auth/reset-password: e-mail, the 'reset' code and the new password. */
export const ResetPasswordForm = v.pipe(
  v.object({ ...CommonParams, email: EmailSchema, code: CodeSchema, ...passwordPair }),
  confirmMatches(),
);
export type ResetPasswordForm = v.InferOutput<typeof ResetPasswordForm>;
export const ResetAnswer = v.object({ reset: v.literal(true) });

export const EmailExistsQuery = v.object({ ...CommonParams, email: EmailSchema });
export const LoginNameExistsQuery = v.object({
  ...CommonParams,
  loginName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
});
export const ExistsAnswer = v.object({ exists: v.boolean() });
