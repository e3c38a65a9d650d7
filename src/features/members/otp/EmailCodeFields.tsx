import { t } from '@lingui/core/macro';
import { Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { EMAIL } from '@schemas/content';
import type { OtpPurpose } from './otp.actors';
import { OtpCodeField } from './OtpCodeField';

/** The normalised e-mail when it is valid, else null (the send button waits). */
export function emailRecipient(email: string): string | null {
  const normalised = email.trim().toLowerCase();
  return EMAIL.test(normalised) ? normalised : null;
}

/** What the block uses of the caller's Mantine form: its `email` and `code` fields. */
export type EmailCodeForm = {
  getValues(): { email: string; code: string };
  getInputProps(path: 'email'): GetInputPropsReturnType;
  setFieldValue(path: 'code', value: string): void;
  errors: Record<string, ReactNode>;
};

/**
 * E-mail address and the code sent to it: the same block on the e-mail-code login, the e-mail sign-up and
 * the password reset, bound to the caller's form.
 */
export function EmailCodeFields({ purpose, form }: { purpose: OtpPurpose; form: EmailCodeForm }) {
  return (
    <Stack>
      <TextInput
        label={t`E-mail address`}
        type="email"
        autoComplete="email"
        required
        {...form.getInputProps('email')}
      />
      <OtpCodeField
        channel="email"
        purpose={purpose}
        recipient={() => emailRecipient(form.getValues().email)}
        value={form.getValues().code}
        onChange={(code) => form.setFieldValue('code', code)}
        error={form.errors.code as string | undefined}
      />
    </Stack>
  );
}
