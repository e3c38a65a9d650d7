import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListError, ListSkeleton } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { formatDateTime } from './format';
import { orderErrorTexts } from './orders.errors';
import { METHOD } from './payment-labels';
import { paymentQueries, type PaymentAttempt } from './payments.queries';

/** An attempt's outcome, with a colour each. CANCELLED is what a newer attempt does to an open older one. */
const OUTCOME: Record<PaymentAttempt['status'], { label: MessageDescriptor; color: string }> = {
  OPEN: { label: msg`In progress`, color: 'blue' },
  SUCCEEDED: { label: msg`Paid`, color: 'green' },
  FAILED: { label: msg`Failed`, color: 'red' },
  EXPIRED: { label: msg`Expired`, color: 'gray' },
  CANCELLED: { label: msg`Replaced by a newer attempt`, color: 'gray' },
};

/** Why an attempt failed, for the codes payment providers answer (spec §8 Payment). */
const WHY: Record<number, MessageDescriptor> = {
  1004: msg`The card was declined`,
  1006: msg`The time to pay ran out`,
  1009: msg`The card has expired`,
  1013: msg`Cancelled, or no longer valid`,
  4606: msg`The provider's reference was already used for another amount`,
};

function AttemptRow({ attempt }: { attempt: PaymentAttempt }) {
  const { i18n } = useLingui();
  const outcome = OUTCOME[attempt.status];
  const code = attempt.failureCode;
  const why = code === null ? null : WHY[code] ? i18n._(WHY[code]) : null;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="payment-attempt">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={outcome.color}>
              {i18n._(outcome.label)}
            </Badge>
            <Text size="sm">{attempt.method ? i18n._(METHOD[attempt.method]) : '—'}</Text>
          </Group>
          <Text size="sm">{formatMinor(attempt.amount, attempt.currency, i18n.locale)}</Text>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={attempt.startedAt}>{formatDateTime(attempt.startedAt, i18n.locale)}</time>
        </Text>
        {code !== null && (
          <Text size="sm">
            {why ? (
              <Trans>
                Why: {why} (code {code})
              </Trans>
            ) : (
              <Trans>Why: code {code}</Trans>
            )}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Every attempt to pay the order (listPaymentAttempts), oldest first: the declined and expired ones with the
 * provider's reason, so the buyer and customer service see what happened between "payment started" and
 * "payment received".
 */
export function PaymentAttempts({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const query = useQuery(paymentQueries.attempts(orderId));
  if (query.isPending) return <ListSkeleton rows={1} height={56} />;
  if (query.isError)
    return <ListError error={query.error} onRetry={() => void query.refetch()} texts={orderErrorTexts} />;
  if (query.data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Attempts to pay</Trans>
      </Title>
      <Stack
        gap="xs"
        component="ul"
        aria-label={t`Attempts to pay`}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {query.data.map((a) => (
          <AttemptRow key={a.id} attempt={a} />
        ))}
      </Stack>
    </Stack>
  );
}
