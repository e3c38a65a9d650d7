import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CoinLiability } from '@schemas/coins';
import { DownloadButton } from '@/components/DownloadButton';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { formatCoins, formatRatio } from './coin-text';
import { coinsApi } from './coins.api';
import { coinErrorTexts } from './coins.errors';

/** A chain figure the report may carry once the on-chain mirror reports (ledger vs token supply). */
type WithChain = CoinLiability & { chain?: Record<string, unknown> | null };

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * coinLiabilityReport: the merchant's coins summed from the ledger, the liability at the coin's value, the
 * redemption and breakage rates from their exact fractions, and the CSV export of the same figures.
 */
export function CoinLiabilityPanel({ report }: { report: WithChain }) {
  const { t, i18n } = useLingui();
  const n = (x: string) => formatCoins(x, i18n.locale);
  const asOf = formatDateTime(report.asOf, i18n.locale);
  const chain = report.chain
    ? Object.entries(report.chain).filter(([, x]) => x !== null && x !== undefined)
    : [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={3} size="h4">
          <Trans>Coins and liability</Trans>
        </Title>
        <Text size="xs" c="dimmed">
          <Trans>Summed from the ledger at {asOf}.</Trans>
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Figure label={t`Issued`} value={n(report.issued)} />
          <Figure label={t`Adjusted`} value={n(report.adjusted)} testId="coin-adjusted" />
          <Figure label={t`Spent`} value={n(report.spent)} />
          <Figure label={t`Expired`} value={n(report.expired)} />
          <Figure label={t`Reversed`} value={n(report.reversed)} />
          <Figure label={t`Outstanding`} value={n(report.outstanding)} testId="coin-outstanding" />
          <Figure
            label={t`Liability`}
            value={formatMinor(report.liabilityMinor, 'HKD', i18n.locale)}
            testId="coin-liability"
          />
          <Figure label={t`Redemption rate`} value={formatRatio(report.redemptionRate, i18n.locale)} />
          <Figure label={t`Breakage rate`} value={formatRatio(report.breakageRate, i18n.locale)} />
          <Figure label={t`Members holding coins`} value={n(String(report.holders))} />
        </SimpleGrid>
        {chain.length > 0 && (
          <Stack gap={4} data-testid="coin-chain">
            <Text size="sm" fw={600}>
              <Trans>On chain</Trans>
            </Text>
            {chain.map(([k, x]) => (
              <Text key={k} size="sm">
                {k}: {typeof x === 'object' ? JSON.stringify(x) : String(x)}
              </Text>
            ))}
          </Stack>
        )}
        <DownloadButton
          fetchFile={coinsApi.exportLiability}
          fallbackName={`${report.mcId}-coins.csv`}
          errorTitle={<Trans>The export could not be made</Trans>}
          errorText={(e) => errorText(e, coinErrorTexts)}
        >
          <Trans>Export as CSV</Trans>
        </DownloadButton>
      </Stack>
    </Paper>
  );
}
