import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { otpMachine } from '@machines/otp.machine';
import { LOCALES } from '@schemas/common';
import type { CodeIssued } from '@schemas/otp';
import { useFlow } from '@/lib/use-flow';
import { CaptchaField } from './CaptchaField';
import { otpActors, otpQueries, type OtpChannel, type OtpPurpose } from './otp.actors';
import { otpErrorText } from './otp.errors';

export type OtpCodeFieldProps = {
  channel: OtpChannel;
  /** The contact the code goes to (e-mail, or a full mobile '+85291234567'); null while it is not valid. */
  recipient: () => string | null;
  purpose: OtpPurpose;
  /** The typed code. */
  value: string;
  onChange: (code: string) => void;
  /** The form's error for the code (e.g. a wrong code after submit); true marks it when the text is elsewhere. */
  error?: ReactNode;
  /** Set by the form once the code was accepted: the countdown stops. */
  verified?: boolean;
  /** A code another call already sent to the contact (the QR mini page's e-form): counts down from it. */
  sent?: CodeIssued;
};

/**
 * The "verification code" input with its "Send code" button (spec §5: code required, no resend within
 * 60 s, image captcha for SMS), driven by the otp machine: counts down to the next allowed send, shows
 * why a send was refused, and asks for the picture code before each SMS.
 */
export function OtpCodeField({
  channel,
  recipient,
  purpose,
  value,
  onChange,
  error,
  verified,
  sent: sentBefore,
}: OtpCodeFieldProps) {
  const { t, i18n } = useLingui();
  const locale = (LOCALES as readonly string[]).includes(i18n.locale) ? i18n.locale : undefined;
  const machine = useMemo(
    () => otpMachine.provide({ actors: otpActors({ channel, purpose, ...(locale ? { locale } : {}) }) }),
    [channel, purpose, locale],
  );
  const actor = useFlow(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const waiting = useSelector(actor, (s) => s.matches('waiting'));
  const sent = useSelector(actor, (s) => s.hasTag('sent'));
  const expired = useSelector(actor, (s) => s.matches('expired'));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const errorCode = useSelector(actor, (s) => (s.matches('idle') ? s.context.errorCode : null));

  const isSms = channel === 'sms';
  const captcha = useQuery({ ...otpQueries.captcha(), enabled: isSms });
  const [captchaText, setCaptchaText] = useState('');

  const contact = recipient();
  // A changed contact needs its own code: forget the one sent to the previous contact.
  const lastContact = useRef(contact);
  useEffect(() => {
    if (lastContact.current !== contact) {
      lastContact.current = contact;
      actor.send({ type: 'otp.reset' });
    }
  }, [actor, contact]);

  useEffect(() => {
    if (verified) actor.send({ type: 'otp.verified' });
  }, [actor, verified]);

  useEffect(() => {
    if (sentBefore && sentBefore.resendAfterSeconds > 0) actor.send({ type: 'otp.sent', ...sentBefore });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the code the other call sent
  }, [actor]);

  // Each captcha is good for one request: after any answer draw a new one.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && isSms) {
      setCaptchaText('');
      void captcha.refetch();
    }
    wasBusy.current = busy;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on the busy edge
  }, [busy, isSms]);

  const needsCaptcha = isSms && (!captcha.data || captchaText.trim() === '');
  const canSend = contact !== null && !busy && !waiting && !needsCaptcha && !verified;

  function send() {
    if (!contact || !canSend) return;
    actor.send({
      type: 'otp.request',
      recipient: contact,
      ...(isSms && captcha.data
        ? { captchaId: captcha.data.captchaId, captchaText: captchaText.trim() }
        : {}),
    });
  }

  const label = waiting ? (
    <Trans>Resend in {secondsLeft} s</Trans>
  ) : sent || expired ? (
    <Trans>Resend code</Trans>
  ) : (
    <Trans>Send code</Trans>
  );

  return (
    <Stack gap="xs">
      {isSms && !verified && <CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} />}
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t`Verification code`}
          placeholder={t`6 digits`}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={error}
          disabled={verified}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          mt={25}
          variant="light"
          onClick={send}
          disabled={!canSend}
          loading={busy}
          style={{ flexShrink: 0 }}
          aria-live="polite"
        >
          {label}
        </Button>
      </Group>
      {errorCode !== null && (
        <Text size="sm" c="red" role="alert">
          {otpErrorText(errorCode)}
        </Text>
      )}
      {sent && !verified && (
        <Text size="xs" c="dimmed" role="status">
          {isSms ? (
            <Trans>A code was sent by SMS. It is valid for 10 minutes.</Trans>
          ) : (
            <Trans>A code was sent by e-mail. It is valid for 10 minutes.</Trans>
          )}
        </Text>
      )}
      {expired && (
        <Text size="xs" c="orange" role="status">
          <Trans>The code has expired. Please request a new one.</Trans>
        </Text>
      )}
      {contact === null && !sent && (
        <Text size="xs" c="dimmed">
          {isSms ? (
            <Trans>Enter a valid mobile number to get a code.</Trans>
          ) : (
            <Trans>Enter a valid e-mail address to get a code.</Trans>
          )}
        </Text>
      )}
    </Stack>
  );
}
