import { t } from '@lingui/core/macro';
import * as v from 'valibot';
import type { SignupExtras, SignupMethod, SignupRequest } from '@machines/signup.machine';
import { isAgeAllowed, LoginNameSchema } from '@schemas/auth';
import { isValidMobile } from '@schemas/otp';
import { newPasswordFields } from './password';

/** The sign-up form's values: every method's fields, the password, and the optional extras (spec §3). */
export type SignupValues = {
  email: string;
  areaCode: string;
  mobile: string;
  loginName: string;
  code: string;
  password: string;
  confirm: string;
} & SignupExtras;

export const INITIAL_SIGNUP_VALUES: SignupValues = {
  email: '',
  areaCode: '+852',
  mobile: '',
  loginName: '',
  code: '',
  password: '',
  confirm: '',
  name: '',
  englishFirstName: '',
  englishLastName: '',
  birthday: '',
  optInMarketing: false,
  optInNewsletter: false,
};

/** The fields each method shows and checks, then the ones all methods share, in focus order. */
const FIELDS: Record<SignupMethod, (keyof SignupValues)[]> = {
  email: ['email', 'code'],
  mobile: ['mobile', 'code'],
  name: ['loginName'],
};
const COMMON: (keyof SignupValues)[] = [
  'password',
  'confirm',
  'englishFirstName',
  'englishLastName',
  'birthday',
];
export const fieldsOf = (method: SignupMethod) => [...FIELDS[method], ...COMMON];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ENGLISH = /^[A-Za-z][A-Za-z .'-]*$/;

/** The client-side checks (spec §5). Call inside render: the texts follow the language. */
function signupSchema() {
  const optionalEnglish = v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || ENGLISH.test(s), t`Please use English letters.`),
    v.maxLength(64, t`This is too long.`),
  );
  return v.object({
    email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t`Please enter a valid e-mail address.`)),
    mobile: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Please enter your mobile number.`)),
    loginName: v.pipe(
      v.string(),
      v.check((s) => v.is(LoginNameSchema, s), t`3 to 32 letters, digits, underscores or dots.`),
    ),
    code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, t`Please enter the 6-digit code.`)),
    ...newPasswordFields(),
    englishFirstName: optionalEnglish,
    englishLastName: optionalEnglish,
    birthday: v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isAgeAllowed(s, new Date())),
        t`Members must be between 18 and 99 years old.`,
      ),
    ),
  });
}

/** The first message per field the chosen method uses; the confirmation must match the password. */
export function validateSignup(values: SignupValues, method: SignupMethod) {
  const wanted = new Set(fieldsOf(method));
  const r = v.safeParse(signupSchema(), values, { abortPipeEarly: true });
  const errors: Partial<Record<keyof SignupValues, string>> = {};
  for (const i of r.issues ?? []) {
    const key = i.path?.[0]?.key as keyof SignupValues | undefined;
    if (key && wanted.has(key) && !errors[key]) errors[key] = i.message;
  }
  if (!errors.confirm && values.confirm !== '' && values.confirm !== values.password) {
    errors.confirm = t`The passwords do not match.`;
  }
  if (method === 'mobile' && !errors.mobile && !isValidMobile(values.areaCode, values.mobile.trim())) {
    errors.mobile = t`Please enter a valid mobile number for the area code.`;
  }
  return errors;
}

/** What the signup machine is sent for the chosen method. */
export function signupRequest(method: SignupMethod, f: SignupValues): SignupRequest {
  const extras: SignupExtras = {
    name: f.name,
    englishFirstName: f.englishFirstName,
    englishLastName: f.englishLastName,
    birthday: f.birthday,
    optInMarketing: f.optInMarketing,
    optInNewsletter: f.optInNewsletter,
  };
  const secret = { password: f.password, confirm: f.confirm, extras };
  return method === 'email'
    ? { method, email: f.email, code: f.code, ...secret }
    : method === 'mobile'
      ? { method, areaCode: f.areaCode, mobile: f.mobile, code: f.code, ...secret }
      : { method, loginName: f.loginName, ...secret };
}
