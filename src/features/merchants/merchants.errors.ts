import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { Code } from '@schemas/codes';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';

/** Texts for the merchant screens' refusal codes (spec §8 and the merchants API); others use the generic map. */
const texts: Partial<Record<number, MessageDescriptor>> = {
  [Code.ALREADY_REGISTERED]: msg`This e-mail already belongs to an account. Please register the business with another e-mail, or log in.`,
  [Code.CODE_WRONG]: msg`Wrong verification code`,
  [Code.CODE_EXPIRED]: msg`The verification code has expired or was already used. Please request a new one.`,
  [Code.VALIDATION_FAILED]: msg`Some fields were not accepted. Please check the highlighted fields.`,
  [Code.PAYLOAD_TOO_LARGE]: msg`The documents are too large. Each may be at most 10 MB.`,
  [Code.RATE_LIMITED]: msg`Too many attempts. Please wait a few minutes and try again.`,
  [Code.CONFLICT]: msg`This was changed meanwhile. Please reload the page.`,
  [Code.FORBIDDEN]: msg`You are not allowed to do this.`,
};

/** Refusal messages (meta.message) that say more than their code. */
const reasons: Record<string, MessageDescriptor> = {
  not_a_merchant: msg`Only an approved merchant can choose a plan. Register your business first.`,
  merchant_suspended: msg`This merchant is suspended. Please contact us.`,
  plan_already_active: msg`This plan is already active.`,
  plan_payment_in_progress: msg`A payment of your plan is in progress. Please finish or wait for it.`,
  no_plan_to_cancel: msg`There is no paid plan to cancel.`,
  application_not_open: msg`This application was already decided.`,
  no_document_requested: msg`No document is requested any more.`,
  admin_only: msg`This page is for platform operators.`,
  super_admin_locked: msg`Unlock super admin with its password first.`,
  super_admin_not_configured: msg`Super admin has no password configured on this server.`,
};

/** Translated text for a merchants refusal: its reason when known, else its code. */
export function merchantErrorText(err: unknown): string {
  const reason = err instanceof ApiError ? reasons[err.message] : undefined;
  return reason ? i18n._(reason) : errorText(err, texts);
}

/** Text for a code alone (the machine carries codes). */
export const merchantCodeText = (code: number) => errorText(new ApiError(code, ''), texts);

/** Texts for the server's field issues (4200 data[].message) on the registration and review forms. */
export function merchantIssueText(message: string): string {
  switch (message) {
    case 'required':
    case 'document_required':
      return i18n._(msg`This field is required.`);
    case 'too_long':
      return i18n._(msg`This is too long.`);
    case 'contact_number':
      return i18n._(msg`Please enter 6 to 15 digits.`);
    case 'website':
      return i18n._(msg`Please enter a web address starting with http:// or https://.`);
    case 'email':
      return i18n._(msg`Please enter a valid e-mail address.`);
    case 'code':
      return i18n._(msg`Please enter the 6-digit code.`);
    case 'password_mismatch':
      return i18n._(msg`The passwords do not match.`);
    case 'terms':
      return i18n._(msg`Please accept the terms and the privacy policy.`);
    case 'file_type':
      return i18n._(msg`This file type cannot be used. Accepted types: JPG, JPEG, PNG, PDF.`);
    case 'file_too_large':
      return i18n._(msg`The file is too large. The limit is 10 MB.`);
    case 'file_empty':
      return i18n._(msg`This file is empty. Please choose another one.`);
    case 'file_unreadable':
      return i18n._(msg`This file could not be read. It may be damaged; please choose another one.`);
    case 'wrong_password':
      return i18n._(msg`Wrong password.`);
    default:
      return message.startsWith('password_')
        ? i18n._(msg`The password does not meet the rules.`)
        : i18n._(msg`Please check this field.`);
  }
}
