import * as v from 'valibot';
import { IntFromString } from './common';
import { AREA_CODES, EmailSchema, isValidMobile } from './otp';

/**
 * The member a card or coupon goes to (spec §5 card transfer: "area code, target phone or e-mail, captcha"):
 * by mobile (area code and number) or by e-mail, with the image captcha of GET /api/captcha. `quantity` is the
 * spec's (a card is one token: anything but 1 answers 1044).
 */
export const TRANSFER_TARGET_FIELDS = {
  by: v.picklist(['mobile', 'email']),
  areaCode: v.optional(v.picklist(AREA_CODES), '+852'),
  mobile: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
  email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254)), ''),
  quantity: v.optional(IntFromString(0, 1_000_000), 1),
  captchaId: v.optional(v.pipe(v.string(), v.maxLength(64))),
  captchaText: v.optional(v.pipe(v.string(), v.maxLength(16))),
};

type Target = { by: 'mobile' | 'email'; areaCode: string; mobile: string; email: string };

/** A form of `entries` plus the target fields, the mobile or the e-mail checked as `by` says. */
export function withTransferTarget<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.object({ ...entries, ...TRANSFER_TARGET_FIELDS }),
    // The issue lands on the field, so a form marks it (paths are typed per object; the fields are ours).
    v.forward(
      v.check((t) => {
        const x = t as unknown as Target;
        return x.by !== 'mobile' || isValidMobile(x.areaCode, x.mobile);
      }, 'mobile'),
      ['mobile'] as never,
    ),
    v.forward(
      v.check((t) => {
        const x = t as unknown as Target;
        return x.by !== 'email' || v.is(EmailSchema, x.email);
      }, 'email'),
      ['email'] as never,
    ),
  );
}
