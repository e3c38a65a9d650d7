import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListError, ListSkeleton } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { formatDateTime } from './format';
import { orderErrorTexts } from './orders.errors';
import { METHOD, PROVIDER, REFUND_REASON } from './payment-labels';
import { paymentQueries, type PaymentEntry } from './payments.queries';
import { PaymentAttempts } from './PaymentAttempts';
import { RefundPaymentDialog } from './RefundPaymentDialog';

/** One ledger row: payment or refund, method, amount, time; a refund's reason; what is left of a payment. */
function PaymentRow({ entry, support }: { entry: PaymentEntry; support: boolean }) {
  const { i18n } = useLingui();
  const refund = entry.kind === 'REFUND';
  const amount = formatMinor(entry.amount, entry.currency, i18n.locale);
  const named = PROVIDER[entry.provider];
  const method = entry.method ? i18n._(METHOD[entry.method]) : named ? i18n._(named) : entry.provider;
  const reason = REFUND_REASON[entry.reason];
  const left = entry.refundable ?? '0';
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="payment-entry" data-kind={entry.kind}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={refund ? 'orange' : 'green'}>
              {refund ? <Trans>Refund</Trans> : <Trans>Payment</Trans>}
            </Badge>
            <Text size="sm">{method}</Text>
          </Group>
          <Text fw={700} size="sm" data-testid="payment-amount">
            {refund ? `−${amount}` : amount}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.time}>{formatDateTime(entry.time, i18n.locale)}</time>
        </Text>
        {refund && entry.reason && (
          <Text size="sm">
            <Trans>Reason: {reason ? i18n._(reason) : entry.reason}</Trans>
          </Text>
        )}
        {!refund && left !== entry.amount && (
          <Text size="xs" c="dimmed">
            <Trans>Still refundable: {formatMinor(left, entry.currency, i18n.locale)}</Trans>
          </Text>
        )}
        {support && !refund && BigInt(left) > 0n && (
          <Group justify="flex-end">
            <RefundPaymentDialog payment={entry} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The order's payments and refunds from the ledger (listPayments), oldest first, so the buyer sees each refund
 * with its amount, method and time; customer service (`support`) refunds each payment from here.
 */
export function OrderPayments({ orderId, support = false }: { orderId: string; support?: boolean }) {
  const { t } = useLingui();
  const query = useQuery(paymentQueries.list(orderId));
  const headingId = `order-payments-${orderId}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="order-payments">
      <Title order={2} size="h4" id={headingId}>
        <Trans>Payments and refunds</Trans>
      </Title>
      {query.isPending ? (
        <ListSkeleton rows={1} height={56} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} texts={orderErrorTexts} />
      ) : query.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No payment yet.</Trans>
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t`Payments and refunds`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {query.data.map((entry) => (
            <PaymentRow key={entry.id} entry={entry} support={support} />
          ))}
        </Stack>
      )}
      <PaymentAttempts orderId={orderId} />
    </Stack>
  );
}
