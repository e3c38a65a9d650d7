import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import {
  EMAIL_TAKEN_CODE,
  type ContactValues,
  type FieldIssue,
} from '@machines/merchant-registration.machine';
import { AREA_CODES } from '@schemas/otp';
import { merchantCodeText } from './merchants.errors';
import { contactErrors, EMPTY_CONTACT } from './registration-form';
import { useStepIssues } from './use-step-issues';
import { AnchorLink } from '@/components/router-links';

/** Step 2, the contact person (spec §3); the e-mail is the account's and is checked when going on. */
export function ContactStep({
  initial,
  busy,
  errorCode,
  issues = [],
  onBack,
  onNext,
}: {
  initial: ContactValues | null;
  busy: boolean;
  errorCode: number | null;
  /** Fields of this step the server refused (4200): at the e-mail check or when the application was sent. */
  issues?: readonly FieldIssue[];
  onBack: () => void;
  onNext: (values: ContactValues) => void;
}) {
  const { t } = useLingui();
  const form = useForm<ContactValues>({ initialValues: initial ?? EMPTY_CONTACT, validate: contactErrors });
  useStepIssues(form, issues, Object.keys(EMPTY_CONTACT));
  // An e-mail that already has an account cannot be known before the check: the field itself says so.
  useEffect(() => {
    if (errorCode !== EMAIL_TAKEN_CODE) return;
    form.setFieldError('email', merchantCodeText(errorCode));
    form.getInputNode('email')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [errorCode]);
  const submit = form.onSubmit(onNext, (errors) => {
    const first = Object.keys(EMPTY_CONTACT).find((k) => errors[k]);
    if (first) form.getInputNode(first)?.focus();
  });
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack>
          {errorCode !== null && (
            <Alert color="red" role="alert">
              {merchantCodeText(errorCode)}
              {errorCode === EMAIL_TAKEN_CODE && (
                <>
                  {' '}
                  <AnchorLink to="/login">
                    <Trans>Log in</Trans>
                  </AnchorLink>
                </>
              )}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`First name`}
              required
              autoComplete="given-name"
              maxLength={64}
              {...form.getInputProps('contactFirstName')}
            />
            <TextInput
              label={t`Last name`}
              required
              autoComplete="family-name"
              maxLength={64}
              {...form.getInputProps('contactLastName')}
            />
          </SimpleGrid>
          <TextInput label={t`Position`} required maxLength={64} {...form.getInputProps('position')} />
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <NativeSelect
              label={t`Area code`}
              required
              data={[...AREA_CODES]}
              w={110}
              style={{ flex: 'none' }}
              {...form.getInputProps('contactAreaCode')}
            />
            <TextInput
              label={t`Contact number`}
              required
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={15}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps('contactNumber')}
            />
          </Group>
          <TextInput
            label={t`E-mail`}
            description={t`Your business account signs in with this e-mail; the verification code goes there.`}
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t`Website`}
            required
            type="url"
            placeholder="https://"
            autoComplete="url"
            maxLength={300}
            {...form.getInputProps('website')}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={busy}>
              <Trans>Next</Trans>
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
