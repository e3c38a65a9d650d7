import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Withdrawal } from '@schemas/wallets';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { formatDate, formatMoney } from './format';
import { shortAddress } from '@/lib/address';
import { ListMore } from '@/components/ListMore';
import { walletErrorTexts } from './wallet.errors';
import { walletQueries } from './wallet.queries';

const STATUS: Record<Withdrawal['status'], { label: MessageDescriptor; color: string }> = {
  REQUESTED: { label: msg`Requested`, color: 'gray' },
  PROCESSING: { label: msg`Processing`, color: 'blue' },
  // A payout made to the member (지급 완료), not a purchase paid (결제 완료).
  PAID: { label: msg({ message: 'Paid', context: 'payout' }), color: 'green' },
  FAILED: { label: msg`Failed`, color: 'red' },
  CANCELLED: { label: msg`Cancelled`, color: 'gray' },
};

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/**
 * The withdraws screen (spec §3 Withdrawal): quantity in the coin (4 decimals), HKD price (2), gas fee,
 * receiving address (short form), withdraw and transfer dates, status and transaction hash; paged.
 */
export function WithdrawalsList() {
  const { i18n } = useLingui();
  const query = useInfiniteQuery(walletQueries.withdrawals());
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const locale = i18n.locale;
  return (
    <Stack>
      <Title order={1} size="h2">
        <Trans>Withdrawals</Trans>
      </Title>
      <ListState
        query={query}
        skeleton={<ListSkeleton rows={3} height={120} />}
        isEmpty={items.length === 0}
        empty={<ListEmpty title={<Trans>No withdrawals yet</Trans>} />}
        texts={walletErrorTexts}
      >
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((w) => (
            <Paper key={w.id} component="li" withBorder p="md" radius="md" data-testid="withdrawal">
              <Group justify="space-between" mb="xs">
                <Text fw={700}>{formatMoney(w.quantity, w.currency, locale)}</Text>
                <Badge color={STATUS[w.status].color} variant="light">
                  {i18n._(STATUS[w.status].label)}
                </Badge>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                <Field label={<Trans>Price</Trans>}>
                  {w.price ? formatMoney(w.price, 'HKD', locale) : '—'}
                </Field>
                <Field label={<Trans>Gas fee</Trans>}>
                  {w.gasFee ? formatMoney(w.gasFee, w.currency, locale) : '—'}
                </Field>
                <Field label={<Trans>Receiving address</Trans>}>
                  <span title={w.toAddress}>{shortAddress(w.toAddress)}</span>
                </Field>
                <Field label={<Trans>Withdraw date</Trans>}>{formatDate(w.withdrawDate, locale)}</Field>
                <Field label={<Trans>Transfer date</Trans>}>{formatDate(w.transferDate, locale)}</Field>
                <Field label={<Trans>Transaction hash</Trans>}>
                  <span title={w.txHash ?? undefined}>{w.txHash ? shortAddress(w.txHash) : '—'}</span>
                </Field>
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
        <ListMore query={query} />
      </ListState>
    </Stack>
  );
}
