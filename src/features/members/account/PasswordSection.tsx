import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { useMemo } from 'react';
import * as v from 'valibot';
import type { LoginSettings as Settings } from '@schemas/account';
import { setLoginPassword } from './account.api';
import { passwordErrorText } from './account.errors';
import { ClearPasswordForm } from './ClearPasswordForm';
import { newPasswordSchema } from './password-rules';
import { ErrorAlert } from './settings-bits';
import { useSettingsSaved } from './use-settings-saved';
import { notify } from '@/lib/notify';
import { markFieldIssues } from '@/lib/field-issues';

/** Set the login password, or change it with the current one (spec §4: unset or set); clear a set one. */
export function PasswordSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const isSet = settings.hasPassword;
  const schema = useMemo(
    () =>
      v.pipe(
        v.object({
          oldPassword: isSet
            ? v.pipe(v.string(), v.nonEmpty(t`Please enter your current password.`))
            : v.string(),
          password: newPasswordSchema(),
          confirm: v.string(),
        }),
        v.forward(
          v.check((f) => f.password === f.confirm, t`The passwords do not match.`),
          ['confirm'],
        ),
      ),
    [isSet, t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', password: '', confirm: '' },
    validate: valibotResolver(schema),
  });
  const save = useMutation({
    mutationFn: (f: { password: string; oldPassword?: string }) => setLoginPassword(f),
    // A refused field (4200) is marked on the form itself (src/lib/field-issues.ts).
    onError: (err) => void markFieldIssues(form, err),
    onSuccess: (next) => {
      saved(next);
      form.reset();
      notify(
        isSet ? t`Your login password has been changed.` : t`Your login password has been set.`,
        'green',
      );
    },
  });

  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={form.onSubmit((f) =>
          save.mutate(
            isSet ? { password: f.password, oldPassword: f.oldPassword } : { password: f.password },
          ),
        )}
      >
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {isSet ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>8 to 20 characters with upper- and lower-case letters and digits.</Trans>
          </Text>
          {save.isError && <ErrorAlert text={passwordErrorText(save.error)} />}
          {isSet && (
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              required
              key={form.key('oldPassword')}
              {...form.getInputProps('oldPassword')}
            />
          )}
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t`Confirm new password`}
            autoComplete="new-password"
            required
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {isSet ? <Trans>Change password</Trans> : <Trans>Set password</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      {isSet && <ClearPasswordForm />}
    </Stack>
  );
}
