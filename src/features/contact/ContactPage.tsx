import { useLingui as useLinguiCore } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { UserInfo } from '@schemas/members';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { markIssues } from '@/lib/field-issues';
import { isLocale } from '@/lib/locale';
import { useFlow } from '@/lib/use-flow';
import { contactFlow } from './contact.actors';
import { contactErrorTexts } from './contact.errors';
import { contactIssueText, MESSAGE_MAX, prefill, validateContact, type ContactValues } from './contact.form';
import { queryRoots } from '@/lib/query-keys';

/**
 * The contact form (login required): validates with the shared rules, sends through the contact machine.
 * `topic` 'enterprise' (the pricing page's Enterprise plan, on request) fills the subject in.
 */
export function ContactPage({ topic }: { topic?: string | undefined } = {}) {
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const queryClient = useQueryClient();
  const [initial] = useState(() =>
    prefill(
      queryClient.getQueryData<UserInfo>(queryRoots.memberDetail()),
      topic === 'enterprise' ? t`Enterprise plan enquiry` : '',
    ),
  );
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateContact(values, i18n),
  });
  const actor = useFlow(contactFlow);
  const state = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const code = useSelector(actor, (s) => s.context.code);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'contact.retry' }));
  const issues = useSelector(actor, (s) => s.context.issues);

  // The fields the server refused (4200) are marked on the form, and the first one takes the focus.
  useEffect(() => {
    if (issues.length === 0) return;
    markIssues(form, issues, (_, issue) => contactIssueText(issue.path, i18n));
    const first = (['name', 'email', 'subject', 'message'] as const).find((f) =>
      issues.some((i) => i.path === f),
    );
    if (first) form.getInputNode(first)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [issues]);

  const submit = form.onSubmit((values) => {
    const locale = isLocale(i18n.locale) ? i18n.locale : 'en_US';
    actor.send({ type: 'contact.submit', message: { ...values, locale } });
  });
  const another = () => {
    form.setValues({ ...initial });
    form.resetDirty();
    actor.send({ type: 'contact.reset' });
  };

  if (state === 'sent') {
    const email = form.values.email.trim();
    return (
      <Container size="sm" py="lg">
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" ta="center" gap="sm" role="status">
            <IconCircleCheck size={48} color="var(--mantine-color-green-6)" aria-hidden />
            <Title order={1} size="h2">
              <Trans>Message sent</Trans>
            </Title>
            <Text>
              <Trans>
                Thanks, we received your message. Our support team will reply to {email} as soon as possible,
                usually within two working days.
              </Trans>
            </Text>
            <Button variant="light" onClick={another}>
              <Trans>Send another message</Trans>
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const length = form.values.message.length;
  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Contact us</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Questions about an order, a card, a coupon or your wallet? Write to us and we will answer by
              e-mail.
            </Trans>
          </Text>
        </Stack>
        {state === 'failed' && code !== null && (
          <Alert
            role="alert"
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={<Trans>Your message was not sent</Trans>}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(new ApiError(code, ''), contactErrorTexts)}</Text>
              <Text size="xs" c="dimmed">
                <Trans>Nothing you typed is lost. Error code: {code}</Trans>
              </Text>
              {/* The same text would be refused again: a refused field is fixed in the form, not retried. */}
              {issues.length === 0 && (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  disabled={!canRetry}
                  onClick={() => actor.send({ type: 'contact.retry' })}
                >
                  <Trans>Try again</Trans>
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <form onSubmit={submit} noValidate aria-busy={busy}>
            <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">
                <TextInput
                  label={t`Name`}
                  autoComplete="name"
                  required
                  maxLength={80}
                  {...form.getInputProps('name')}
                />
                <TextInput
                  label={t`E-mail`}
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  {...form.getInputProps('email')}
                />
                <TextInput label={t`Subject`} required maxLength={120} {...form.getInputProps('subject')} />
                <Textarea
                  label={t`Message`}
                  required
                  autosize
                  minRows={5}
                  maxRows={14}
                  maxLength={MESSAGE_MAX}
                  description={t`${length} / ${MESSAGE_MAX} characters (at least 10)`}
                  {...form.getInputProps('message')}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={busy} leftSection={<IconSend size={18} aria-hidden />}>
                    <Trans>Send message</Trans>
                  </Button>
                </Group>
              </Stack>
            </fieldset>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
