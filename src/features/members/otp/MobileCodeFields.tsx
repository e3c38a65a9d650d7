import { t } from '@lingui/core/macro';
import { Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { AREA_CODES, fullMobile, isValidMobile } from '@schemas/otp';
import type { OtpPurpose } from './otp.actors';
import { OtpCodeField } from './OtpCodeField';

/** The full mobile (+852…) when the number is valid for its area code, else null (the send button waits). */
export function mobileRecipient(areaCode: string, mobile: string): string | null {
  return isValidMobile(areaCode, mobile.trim()) ? fullMobile(areaCode, mobile.trim()) : null;
}

/** What the block uses of the caller's Mantine form: its `areaCode`, `mobile` and `code` fields. */
export type MobileCodeForm = {
  getValues(): { areaCode: string; mobile: string; code: string };
  getInputProps(path: 'areaCode' | 'mobile'): GetInputPropsReturnType;
  setFieldValue(path: 'code', value: string): void;
  errors: Record<string, ReactNode>;
};

/**
 * Area code (+852/+86), mobile number and the SMS code sent to it: the same block on the SMS login and
 * the mobile sign-up, bound to the caller's form.
 */
export function MobileCodeFields({ purpose, form }: { purpose: OtpPurpose; form: MobileCodeForm }) {
  const recipient = () => {
    const { areaCode, mobile } = form.getValues();
    return mobileRecipient(areaCode, mobile);
  };
  return (
    <Stack>
      <Group grow align="flex-start" wrap="nowrap">
        <NativeSelect
          label={t`Area code`}
          data={[...AREA_CODES]}
          maw={120}
          {...form.getInputProps('areaCode')}
        />
        <TextInput
          label={t`Mobile number`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          {...form.getInputProps('mobile')}
        />
      </Group>
      <OtpCodeField
        channel="sms"
        purpose={purpose}
        recipient={recipient}
        value={form.getValues().code}
        onChange={(code) => form.setFieldValue('code', code)}
        error={form.errors.code as string | undefined}
      />
    </Stack>
  );
}
