import { t } from '@lingui/core/macro';
import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { AREA_CODES, fullMobile, isValidMobile } from '@schemas/otp';
import type { OtpPurpose } from './otp.actors';
import { OtpCodeField } from './OtpCodeField';

/** The full mobile (+852…) when the number is valid for its area code, else null (the send button waits). */
export function mobileRecipient(areaCode: string, mobile: string): string | null {
  return isValidMobile(areaCode, mobile.trim()) ? fullMobile(areaCode, mobile.trim()) : null;
}

/**
 * Area code (+852/+86), mobile number and the SMS code sent to it: the same block on the SMS login and
 * the mobile sign-up. Field props come from the caller's Mantine form.
 */
export function MobileCodeFields(props: {
  purpose: OtpPurpose;
  areaCode: GetInputPropsReturnType;
  mobile: GetInputPropsReturnType;
  recipient: () => string | null;
  code: string;
  onCode: (code: string) => void;
  codeError?: string;
}) {
  return (
    <Stack>
      <Group grow align="flex-start" wrap="nowrap">
        <NativeSelect label={t`Area code`} data={[...AREA_CODES]} maw={120} {...props.areaCode} />
        <TextInput
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          {...props.mobile}
        />
      </Group>
      <OtpCodeField
        channel="sms"
        purpose={props.purpose}
        recipient={props.recipient}
        value={props.code}
        onChange={props.onCode}
        error={props.codeError}
      />
    </Stack>
  );
}
