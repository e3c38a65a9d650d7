import * as v from 'valibot';
import { CommonParams } from './common';
import { CodeSchema, EmailSchema, MobileCodeForm } from './otp';

/** Spec §5: 8–20 characters with upper- and lower-case letters and digits; symbols such as !@#$%^&* allowed. */
export const LoginPasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, 'password_length'),
  v.maxLength(20, 'password_length'),
  v.regex(/[a-z]/, 'password_lowercase'),
  v.regex(/[A-Z]/, 'password_uppercase'),
  v.regex(/\d/, 'password_digit'),
  v.regex(/^[A-Za-z\d!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]+$/, 'password_characters'),
);

/** The login-setting page (spec §2 userAccount): what is bound and whether a login password is set. */
export const LoginSettings = v.object({
  loginName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  hasPassword: v.boolean(),
  googleBound: v.boolean(),
});
export type LoginSettings = v.InferOutput<typeof LoginSettings>;

export const SettingsQuery = v.object({ ...CommonParams });

/** Bind or replace the e-mail with a code sent for purpose 'bind' to the new address. */
export const BindEmailForm = v.object({ ...CommonParams, email: EmailSchema, code: CodeSchema });

/** Bind or replace the mobile (area code +852 or +86) with a code sent by SMS for purpose 'bind'. */
export const BindMobileForm = MobileCodeForm;

/** Set (no password yet) or change (oldPassword required) the login password. */
export const SetPasswordForm = v.object({
  ...CommonParams,
  password: LoginPasswordSchema,
  oldPassword: v.optional(v.pipe(v.string(), v.maxLength(128))),
});

/** Clear the login password; the current one proves it is the member. */
export const ClearPasswordForm = v.object({
  ...CommonParams,
  oldPassword: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
});

/** Spec §2/§4 exchange-token login: an existing session presented by the QR mini page. */
export const ExchangeForm = v.object({
  ...CommonParams,
  memberId: v.pipe(v.string(), v.uuid()),
  token: v.pipe(v.string(), v.minLength(16), v.maxLength(256)),
});
