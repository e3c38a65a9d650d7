import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { clearLoginPassword } from './account.api';
import { passwordErrorText } from './account.errors';
import { ErrorAlert } from './settings-bits';
import { useSettingsSaved } from './use-settings-saved';
import { notify } from '@/lib/notify';
import { markFieldIssues } from '@/lib/field-issues';

/**
 * "Clear password" behind a toggle (spec §5: a set login password must be cleared first for some
 * bindings), asking for the current password.
 */
export function ClearPasswordForm() {
  const { t } = useLingui();
  const saved = useSettingsSaved();
  const [clearing, setClearing] = useState(false);
  const clearForm = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '' },
    validate: { oldPassword: (p) => (p ? null : t`Please enter your current password.`) },
  });
  const clear = useMutation({
    mutationFn: (f: { oldPassword: string }) => clearLoginPassword(f),
    // A refused field (4200) is marked on the form itself (src/lib/field-issues.ts).
    onError: (err) => void markFieldIssues(clearForm, err),
    onSuccess: (next) => {
      saved(next);
      clearForm.reset();
      setClearing(false);
      notify(t`Your login password has been cleared.`, 'green');
    },
  });

  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={() => setClearing((c) => !c)}
          aria-expanded={clearing}
        >
          <Trans>Clear password</Trans>
        </Button>
      </Group>
      {clearing && (
        <form noValidate onSubmit={clearForm.onSubmit((f) => clear.mutate(f))}>
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              <Trans>
                Needed before you replace your e-mail. You can then no longer log in with a password until you
                set one again.
              </Trans>
            </Text>
            {clear.isError && <ErrorAlert text={passwordErrorText(clear.error)} />}
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              key={clearForm.key('oldPassword')}
              {...clearForm.getInputProps('oldPassword')}
            />
            <Group>
              <Button type="submit" color="red" variant="light" loading={clear.isPending}>
                <Trans>Clear login password</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
