import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { newsletterMachine } from '@machines/newsletter.machine';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { useFlow } from '@/lib/use-flow';
import { subscribe } from './newsletter.actors';

const machine = newsletterMachine.provide({ actors: { subscribe } });

/** The footer's newsletter sign-up (spec §1, §5): e-mail check, locked button while sending, result text. */
export function NewsletterForm() {
  const actor = useFlow(machine);
  const email = useSelector(actor, (s) => s.context.email);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const invalid = useSelector(actor, (s) => s.matches('invalid'));
  const subscribed = useSelector(actor, (s) => s.matches('subscribed'));
  const errorCode = useSelector(actor, (s) => (s.matches('failed') ? s.context.errorCode : null));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'newsletter.submit' }));
  const titleId = useId();

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Text fw={700} id={titleId}>
        <Trans>Newsletter</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Get the latest drops and news in your inbox.</Trans>
      </Text>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'newsletter.submit' });
        }}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            type="email"
            autoComplete="email"
            aria-label={t`E-mail address`}
            placeholder={t`Your e-mail address`}
            leftSection={<IconMail size={16} aria-hidden />}
            value={email}
            onChange={(e) => actor.send({ type: 'newsletter.change', email: e.currentTarget.value })}
            error={
              invalid
                ? t({ id: 'footer_subscribe_tip', message: 'Please enter a valid e-mail address' })
                : undefined
            }
          />
          <Button type="submit" loading={busy} disabled={!canSubmit}>
            <Trans>Subscribe</Trans>
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {subscribed && (
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} p="xs" role="status">
            <Trans>Thank you for subscribing!</Trans>
          </Alert>
        )}
        {errorCode !== null && (
          <Alert color="red" p="xs" role="alert">
            {errorText(new ApiError(errorCode, ''))}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
