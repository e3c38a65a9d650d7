import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import * as v from 'valibot';
import { SIGNUP_METHODS, signupMachine, type SignupMethod } from '@machines/signup.machine';
import { isAgeAllowed, LoginNameSchema } from '@schemas/auth';
import { Code } from '@schemas/codes';
import type { LoginAnswer } from '@schemas/members';
import { isValidMobile } from '@schemas/otp';
import { useFlow } from '@/lib/use-flow';
import { signupActors } from './auth.actors';
import { fieldIssueText, signupErrorText } from './auth.errors';
import { NewPasswordFields } from './NewPasswordFields';
import { MobileCodeFields, mobileRecipient as recipientOf } from './otp/MobileCodeFields';
import { newPasswordFields } from './password';
import { TermsCheckbox } from './TermsCheckbox';
import { EmailCodeFields, emailRecipient } from './otp/EmailCodeFields';

type Values = {
  email: string;
  areaCode: string;
  mobile: string;
  loginName: string;
  code: string;
  password: string;
  confirm: string;
  name: string;
  englishFirstName: string;
  englishLastName: string;
  birthday: string;
  optInMarketing: boolean;
  optInNewsletter: boolean;
};
const FIELDS: Record<SignupMethod, (keyof Values)[]> = {
  email: ['email', 'code'],
  mobile: ['mobile', 'code'],
  name: ['loginName'],
};
const COMMON: (keyof Values)[] = ['password', 'confirm', 'englishFirstName', 'englishLastName', 'birthday'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ENGLISH = /^[A-Za-z][A-Za-z .'-]*$/;

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

  const schema = useMemo(() => {
    const optionalEnglish = v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || ENGLISH.test(s), t`Please use English letters.`),
      v.maxLength(64, t`This is too long.`),
    );
    return v.object({
      email: v.pipe(v.string(), v.trim(), v.regex(EMAIL, t`Please enter a valid e-mail address.`)),
      mobile: v.pipe(v.string(), v.trim(), v.nonEmpty(t`Please enter your mobile number.`)),
      loginName: v.pipe(
        v.string(),
        v.check((s) => v.is(LoginNameSchema, s), t`3 to 32 letters, digits, underscores or dots.`),
      ),
      code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, t`Please enter the 6-digit code.`)),
      ...newPasswordFields(),
      englishFirstName: optionalEnglish,
      englishLastName: optionalEnglish,
      birthday: v.pipe(
        v.string(),
        v.check(
          (s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && isAgeAllowed(s, new Date())),
          t`Members must be between 18 and 99 years old.`,
        ),
      ),
    });
  }, [t]);

  const form = useForm<Values>({
    initialValues: {
      email: '',
      areaCode: '+852',
      mobile: '',
      loginName: '',
      code: '',
      password: '',
      confirm: '',
      name: '',
      englishFirstName: '',
      englishLastName: '',
      birthday: '',
      optInMarketing: false,
      optInNewsletter: false,
    },
    validate: (values) => {
      const current = actor.getSnapshot().context.method;
      const wanted = new Set([...FIELDS[current], ...COMMON]);
      const r = v.safeParse(schema, values, { abortPipeEarly: true });
      const errors: Partial<Record<keyof Values, string>> = {};
      for (const i of r.issues ?? []) {
        const key = i.path?.[0]?.key as keyof Values | undefined;
        if (key && wanted.has(key) && !errors[key]) errors[key] = i.message;
      }
      if (!errors.confirm && values.confirm !== '' && values.confirm !== values.password) {
        errors.confirm = t`The passwords do not match.`;
      }
      if (current === 'mobile' && !errors.mobile && !isValidMobile(values.areaCode, values.mobile.trim())) {
        errors.mobile = t`Please enter a valid mobile number for the area code.`;
      }
      return errors;
    },
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
    for (const i of issues) if (i.path in form.values) form.setFieldError(i.path, fieldIssueText(i.message));
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
    const first = [...FIELDS[method], ...COMMON].find((k) => errors[k]);
    if (first) {
      form.getInputNode(first)?.focus();
      return;
    }
    const f = form.getValues();
    const extras = {
      name: f.name,
      englishFirstName: f.englishFirstName,
      englishLastName: f.englishLastName,
      birthday: f.birthday,
      optInMarketing: f.optInMarketing,
      optInNewsletter: f.optInNewsletter,
    };
    const secret = { password: f.password, confirm: f.confirm, extras };
    actor.send(
      method === 'email'
        ? { type: 'signup.submit', method, email: f.email, code: f.code, ...secret }
        : method === 'mobile'
          ? { type: 'signup.submit', method, areaCode: f.areaCode, mobile: f.mobile, code: f.code, ...secret }
          : { type: 'signup.submit', method, loginName: f.loginName, ...secret },
    );
    if (actor.getSnapshot().context.termsMissing) termsRef.current?.focus();
  }

  const emailRecipientOf = () => emailRecipient(form.values.email);
  const mobileRecipient = () => {
    const { areaCode, mobile } = form.values;
    return recipientOf(areaCode, mobile);
  };
  const loginLink = (
    <Anchor component={Link} to="/login" search={(redirect ? { redirect } : {}) as never}>
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
              <EmailCodeFields
                purpose="signup"
                email={form.getInputProps('email')}
                recipient={emailRecipientOf}
                code={form.values.code}
                onCode={(code) => form.setFieldValue('code', code)}
                codeError={form.errors.code as string | undefined}
              />
            </Tabs.Panel>
            <Tabs.Panel value="mobile" pt="md">
              <MobileCodeFields
                purpose="signup"
                areaCode={form.getInputProps('areaCode')}
                mobile={form.getInputProps('mobile')}
                recipient={mobileRecipient}
                code={form.values.code}
                onCode={(code) => form.setFieldValue('code', code)}
                codeError={form.errors.code as string | undefined}
              />
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
          <Fieldset legend={t`About you (optional)`} variant="unstyled">
            <Stack gap="sm">
              <TextInput label={t`Display name`} autoComplete="nickname" {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextInput
                  label={t`English first name`}
                  autoComplete="given-name"
                  {...form.getInputProps('englishFirstName')}
                />
                <TextInput
                  label={t`English last name`}
                  autoComplete="family-name"
                  {...form.getInputProps('englishLastName')}
                />
              </SimpleGrid>
              <TextInput
                label={t`Birthday`}
                type="date"
                autoComplete="bday"
                description={t`Members must be between 18 and 99 years old.`}
                {...form.getInputProps('birthday')}
              />
              <Checkbox
                label={t`Send me offers and promotions`}
                {...form.getInputProps('optInMarketing', { type: 'checkbox' })}
              />
              <Checkbox
                label={t`Subscribe to the newsletter`}
                {...form.getInputProps('optInNewsletter', { type: 'checkbox' })}
              />
            </Stack>
          </Fieldset>
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
