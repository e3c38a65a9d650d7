import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { EFORM_CODE_PURPOSES } from '@schemas/eforms';
import { codeOf } from '@/lib/error-text';
import { isLocale } from '@/lib/locale';
import { qpwalletApi } from './qpwallet.api';
import { useQpTexts } from './qpwallet.errors';

type Props = {
  email: string;
  purpose: (typeof EFORM_CODE_PURPOSES)[number];
  /** Seconds until the code the e-form sent may be sent again (0: none was sent). */
  resendAfterSeconds: number;
  value: string;
  onChange: (code: string) => void;
  /** The form's error for the code: a text, or true to mark it when the text is shown elsewhere. */
  error?: ReactNode;
};

/** Seconds left until `until` (epoch ms), ticking every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The e-mail code of the registration step: submitting the e-form already sent it, so this starts with
 * the countdown to the next allowed send (spec §5 "no resend within 60 s"), then resends with the
 * e-form's code purpose through requestEmailCode.
 */
export function EformCodeField({ email, purpose, resendAfterSeconds, value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const { errorText } = useQpTexts();
  const [until, setUntil] = useState(() => Date.now() + resendAfterSeconds * 1000);
  const secondsLeft = useSecondsLeft(until);
  const resend = useMutation({
    mutationFn: () =>
      qpwalletApi.resendCode({ email, purpose, ...(isLocale(i18n.locale) ? { locale: i18n.locale } : {}) }),
    onSuccess: (issued) => setUntil(Date.now() + issued.resendAfterSeconds * 1000),
  });
  const sent = resendAfterSeconds > 0 || resend.isSuccess;

  return (
    <Stack gap="xs">
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
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          mt={25}
          variant="light"
          onClick={() => resend.mutate()}
          disabled={secondsLeft > 0}
          loading={resend.isPending}
          style={{ flexShrink: 0 }}
          aria-live="polite"
        >
          {secondsLeft > 0 ? (
            <Trans>Resend in {secondsLeft} s</Trans>
          ) : sent ? (
            <Trans>Resend code</Trans>
          ) : (
            <Trans>Send code</Trans>
          )}
        </Button>
      </Group>
      {resend.isError && (
        <Text size="sm" c="red" role="alert">
          {errorText(codeOf(resend.error))}
        </Text>
      )}
      {sent && (
        <Text size="xs" c="dimmed" role="status">
          <Trans>A code was sent by e-mail. It is valid for 10 minutes.</Trans>
        </Text>
      )}
    </Stack>
  );
}
