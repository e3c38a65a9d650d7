import { t } from '@lingui/core/macro';
import { Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { EMAIL } from '@schemas/content';
import type { OtpPurpose } from './otp.actors';
import { OtpCodeField } from './OtpCodeField';

/** The normalised e-mail when it is valid, else null (the send button waits). */
export function emailRecipient(email: string): string | null {
  const normalised = email.trim().toLowerCase();
  return EMAIL.test(normalised) ? normalised : null;
}

/**
 * E-mail address and the code sent to it: the same block on the e-mail-code login, the e-mail sign-up and
 * the password reset. Field props come from the caller's Mantine form.
 */
export function EmailCodeFields(props: {
  purpose: OtpPurpose;
  email: GetInputPropsReturnType;
  recipient: () => string | null;
  code: string;
  onCode: (code: string) => void;
  codeError?: string;
}) {
  return (
    <Stack>
      <TextInput label={t`E-mail address`} type="email" autoComplete="email" required {...props.email} />
      <OtpCodeField
        channel="email"
        purpose={props.purpose}
        recipient={props.recipient}
        value={props.code}
        onChange={props.onCode}
        error={props.codeError}
      />
    </Stack>
  );
}
