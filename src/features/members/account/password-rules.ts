import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import * as v from 'valibot';

/** Spec §5 password rules with translated messages, for the forms of the login-setting page. */
export function newPasswordSchema() {
  return v.pipe(
    v.string(),
    v.minLength(8, i18n._(msg`8 to 20 characters.`)),
    v.maxLength(20, i18n._(msg`8 to 20 characters.`)),
    v.regex(/[a-z]/, i18n._(msg`Include a lower-case letter.`)),
    v.regex(/[A-Z]/, i18n._(msg`Include an upper-case letter.`)),
    v.regex(/\d/, i18n._(msg`Include a digit.`)),
    v.regex(
      /^[A-Za-z\d!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?~`]+$/,
      i18n._(msg`Use letters, digits and symbols such as !@#$%^&* only.`),
    ),
  );
}
