import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef } from 'react';
import type { QpWalletActor } from '@machines/qpwallet.machine';
import { Code } from '@schemas/codes';
import { EMAIL } from '@schemas/content';
import { ConfirmSubmitDialog } from './ConfirmSubmitDialog';
import { useQpTexts } from './qpwallet.errors';
import { useParts } from './qpwallet.parts';

type Values = { email: string; captchaText: string };

/**
 * Step 1, the e-form (spec §5): e-mail and picture code, confirmed before it is sent. A logged-in member's
 * bound e-mail is filled in and fixed (the wallet belongs to the account's own contact). A wrong picture
 * code is shown on its field with a new picture; other refusals above the form; the e-mail stays.
 */
export function EformStep({ actor, bound }: { actor: QpWalletActor; bound: string | null }) {
  const { t } = useLingui();
  const { CaptchaField, captchaQuery } = useParts();
  const { errorText, issueText } = useQpTexts();
  const captcha = useQuery(captchaQuery());
  const stateValue = useSelector(actor, (s) => String(s.value));
  const entry = useSelector(actor, (s) => s.context.entry);
  const errorCode = useSelector(actor, (s) => (s.matches('form') ? s.context.errorCode : null));
  const issues = useSelector(actor, (s) => (s.matches('form') ? s.context.issues : []));
  const alertRef = useRef<HTMLDivElement>(null);
  const captchaRef = useRef<HTMLDivElement>(null);

  const form = useForm<Values>({
    initialValues: { email: entry.email, captchaText: '' },
    validate: {
      email: (v) =>
        v.trim() === ''
          ? t`Please enter your e-mail address.`
          : EMAIL.test(v.trim())
            ? null
            : t`Please enter a valid e-mail address.`,
      captchaText: (v) => (v.trim() === '' ? t`Please type the characters in the picture.` : null),
    },
  });

  useEffect(() => {
    if (bound) form.setFieldValue('email', bound);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the bound e-mail arrives
  }, [bound]);

  // Each picture code is good for one try: after a refusal draw a new one and say why.
  useEffect(() => {
    if (errorCode === null) return;
    form.setFieldValue('captchaText', '');
    void captcha.refetch();
    for (const i of issues) if (i.path === 'email') form.setFieldError('email', issueText(i.message));
    if (errorCode === Code.CAPTCHA_WRONG) {
      form.setFieldError('captchaText', errorText(errorCode));
      captchaRef.current?.querySelector('input')?.focus();
    } else if (errorCode === Code.VALIDATION_FAILED && issues.length > 0) {
      form.getInputNode('email')?.focus();
    } else alertRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when an answer arrives
  }, [errorCode, issues]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      if (errors.email) form.getInputNode('email')?.focus();
      else captchaRef.current?.querySelector('input')?.focus();
      return;
    }
    if (!captcha.data) return;
    const { email, captchaText } = form.getValues();
    actor.send({ type: 'qpwallet.submit', email, captchaId: captcha.data.captchaId, captchaText });
  }

  const showAlert =
    errorCode !== null &&
    errorCode !== Code.CAPTCHA_WRONG &&
    !(errorCode === Code.VALIDATION_FAILED && issues.length > 0);

  return (
    <form onSubmit={submit} noValidate aria-label={t`Your details`}>
      <Stack mt="md">
        <Text size="sm" c="dimmed">
          <Trans>Enter your e-mail address to register and get your wallet.</Trans>
        </Text>
        {showAlert && (
          <Alert color="red" role="alert" ref={alertRef} tabIndex={-1}>
            {errorText(errorCode)}
          </Alert>
        )}
        <TextInput
          label={t`E-mail address`}
          type="email"
          autoComplete="email"
          required
          readOnly={bound !== null}
          description={bound ? t`The e-mail address of your account` : undefined}
          {...form.getInputProps('email')}
        />
        <div ref={captchaRef}>
          <CaptchaField
            captcha={captcha}
            value={form.getValues().captchaText}
            onChange={(text) => form.setFieldValue('captchaText', text)}
            error={form.errors.captchaText as string | undefined}
          />
        </div>
        <Button type="submit" disabled={!captcha.data} style={{ alignSelf: 'flex-start' }}>
          <Trans>Submit</Trans>
        </Button>
      </Stack>
      <ConfirmSubmitDialog
        opened={stateValue === 'confirming' || stateValue === 'submitting'}
        busy={stateValue === 'submitting'}
        email={entry.email}
        onCancel={() => actor.send({ type: 'qpwallet.cancel' })}
        onSubmit={() => actor.send({ type: 'qpwallet.confirm' })}
      />
    </form>
  );
}
