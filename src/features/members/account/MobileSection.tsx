import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { LoginSettings as Settings } from '@schemas/account';
import { AREA_CODES, fullMobile, isValidMobile } from '@schemas/otp';
import { OtpCodeField } from '../otp/OtpCodeField';
import { bindMobile } from './account.api';
import { bindErrorText } from './account.errors';
import { ErrorAlert } from './settings-bits';
import { useSettingsSaved } from './use-settings-saved';
import { notify } from '@/lib/notify';
import { markFieldIssues } from '@/lib/field-issues';

/** Bind or replace the mobile (+852/+86) with an SMS code; the picture code comes first (spec §5). */
export function MobileSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const form = useForm({
    mode: 'controlled',
    initialValues: { areaCode: '+852' as string, mobile: '', code: '' },
    validate: {
      mobile: (m, values) =>
        isValidMobile(values.areaCode, m.trim())
          ? null
          : t`Please enter a valid mobile number for this area code.`,
      code: (c) => (/^\d{6}$/.test(c.trim()) ? null : t`Please enter the 6-digit code.`),
    },
  });
  const bind = useMutation({
    mutationFn: (f: { areaCode: string; mobile: string; code: string }) => bindMobile(f),
    // A refused field (4200) is marked on the form itself (src/lib/field-issues.ts).
    onError: (err) => void markFieldIssues(form, err),
    onSuccess: (next) => {
      saved(next);
      form.reset();
      notify(t`Your mobile number has been saved.`, 'green');
    },
  });
  const { areaCode, mobile } = form.values;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((f) =>
        bind.mutate({ areaCode: f.areaCode, mobile: f.mobile.trim(), code: f.code.trim() }),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          {settings.mobile ? (
            <Trans>Current mobile: {settings.mobile}</Trans>
          ) : (
            <Trans>No mobile number is bound yet.</Trans>
          )}
        </Text>
        {bind.isError && <ErrorAlert text={bindErrorText(bind.error)} />}
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <Select
            label={t`Area code`}
            data={[...AREA_CODES]}
            allowDeselect={false}
            w={110}
            {...form.getInputProps('areaCode')}
          />
          <TextInput
            label={settings.mobile ? t`New mobile number` : t`Mobile number`}
            inputMode="numeric"
            autoComplete="tel-national"
            required
            style={{ flex: 1 }}
            {...form.getInputProps('mobile')}
          />
        </Group>
        <OtpCodeField
          channel="sms"
          purpose="bind"
          recipient={() =>
            isValidMobile(areaCode, mobile.trim()) ? fullMobile(areaCode, mobile.trim()) : null
          }
          value={form.values.code}
          onChange={(code: string) => form.setFieldValue('code', code)}
          error={form.errors.code as string | undefined}
        />
        <Group>
          <Button type="submit" loading={bind.isPending}>
            {settings.mobile ? <Trans>Replace mobile</Trans> : <Trans>Bind mobile</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
