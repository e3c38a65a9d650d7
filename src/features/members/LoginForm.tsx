import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { loginMachine } from '@machines/login.machine';
import type { LoginAnswer } from '@schemas/members';
import { useFlow } from '@/lib/use-flow';
import { loginActors } from './members.actors';
import { loginErrorText } from './members.errors';

type Values = { loginName: string; password: string };

/** Login by login name and password (spec §2 login, §5 terms before login); calls back once logged in. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(() => loginMachine.provide({ actors: loginActors(queryClient) }), [queryClient]);
  const actor = useFlow(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const termsAccepted = useSelector(actor, (s) => s.context.termsAccepted);
  const termsMissing = useSelector(actor, (s) => s.context.termsMissing);
  const errorCode = useSelector(actor, (s) => (s.matches('failure') ? s.context.errorCode : null));
  const termsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const schema = useMemo(
    () =>
      v.object({
        loginName: v.pipe(
          v.string(),
          v.trim(),
          v.nonEmpty(t`Please enter your login name.`),
          v.maxLength(64, t`The login name is too long.`),
        ),
        password: v.pipe(
          v.string(),
          v.nonEmpty(t`Please enter your password.`),
          v.maxLength(128, t`The password is too long.`),
        ),
      }),
    [t],
  );
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { loginName: '', password: '' },
    validate: valibotResolver(schema),
    validateInputOnBlur: true,
    onValuesChange: () => actor.send({ type: 'login.edit' }),
  });

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done' && s.context.answer) onLoggedIn(s.context.answer);
    });
    return () => sub.unsubscribe();
  }, [actor, onLoggedIn]);

  useEffect(() => {
    if (errorCode !== null) alertRef.current?.focus();
  }, [errorCode]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { errors } = form.validate();
    const first = (['loginName', 'password'] as const).find((k) => errors[k]);
    if (first) {
      form.getInputNode(first)?.focus();
      return;
    }
    actor.send({ type: 'login.submit', ...form.getValues() });
    if (actor.getSnapshot().context.termsMissing) termsRef.current?.focus();
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="login-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2" id="login-title">
            <Trans>Log in</Trans>
          </Title>
          {errorCode !== null && (
            <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
              {loginErrorText(errorCode)}
            </Alert>
          )}
          <TextInput
            label={t`Login name`}
            autoComplete="username"
            required
            key={form.key('loginName')}
            {...form.getInputProps('loginName')}
          />
          <PasswordInput
            label={t`Password`}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Checkbox
            ref={termsRef}
            checked={termsAccepted}
            onChange={() => actor.send({ type: 'login.toggleTerms' })}
            aria-invalid={termsMissing}
            error={termsMissing ? t`Please accept the terms and the privacy policy to log in.` : undefined}
            label={
              <Trans>
                I have read and accept the{' '}
                <Anchor component={Link} to="/terms" target="_blank">
                  terms and conditions
                </Anchor>{' '}
                and the{' '}
                <Anchor component={Link} to="/policy" target="_blank">
                  privacy policy
                </Anchor>
                .
              </Trans>
            }
          />
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Log in</Trans>
          </Button>
          <Text size="sm" c="dimmed">
            <Trans>Logging in by SMS code, e-mail or Google is coming soon.</Trans>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
