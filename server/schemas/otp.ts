import * as v from 'valibot';
import { EMAIL } from './content';
import { CommonParams, LocaleSchema } from './common';

/** Area codes a mobile number may carry (spec §5, §9). */
export const AREA_CODES = ['+852', '+86'] as const;
export type AreaCode = (typeof AREA_CODES)[number];

/** Local number rules per area: Hong Kong 8 digits starting 4-9, mainland China 11 digits starting 1[3-9]. */
const MOBILE_RULES: Record<AreaCode, RegExp> = {
  '+852': /^[4-9]\d{7}$/,
  '+86': /^1[3-9]\d{9}$/,
};

/** True when `mobile` (digits only) is a valid number for `areaCode`. */
export function isValidMobile(areaCode: string, mobile: string): boolean {
  const rule = MOBILE_RULES[areaCode as AreaCode];
  return rule !== undefined && rule.test(mobile);
}

/** The stored and delivered form of a mobile number: '+85291234567'. */
export function fullMobile(areaCode: string, mobile: string): string {
  return `${areaCode}${mobile}`;
}

/** A mobile number with its area code (spec §5 "mobile valid with area code"); issue on `mobile`. */
export const MobileSchema = v.pipe(
  v.object({
    areaCode: v.picklist(AREA_CODES),
    mobile: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'mobile')),
  }),
  v.forward(
    v.check((m) => isValidMobile(m.areaCode, m.mobile), 'mobile'),
    ['mobile'],
  ),
);

/** A one-time code as typed: exactly 6 digits. */
export const CodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'code'));

/** A mobile with its area code and the SMS code sent to it: SMS login and mobile binding. */
export const MobileCodeForm = v.pipe(
  v.object({
    ...CommonParams,
    areaCode: v.picklist(AREA_CODES),
    mobile: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'mobile')),
    code: CodeSchema,
  }),
  v.forward(
    v.check((m) => isValidMobile(m.areaCode, m.mobile), 'mobile'),
    ['mobile'],
  ),
);

/** An e-mail address, trimmed and lower-cased (spec §5 "E-mail valid"). */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254),
  v.regex(EMAIL, 'email'),
  v.toLowerCase(),
);

export const OTP_PURPOSES = ['signup', 'login', 'reset', 'bind'] as const;
export const OtpPurposeSchema = v.picklist(OTP_PURPOSES);

/** POST /api/codes/sms. The image captcha is required (spec §5); it is optional here so a missing one
 *  answers CAPTCHA_WRONG rather than a validation failure. */
export const SmsCodeForm = v.pipe(
  v.object({
    areaCode: v.picklist(AREA_CODES),
    mobile: v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'mobile')),
    purpose: OtpPurposeSchema,
    captchaId: v.optional(v.string()),
    captchaText: v.optional(v.string()),
    locale: v.optional(LocaleSchema),
  }),
  v.forward(
    v.check((m) => isValidMobile(m.areaCode, m.mobile), 'mobile'),
    ['mobile'],
  ),
);

/** POST /api/codes/email. */
export const EmailCodeForm = v.object({
  email: EmailSchema,
  purpose: OtpPurposeSchema,
  locale: v.optional(LocaleSchema),
});

/** Answer of both code requests. */
export const CodeIssued = v.object({ resendAfterSeconds: v.number(), expiresInSeconds: v.number() });
export type CodeIssued = v.InferOutput<typeof CodeIssued>;

/** GET /api/captcha: an SVG image and the id to send back with the typed text. */
export const CaptchaAnswer = v.object({ captchaId: v.string(), svg: v.string() });
export type CaptchaAnswer = v.InferOutput<typeof CaptchaAnswer>;

/** GET /api/dev/outbox: stored mail and SMS, newest first, and image-captcha answers (recipient = captcha id). */
export const DevOutboxEntry = v.object({
  id: v.number(),
  channel: v.picklist(['email', 'sms', 'captcha']),
  recipient: v.string(),
  subject: v.string(),
  body: v.string(),
  status: v.string(),
  createdAt: v.string(),
});
export type DevOutboxEntry = v.InferOutput<typeof DevOutboxEntry>;
