import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { PASSWORD_RULES, type PasswordRule } from '@schemas/auth';

/** The live checklist under a new password (spec §5), in display order; `charset` shows only when broken. */
export const passwordRuleText: Record<PasswordRule, MessageDescriptor> = {
  length: msg`8 to 20 characters`,
  upper: msg`An upper-case letter`,
  lower: msg`A lower-case letter`,
  digit: msg`A digit`,
  charset: msg`Only letters, digits and symbols such as !@#$%^&* (no spaces)`,
};

/**
 * The form's schema for a new password with its confirmation: the server's rule (shared checks) with
 * translated messages; the mismatch lands on `confirm`. Call inside render (texts follow the language).
 */
export function newPasswordFields() {
  const rule = (name: PasswordRule) => v.check(PASSWORD_RULES[name], i18n._(passwordRuleText[name]));
  return {
    password: v.pipe(
      v.string(),
      v.nonEmpty(i18n._(msg`Please enter a password.`)),
      rule('length'),
      rule('upper'),
      rule('lower'),
      rule('digit'),
      rule('charset'),
    ),
    confirm: v.pipe(v.string(), v.nonEmpty(i18n._(msg`Please enter the password again.`))),
  };
}
