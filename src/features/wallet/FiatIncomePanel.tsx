import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { FiatIncome } from '@schemas/fulfilment';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { formatDate } from './format';
import { walletErrorTexts } from './wallet.errors';
import { walletQueries } from './wallet.queries';

type Entry = FiatIncome['entries'][number];

const REASON: Record<Entry['reason'], MessageDescriptor> = {
  // Income from sales (銷售), not the sold event of an item's activity (售出).
  SALE: msg({ message: 'Sale', context: 'income' }),
  ROYALTY: msg`Royalty`,
  REFUND: msg`Refund`,
  PAYOUT: msg`Payout`,
};

/** A signed amount from its cents string: "+HK$195.00", "-HK$10.00" (the sign is text, not only colour). */
function signed(cents: string, locale: string): string {
  const text = formatMinor(cents, 'HKD', locale);
  return cents.startsWith('-') || /^0+$/.test(cents) ? text : `+${text}`;
}

function EntryRow({ entry, locale }: { entry: Entry; locale: string }) {
  const { i18n } = useLingui();
  const number = entry.orderNumber;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="fiat-entry">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} size="sm">
            {i18n._(REASON[entry.reason])}
            {number && (
              <Text span size="sm" fw={400}>
                {' · '}
                <Trans>Order {number}</Trans>
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale)}</time>
          </Text>
        </Stack>
        <Text fw={700} size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {signed(entry.amount, locale)}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * Card income (fiat income is listed in the wallet overview): the HKD balance from card-paid
 * sales and royalties, and the newest entries. Amounts come as cent strings and are formatted from them.
 */
export function FiatIncomePanel() {
  const { i18n } = useLingui();
  const headingId = useId();
  const query = useQuery(walletQueries.fiatIncome());
  const locale = i18n.locale;
  let body;
  if (query.isPending) body = <ListSkeleton rows={2} height={48} />;
  else if (query.isError && query.data === undefined)
    body = (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        texts={walletErrorTexts}
        title={<Trans>Card income could not be loaded</Trans>}
        retryLabel={<Trans>Retry</Trans>}
      />
    );
  else if (query.data.entries.length === 0) body = <ListEmpty title={<Trans>No card income yet</Trans>} />;
  else
    body = (
      <Stack gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            <Trans>Balance</Trans>
          </Text>
          <Text fz={28} fw={700} data-testid="fiat-balance" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMinor(query.data.balance, 'HKD', locale)}
          </Text>
        </Stack>
        <Text size="sm" fw={600} component="h3" m={0}>
          <Trans>Latest entries</Trans>
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.entries.map((e) => (
            <EntryRow key={e.id} entry={e} locale={locale} />
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        <Trans>Card income (HKD)</Trans>
      </Title>
      {body}
    </Paper>
  );
}
