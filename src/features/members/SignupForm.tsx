import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { SIGNUP_METHODS, signupMachine, type SignupMethod } from '@machines/signup.machine';
import { Code } from '@schemas/codes';
import type { LoginAnswer } from '@schemas/members';
import { markIssues } from '@/lib/field-issues';
import { useFlow } from '@/lib/use-flow';
import { signupActors } from './auth.actors';
import { fieldIssueText, signupErrorText } from './auth.errors';
import { NewPasswordFields } from './NewPasswordFields';
import { MobileCodeFields } from './otp/MobileCodeFields';
import {
  fieldsOf,
  INITIAL_SIGNUP_VALUES,
  signupRequest,
  validateSignup,
  type SignupValues,
} from './signup-form';
import { SignupExtras } from './SignupExtras';
import { TermsCheckbox } from './TermsCheckbox';
import { EmailCodeFields } from './otp/EmailCodeFields';

/**
 * Sign-up (spec §2 signup, §3 registration extras, §5) by e-mail or mobile with a verification code, or by
 * login name; password with a live rule checklist and confirmation; optional extras; terms. Calls back
 * once the new member is logged in.
 */
export function SignupForm({
  onSignedUp,
  redirect,
}: {
  onSignedUp: (answer: LoginAnswer) => void;
  redirect?: string | undefined;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const machine = useMemo(() => signupMachine.provide({ actors: signupActors(queryClient) }), [queryClient]);
  const actor = useFlow(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const method = useSelector(actor, (s) => s.context.method);
  const termsAccepted = useSelector(actor, (s) => s.context.termsAccepted);
  const termsMissing = useSelector(actor, (s) => s.context.termsMissing);
  const errorCode = useSelector(actor, (s) => (s.matches('failed') ? s.context.errorCode : null));
  const issues = useSelector(actor, (s) => (s.matches('failed') ? s.context.issues : []));
  const termsRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const form = useForm<SignupValues>({
    initialValues: INITIAL_SIGNUP_VALUES,
    validate: (values) => validateSignup(values, actor.getSnapshot().context.method),
    validateInputOnBlur: true,
    onValuesChange: () => actor.send({ type: 'signup.edit' }),
  });

  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done' && s.context.answer) onSignedUp(s.context.answer);
    });
    return () => sub.unsubscribe();
  }, [actor, onSignedUp]);

  // Field issues the server found (e.g. the age on its clock) land on their fields.
  useEffect(() => {
    markIssues(form, issues, fieldIssueText);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [issues]);

  useEffect(() => {
    if (errorCode !== null && errorCode !== Code.VALIDATION_FAILED) alertRef.current?.focus();
  }, [errorCode]);

  function choose(next: string | null) {
    if (!next || next === method) return;
    form.clearErrors();
    form.setFieldValue('code', '');
    actor.send({ type: 'signup.method', method: next as SignupMethod });
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { errors } = form.validate();
    const first = fieldsOf(method).find((k) => errors[k]);
    if (first) {
      form.getInputNode(first)?.focus();
      return;
    }
    actor.send({ type: 'signup.submit', ...signupRequest(method, form.getValues()) });
    if (actor.getSnapshot().context.termsMissing) termsRef.current?.focus();
  }

  const loginLink = (
    <Anchor renderRoot={(p) => <Link to="/login" search={redirect ? { redirect } : {}} {...p} />}>
      <Trans>Log in</Trans>
    </Anchor>
  );
  const tabLabel: Record<SignupMethod, string> = {
    email: t`E-mail`,
    mobile: t`Mobile`,
    name: t`Login name`,
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="signup-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2" id="signup-title">
            <Trans>Create an account</Trans>
          </Title>
          {errorCode !== null && errorCode !== Code.VALIDATION_FAILED && (
            <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
              {signupErrorText(errorCode)}
              {errorCode === Code.ALREADY_REGISTERED && <> {loginLink}</>}
            </Alert>
          )}
          <Tabs value={method} onChange={choose} keepMounted={false}>
            <Tabs.List grow aria-label={t`Sign-up method`}>
              {SIGNUP_METHODS.map((m) => (
                <Tabs.Tab key={m} value={m} disabled={busy}>
                  {tabLabel[m]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="email" pt="md">
              <EmailCodeFields purpose="signup" form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="mobile" pt="md">
              <MobileCodeFields purpose="signup" form={form} />
            </Tabs.Panel>
            <Tabs.Panel value="name" pt="md">
              <TextInput
                label={t`Choose a login name`}
                description={t`3 to 32 letters, digits, underscores or dots.`}
                autoComplete="username"
                required
                {...form.getInputProps('loginName')}
              />
            </Tabs.Panel>
          </Tabs>
          <NewPasswordFields form={form} />
          <SignupExtras form={form} />
          <TermsCheckbox
            ref={termsRef}
            checked={termsAccepted}
            onToggle={() => actor.send({ type: 'signup.toggleTerms' })}
            error={termsMissing ? t`Please accept the terms and the privacy policy to sign up.` : undefined}
          />
          <Button type="submit" loading={busy} fullWidth>
            <Trans>Sign up</Trans>
          </Button>
          <Group gap={4} justify="center">
            <Trans>Already have an account?</Trans> {loginLink}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
