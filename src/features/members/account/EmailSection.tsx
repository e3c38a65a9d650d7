import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import * as v from 'valibot';
import type { LoginSettings as Settings } from '@schemas/account';
import { OtpCodeField } from '../otp/OtpCodeField';
import { bindEmail } from './account.api';
import { bindErrorText } from './account.errors';
import { ErrorAlert } from './settings-bits';
import { useSettingsSaved } from './use-settings-saved';
import { notify } from '@/lib/notify';
import { markFieldIssues } from '@/lib/field-issues';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Bind or replace the e-mail with a code sent to the new address (spec §2 userAccount). */
export function EmailSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', code: '' },
    validate: valibotResolver(
      v.object({
        email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t`Please enter a valid e-mail address.`)),
        code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, t`Please enter the 6-digit code.`)),
      }),
    ),
  });
  const bind = useMutation({
    mutationFn: (f: { email: string; code: string }) => bindEmail(f),
    // A refused field (4200) is marked on the form itself (src/lib/field-issues.ts).
    onError: (err) => void markFieldIssues(form, err),
    onSuccess: (next) => {
      saved(next);
      form.reset();
      notify(t`Your e-mail has been saved.`, 'green');
    },
  });
  const email = form.values.email.trim().toLowerCase();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((f) => bind.mutate({ email: f.email.trim(), code: f.code.trim() }))}
    >
      <Stack gap="sm">
        <Text size="sm">
          {settings.email ? (
            <Trans>Current e-mail: {settings.email}</Trans>
          ) : (
            <Trans>No e-mail is bound yet.</Trans>
          )}
        </Text>
        {bind.isError && <ErrorAlert text={bindErrorText(bind.error)} />}
        <TextInput
          label={settings.email ? t`New e-mail` : t`E-mail`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <OtpCodeField
          channel="email"
          purpose="bind"
          recipient={() => (EMAIL.test(email) ? email : null)}
          value={form.values.code}
          onChange={(code: string) => form.setFieldValue('code', code)}
          error={form.errors.code as string | undefined}
        />
        <Group>
          <Button type="submit" loading={bind.isPending}>
            {settings.email ? <Trans>Replace e-mail</Trans> : <Trans>Bind e-mail</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
