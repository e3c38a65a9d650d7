import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInfoCircle, IconMail, IconMessage, IconPhoto, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Code } from '@schemas/codes';
import { ListEmpty, ListError } from '@/components/ListState';
import { codeOf } from '@/lib/error-text';
import type { DevOutboxEntry } from '@schemas/otp';
import { otpQueries } from './otp.actors';

const BADGE = {
  email: { color: 'blue', Icon: IconMail },
  sms: { color: 'teal', Icon: IconMessage },
  captcha: { color: 'grape', Icon: IconPhoto },
} as const;

/** The kind of a stored message: an e-mail, an SMS, or an image captcha's answer (keyed by captcha id). */
function ChannelBadge({ channel }: { channel: DevOutboxEntry['channel'] }) {
  const { t } = useLingui();
  const { color, Icon } = BADGE[channel];
  const label = { email: t`E-mail`, sms: t`SMS`, captcha: t`Picture code` }[channel];
  return (
    <Badge variant="light" color={color} leftSection={<Icon size={12} aria-hidden />}>
      {label}
    </Badge>
  );
}

/**
 * The development mailbox (#/devMailbox): mail and SMS the server stored because no mail/SMS provider is
 * configured, newest first, so a local user can read their verification codes; also the answers of image
 * captchas (server/notify/dev-mailbox.ts), recorded only while this mailbox is on.
 */
export function DevMailbox() {
  const { t, i18n } = useLingui();
  const query = useQuery(otpQueries.devOutbox());
  const off = query.isError && codeOf(query.error) === Code.NOT_FOUND;

  return (
    <Stack gap="md" maw={860} mx="auto" w="100%">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          <Trans>Dev mailbox</Trans>
        </Title>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Group>
      {off ? (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />} role="status">
          <Trans>The dev mailbox is off</Trans>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <Trans>
              Development mailbox: messages are shown here because no mail/SMS provider is configured.
            </Trans>
          </Text>
          {query.isPending ? (
            <Stack aria-busy="true" gap="sm">
              <VisuallyHidden role="status">
                <Trans>Loading…</Trans>
              </VisuallyHidden>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={90} radius="md" />
              ))}
            </Stack>
          ) : query.isError ? (
            <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : query.data.length === 0 ? (
            <ListEmpty title={<Trans>No messages yet</Trans>}>
              <Text size="sm" c="dimmed">
                <Trans>Codes you request by e-mail or SMS appear here.</Trans>
              </Text>
            </ListEmpty>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Messages`}>
              {query.data.map((m) => (
                <Card key={m.id} component="li" withBorder padding="sm" radius="md">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <ChannelBadge channel={m.channel} />
                      <Text fw={600} truncate>
                        {m.recipient}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {i18n.date(new Date(m.createdAt), { dateStyle: 'medium', timeStyle: 'medium' })}
                    </Text>
                  </Group>
                  {m.subject && (
                    <Text size="sm" fw={500} mt={4}>
                      {m.subject}
                    </Text>
                  )}
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.body}
                  </Text>
                </Card>
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
