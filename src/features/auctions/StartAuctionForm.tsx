import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorText } from '@/lib/error-text';
import { issueAt } from '@/lib/field-issues';
import { positiveAmount } from './amount';
import { auctionsApi } from './auctions.api';
import { startErrorTexts } from './auctions.errors';
import { auctionQueries } from './auctions.queries';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The seller's "Start an auction" on an own AUCTION item on sale: the bid step, how long it
 * runs and the anti-sniping window, with sensible defaults (a week, 0.01, 5 minutes). The reserve is the item's
 * own; after it starts the panel shows the live auction.
 */
export function StartAuctionForm({ itemId, currency }: { itemId: string; currency: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [minIncrement, setMinIncrement] = useState('0.01');
  const [duration, setDuration] = useState(String(7 * DAY));
  const [extend, setExtend] = useState('300');
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () =>
      auctionsApi.start({ itemId, minIncrement, durationSeconds: duration, extendSeconds: extend }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionQueries.all() }),
    onSettled: () => setConfirming(false),
  });
  const durations = [
    { value: String(HOUR), label: t`1 hour` },
    { value: String(DAY), label: t`1 day` },
    { value: String(3 * DAY), label: t`3 days` },
    { value: String(7 * DAY), label: t`7 days` },
  ];
  const runsFor = durations.find((d) => d.value === duration)?.label ?? '';
  // Starting is asked first: bids then hold members' money, and the auction can be cancelled only until one
  // meets the reserve.
  const submit = () => {
    if (positiveAmount(minIncrement) === null) return setFormError(t`Enter an amount, e.g. 0.25`);
    setFormError(null);
    setConfirming(true);
  };

  return (
    <Paper withBorder p="md" radius="md" aria-busy={start.isPending} data-testid="start-auction">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Start an auction</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Members bid from their marketplace balance. The highest bid at the close buys the item if it
              meets your reserve price.
            </Trans>
          </Text>
          <TextInput
            label={t`Minimum bid step (${currency})`}
            description={t`Each bid must beat the highest one by at least this much.`}
            inputMode="decimal"
            autoComplete="off"
            required
            value={minIncrement}
            // The server's refusal of the step (4200) shows on the field too.
            error={formError ?? (issueAt(start.error, 'minIncrement') ? t`Enter an amount, e.g. 0.25` : null)}
            onChange={(e) => setMinIncrement(e.currentTarget.value)}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NativeSelect
              label={t`Runs for`}
              value={duration}
              onChange={(e) => setDuration(e.currentTarget.value)}
              data={durations}
            />
            <NativeSelect
              label={t`Late bids extend the close by`}
              value={extend}
              onChange={(e) => setExtend(e.currentTarget.value)}
              data={[
                { value: '0', label: t`Off` },
                { value: '300', label: t`5 minutes` },
                { value: '600', label: t`10 minutes` },
              ]}
            />
          </Group>
          {start.error && (
            <Alert color="red" role="alert">
              {errorText(start.error, startErrorTexts)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={start.isPending}>
              <Trans>Start auction</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t`Start this auction now?`}
        confirmLabel={<Trans>Start now</Trans>}
        loading={start.isPending}
        onConfirm={() => start.mutate()}
        onCancel={() => setConfirming(false)}
      >
        <Text size="sm">
          <Trans>
            It runs for {runsFor} from now. Members can bid at once, and you can cancel it only while no bid
            meets your reserve price.
          </Trans>
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
