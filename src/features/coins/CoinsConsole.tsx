import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CoinLiability } from '@schemas/coins';
import { FeatureGate } from '@/components/FeatureGate';
import { ListError, ListSkeleton } from '@/components/ListState';
import { AdjustCoinsDialog } from './AdjustCoinsDialog';
import { CoinForm } from './CoinForm';
import { CoinLiabilityPanel } from './CoinLiabilityPanel';
import { coinErrorTexts } from './coins.errors';
import { coinQueries } from './coins.queries';

/** The merchant's coin read for its form, once the report named its mcId. */
function SavedCoin({ report }: { report: CoinLiability }) {
  const coin = useQuery(coinQueries.coin(report.mcId));
  if (coin.isPending) return <ListSkeleton rows={3} height={56} />;
  if (coin.isError)
    return (
      <ListError
        error={coin.error}
        onRetry={() => void coin.refetch()}
        retrying={coin.isFetching}
        texts={coinErrorTexts}
      />
    );
  return (
    <Stack gap="lg">
      <CoinLiabilityPanel report={report} />
      <AdjustCoinsDialog symbol={report.symbol} />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Title order={3} size="h4">
            <Trans>Your coin</Trans>
          </Title>
          <CoinForm key={coin.data.symbol} coin={coin.data} />
        </Stack>
      </Paper>
    </Stack>
  );
}

function Console() {
  const report = useQuery(coinQueries.liability());
  // The gate has read the report: a merchant without a coin yet (null) defines it first.
  if (!report.data)
    return (
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Title order={3} size="h4">
            <Trans>Create your coin</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Members earn your coin on their orders and pay with it at your checkout. Its value is a
              liability until it is spent or expires.
            </Trans>
          </Text>
          <CoinForm coin={null} />
        </Stack>
      </Paper>
    );
  return <SavedCoin report={report.data} />;
}

/** The coins tab (merchantLoyalty?tab=coins, Enterprise): the coin, its liability, and adjustments. */
export function CoinsConsole() {
  const { t } = useLingui();
  return (
    <FeatureGate
      probe={coinQueries.liability()}
      icon={<IconCoins aria-hidden />}
      texts={coinErrorTexts}
      upsell={t`Loyalty coins are part of the Enterprise plan: members earn your own coin and pay with it at your checkout.`}
    >
      <Console />
    </FeatureGate>
  );
}
