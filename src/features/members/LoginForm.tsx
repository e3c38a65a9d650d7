import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { LOGIN_METHODS, loginMachine, type LoginMethod } from '@machines/login.machine';
import { Code } from '@schemas/codes';
import type { LoginAnswer } from '@schemas/members';
import { isValidMobile } from '@schemas/otp';
import { markIssues } from '@/lib/field-issues';
import { useFlow } from '@/lib/use-flow';
import { loginMethodActors } from './auth.actors';
import { fieldIssueText, loginMethodErrorText } from './auth.errors';
import { MobileCodeFields } from './otp/MobileCodeFields';
import { TermsCheckbox } from './TermsCheckbox';
import { EmailCodeFields } from './otp/EmailCodeFields';
import { AnchorLink } from '@/components/router-links';

type Values = {
  loginName: string;
  email: string;
  password: string;
  areaCode: string;
  mobile: string;
  code: string;
};
/** The fields each method shows and checks, in focus order. */
const FIELDS: Record<LoginMethod, (keyof Values)[]> = {
  name: ['loginName', 'password'],
  password: ['email', 'password'],
  sms: ['mobile', 'code'],
  emailCode: ['email', 'code'],
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Login (spec §2 login, §5 terms before login) by login name, e-mail and password, mobile SMS code or
 * e-mail code; calls back once logged in. Links to the password reset and to sign-up (keeping `redirect`).
 */
export function LoginForm({
  onLoggedIn,
  redirect,
}: {
  onLoggedIn: (answer: LoginAnswer) => void;
  redirect?: string | undefined;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () => loginMachine.provide({ actors: loginMethodActors(queryClient) }),
    [queryClient],
  );
  const actor = useFlow(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const method = useSelector(actor, (s) => s.context.method);
  const termsAccepted = useSelector(actor, (s) => s.context.termsAccepted);
  const termsMissing = useSelector(actor, (s) => s.context.termsMissing);
  const errorCode = useSelector(actor, (s) => (s.matches('failure') ? s.context.errorCode : null));
  const issues = useSelector(actor, (s) => s.context.issues);
  const termsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const checks = useMemo(
    () => ({
      loginName: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Please enter your login name.`),
        v.maxLength(64, t`The login name is too long.`),
      ),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Please enter your e-mail address.`),
        v.regex(EMAIL, t`Please enter a valid e-mail address.`),
      ),
      password: v.pipe(
        v.string(),
        v.nonEmpty(t`Please enter your password.`),
        v.maxLength(128, t`The password is too long.`),
      ),
      mobile: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Please enter your mobile number.`)),
      code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, t`Please enter the 6-digit code.`)),
    }),
    [t],
  );
  const form = useForm<Values>({
    initialValues: { loginName: '', email: '', password: '', areaCode: '+852', mobile: '', code: '' },
    validate: (values) => {
      const current = actor.getSnapshot().context.method;
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const k of FIELDS[current]) {
        if (k === 'areaCode') continue;
        const r = v.safeParse(checks[k], values[k]);
        if (!r.success) errors[k] = r.issues[0].message;
      }
      if (current === 'sms' && !errors.mobile && !isValidMobile(values.areaCode, values.mobile.trim())) {
        errors.mobile = t`Please enter a valid mobile number for the area code.`;
      }
      return errors;
    },
    validateInputOnBlur: true,
    onValuesChange: () => actor.send({ type: 'login.edit' }),
  });

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done' && s.context.answer) onLoggedIn(s.context.answer);
    });
    return () => sub.unsubscribe();
  }, [actor, onLoggedIn]);

  // The fields the server refused (4200) are marked on the form, and the first takes the focus; any other
  // refusal is said in the alert, which takes it.
  useEffect(() => {
    if (errorCode === null) return;
    markIssues(form, issues, fieldIssueText);
    const first = FIELDS[method].find((k) => issues.some((i) => i.path === k));
    if (first) form.getInputNode(first)?.focus();
    else alertRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [errorCode, issues]);

  function choose(next: string | null) {
    if (!next || next === method) return;
    form.clearErrors();
    form.setFieldValue('code', '');
    actor.send({ type: 'login.method', method: next as LoginMethod });
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { errors } = form.validate();
    const first = FIELDS[method].find((k) => errors[k]);
    if (first) {
      form.getInputNode(first)?.focus();
      return;
    }
    const f = form.getValues();
    const sent =
      method === 'name'
        ? ({ method, loginName: f.loginName, password: f.password } as const)
        : method === 'password'
          ? ({ method, email: f.email, password: f.password } as const)
          : method === 'sms'
            ? ({ method, areaCode: f.areaCode, mobile: f.mobile, code: f.code } as const)
            : ({ method, email: f.email, code: f.code } as const);
    actor.send({ type: 'login.submit', ...sent });
    if (actor.getSnapshot().context.termsMissing) termsRef.current?.focus();
  }

  const tabLabel: Record<LoginMethod, string> = {
    name: t`Name and password`,
    password: t`E-mail and password`,
    sms: t`SMS code`,
    emailCode: t`E-mail code`,
  };

  // The name and e-mail tabs share one password field (only the open tab is mounted).
  const passwordField = (
    <PasswordInput
      label={t`Password`}
      autoComplete="current-password"
      required
      {...form.getInputProps('password')}
      aria-invalid={Boolean(form.errors.password)}
    />
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="login-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2" id="login-title">
            <Trans>Log in</Trans>
          </Title>
          {errorCode !== null && (
            <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
              {loginMethodErrorText(errorCode)}
              {errorCode === Code.NO_LOGIN_PASSWORD && (
                <>
                  {' '}
                  <AnchorLink to="/userAccount">
                    <Trans>Open the login settings</Trans>
                  </AnchorLink>
                </>
              )}
            </Alert>
          )}
          <Tabs value={method} onChange={choose} keepMounted={false}>
            <Tabs.List grow aria-label={t`Login method`}>
              {LOGIN_METHODS.map((m) => (
                <Tabs.Tab key={m} value={m} disabled={busy}>
                  {tabLabel[m]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="name" pt="md">
              <Stack>
                <TextInput
                  label={t`Login name`}
                  autoComplete="username"
                  required
                  {...form.getInputProps('loginName')}
                />
                {passwordField}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="password" pt="md">
              <Stack>
                <TextInput
                  label={t`E-mail address`}
                  type="email"
                  autoComplete="email"
                  required
                  {...form.getInputProps('email')}
                />
                {passwordField}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="sms" pt="md">
              <MobileCodeFields purpose="login" form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="emailCode" pt="md">
              <EmailCodeFields purpose="login" form={form} />
            </Tabs.Panel>
          </Tabs>
          <TermsCheckbox
            ref={termsRef}
            checked={termsAccepted}
            onToggle={() => actor.send({ type: 'login.toggleTerms' })}
            error={termsMissing ? t`Please accept the terms and the privacy policy to log in.` : undefined}
          />
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Log in</Trans>
          </Button>
          <Group justify="space-between" gap="xs">
            <AnchorLink to="/forgetpwd" size="sm">
              <Trans>Forgot password?</Trans>
            </AnchorLink>
            <Text size="sm">
              <Anchor renderRoot={(p) => <Link to="/signup" search={redirect ? { redirect } : {}} {...p} />}>
                <Trans>Create an account</Trans>
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
