import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import * as v from 'valibot';
import { ContactForm } from '@schemas/content';
import type { UserInfo } from '@schemas/members';

/** The fields the member types, with the server's rules (server/schemas/content.ts ContactForm). */
export const ContactFields = v.pick(ContactForm, ['name', 'email', 'subject', 'message']);
export type ContactValues = v.InferOutput<typeof ContactFields>;
export const MESSAGE_MAX = 2000;

/** One text per field: the rules are simple enough that a single sentence covers every way to break them. */
const fieldTexts: Record<keyof ContactValues, MessageDescriptor> = {
  name: msg`Please enter your name (up to 80 characters).`,
  email: msg`Please enter a valid e-mail address, like name@example.com.`,
  subject: msg`Please enter a subject (up to 120 characters).`,
  message: msg`Your message needs between 10 and 2000 characters.`,
};

const resolve = valibotResolver(ContactFields);

/** Validates with the shared schema and answers with translated texts. */
export function validateContact(values: ContactValues, i18n: I18n): FormErrors {
  const errors: FormErrors = {};
  for (const key of Object.keys(resolve(values))) {
    const field = key.split('.')[0] as keyof ContactValues;
    if (field in fieldTexts) errors[field] = i18n._(fieldTexts[field]);
  }
  return errors;
}

/** The field's one sentence for a field the server refused (4200), whatever its reason key. */
export const contactIssueText = (path: string, i18n: I18n): string =>
  i18n._(fieldTexts[path.split('.')[0] as keyof ContactValues] ?? msg`Please check this field.`);

/** Name and e-mail from the cached member, when the header has already loaded it; a subject when given. */
export function prefill(me: Partial<UserInfo> | undefined, subject = ''): ContactValues {
  return {
    name: me?.name ?? '',
    email: me?.memberLite?.email ?? '',
    subject,
    message: '',
  };
}
