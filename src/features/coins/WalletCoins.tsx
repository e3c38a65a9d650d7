import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CoinBalance } from '@schemas/coins';
import { PagedList } from '@/components/PagedList';
import { formatDate } from '@/lib/dates';
import { CoinArt } from './CoinArt';
import { CoinHistory } from './CoinHistory';
import { coinWorth, formatCoins } from './coin-text';
import { coinErrorTexts } from './coins.errors';
import { coinQueries } from './coins.queries';

/** One figure of a balance: its label and value, read together. */
function Figure({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

function BalanceCard({ b }: { b: CoinBalance }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const n = (x: string) => formatCoins(x, i18n.locale);
  const worth = coinWorth(b.spendable, b.valueMinor, i18n.locale);
  const pendingDate = formatDate(b.nextSpendableAt, i18n.locale);
  const expiringDate = formatDate(b.expiringAt, i18n.locale);
  const coinName = b.coinName;
  const historyId = `coin-history-${b.mcId}`;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="coin-balance">
      <Stack gap="sm">
        <Group wrap="nowrap" gap="sm">
          <CoinArt artwork={b.artworkPath} symbol={b.symbol} />
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5">
              {coinName} ({b.symbol})
            </Title>
            <Text size="sm" c="dimmed">
              {b.merchantName}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={t`Spendable`} value={n(b.spendable)} note={t`Worth ${worth}`} />
          <Figure
            label={t`Pending`}
            value={n(b.pending)}
            note={b.pending !== '0' && b.nextSpendableAt ? t`Spendable from ${pendingDate}` : null}
          />
          <Figure
            label={t`Expiring in 30 days`}
            value={n(b.expiringSoon)}
            note={b.expiringSoon !== '0' && b.expiringAt ? t`Expire on ${expiringDate}` : null}
          />
          <Figure label={t`Total`} value={n(b.total)} />
        </SimpleGrid>
        {b.expiringSoon !== '0' && (
          <Badge color="orange" variant="light">
            <Trans>Some coins expire soon</Trans>
          </Badge>
        )}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          aria-expanded={open}
          aria-controls={historyId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <Trans>Hide history</Trans> : <Trans>Show history</Trans>}
        </Button>
        <Collapse in={open} id={historyId}>
          {open && <CoinHistory mcId={b.mcId} symbol={b.symbol} coinName={coinName} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** "My wallet" → Coins: the member's loyalty coins per merchant, each with its history. */
export function WalletCoins() {
  const { t } = useLingui();
  const list = useQuery(coinQueries.balances());
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>
          Coins you earn at a shop pay for your next orders there. New coins are pending for a few days before
          you can spend them.
        </Trans>
      </Text>
      <PagedList
        query={list}
        items={list.data?.items ?? []}
        label={t`Your loyalty coins`}
        empty={t`No loyalty coins yet. Shops with coins give them on your orders.`}
        texts={coinErrorTexts}
      >
        {(b) => <BalanceCard key={b.mcId} b={b} />}
      </PagedList>
    </Stack>
  );
}
