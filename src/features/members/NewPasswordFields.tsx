import { useLingui } from '@lingui/react/macro';
import { List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordChecks, type PasswordRule } from '@schemas/auth';
import { passwordRuleText } from './password';

const SHOWN: PasswordRule[] = ['length', 'upper', 'lower', 'digit'];

/**
 * A new password with its live rule checklist and the confirmation (spec §5). The form holds `password`
 * and `confirm`; each rule reads "met" or "not met" for screen readers too.
 */
export function NewPasswordFields<V extends { password: string; confirm: string }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const { t, i18n } = useLingui();
  const pw = form.values.password;
  const checks = passwordChecks(pw);
  const rules = checks.charset ? SHOWN : [...SHOWN, 'charset' as const];
  return (
    <Stack gap="xs">
      <PasswordInput
        label={t`Password`}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
        aria-invalid={Boolean(form.errors.password)}
      />
      <List size="sm" spacing={2} aria-label={t`Rules for the password`}>
        {rules.map((r) => (
          <List.Item
            key={r}
            data-rule={r}
            data-met={checks[r]}
            icon={
              <ThemeIcon size={16} radius="xl" color={checks[r] ? 'teal' : pw ? 'red' : 'gray'} aria-hidden>
                {checks[r] ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" span>
              {i18n._(passwordRuleText[r])}
            </Text>
            <VisuallyHidden>{checks[r] ? t`(met)` : t`(not met)`}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
      <PasswordInput
        label={t`Confirm password`}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
        aria-invalid={Boolean(form.errors.confirm)}
      />
    </Stack>
  );
}
