import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { codeOf } from '@/lib/error-text';
import { saveFile } from '@/lib/save-file';
import { orderErrorText } from './orders.errors';

/** exportFiatPayouts as CSV, signed like every call (a plain link could not carry the signature headers). */
const fetchPayoutsCsv = () => api.download('/api/payouts/fiat', { format: 'csv' });

/**
 * "Export card payouts (CSV)" on the support page (issue 13 "fiat income … exported for payout"): the members
 * owed card income, with their balances, as a spreadsheet file for the payout run.
 */
export function PayoutExportButton() {
  const run = useMutation({
    mutationFn: fetchPayoutsCsv,
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? 'card-payouts.csv'),
  });
  const code = codeOf(run.error);
  const text = run.isError ? orderErrorText(run.error) : '';
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={run.isPending}
        onClick={() => run.mutate()}
      >
        <Trans>Export card payouts (CSV)</Trans>
      </Button>
      {run.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={<Trans>The export could not be downloaded</Trans>}
        >
          <Text size="sm">{text}</Text>
          {!text.includes(String(code)) && (
            <Text size="xs" c="dimmed">
              <Trans>Code {code}</Trans>
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
