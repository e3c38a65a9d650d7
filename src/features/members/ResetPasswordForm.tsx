import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { markFieldIssues } from '@/lib/field-issues';
import { resetPassword } from './auth.actors';
import { fieldIssueText, resetErrorText } from './auth.errors';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordFields } from './password';
import { EmailCodeFields } from './otp/EmailCodeFields';
import { AnchorLink, ButtonLink } from '@/components/router-links';

type Values = { email: string; code: string; password: string; confirm: string };
const ORDER: (keyof Values)[] = ['email', 'code', 'password', 'confirm'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reset password by e-mail (spec §2 forgetpwd / forgotPass): e-mail, the code sent there, a new password
 * and its confirmation; on success a link to log in. The server ends the member's other sessions.
 */
export function ResetPasswordForm() {
  const { t } = useLingui();
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(
    () =>
      v.object({
        email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t`Please enter a valid e-mail address.`)),
        code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, t`Please enter the 6-digit code.`)),
        ...newPasswordFields(),
      }),
    [t],
  );
  const reset = useMutation({ mutationFn: resetPassword });
  const form = useForm<Values>({
    initialValues: { email: '', code: '', password: '', confirm: '' },
    validate: (values) => {
      const r = v.safeParse(schema, values, { abortPipeEarly: true });
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const i of r.issues ?? []) {
        const key = i.path?.[0]?.key as keyof Values | undefined;
        if (key && !errors[key]) errors[key] = i.message;
      }
      if (!errors.confirm && values.confirm !== values.password) {
        errors.confirm = t`The passwords do not match.`;
      }
      return errors;
    },
    validateInputOnBlur: true,
    onValuesChange: () => {
      if (reset.isError) reset.reset();
    },
  });

  const errorCode = reset.isError ? codeOf(reset.error) : null;
  useEffect(() => {
    if (errorCode !== null && errorCode !== Code.VALIDATION_FAILED) alertRef.current?.focus();
    if (errorCode === Code.VALIDATION_FAILED) markFieldIssues(form, reset.error, fieldIssueText);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [errorCode]);
  useEffect(() => {
    if (reset.isSuccess) doneRef.current?.focus();
  }, [reset.isSuccess]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (reset.isPending) return;
    const { errors } = form.validate();
    const first = ORDER.find((k) => errors[k]);
    if (first) {
      form.getInputNode(first)?.focus();
      return;
    }
    const f = form.getValues();
    reset.mutate({ email: f.email.trim(), code: f.code.trim(), password: f.password, confirm: f.confirm });
  }

  if (reset.isSuccess) {
    return (
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="reset-done">
        <Stack>
          <Title order={1} size="h2" id="reset-done" ref={doneRef} tabIndex={-1}>
            <Trans>Your password has been reset</Trans>
          </Title>
          <Text>
            <Trans>You can now log in with your new password. Other devices have been signed out.</Trans>
          </Text>
          <ButtonLink to="/login">
            <Trans>Go to login</Trans>
          </ButtonLink>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="reset-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2" id="reset-title">
            <Trans>Reset your password</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>We will send a verification code to the e-mail address of your account.</Trans>
          </Text>
          {errorCode !== null && errorCode !== Code.VALIDATION_FAILED && (
            <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
              {resetErrorText(errorCode)}
            </Alert>
          )}
          <EmailCodeFields purpose="reset" form={form} />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            <Trans>Reset password</Trans>
          </Button>
          <AnchorLink to="/login" size="sm" ta="center">
            <Trans>Back to login</Trans>
          </AnchorLink>
        </Stack>
      </form>
    </Paper>
  );
}
