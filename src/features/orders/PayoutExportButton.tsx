import { Trans } from '@lingui/react/macro';
import { DownloadButton } from '@/components/DownloadButton';
import { api } from '@/lib/api';
import { orderErrorText } from './orders.errors';

/** exportFiatPayouts as CSV, signed like every call (a plain link could not carry the signature headers). */
const fetchPayoutsCsv = () => api.download('/api/payouts/fiat', { format: 'csv' });

/**
 * "Export card payouts (CSV)" on the support page (fiat income is exported for payout): the members
 * owed card income, with their balances, as a spreadsheet file for the payout run.
 */
export function PayoutExportButton() {
  return (
    <DownloadButton
      fetchFile={fetchPayoutsCsv}
      fallbackName="card-payouts.csv"
      errorTitle={<Trans>The export could not be downloaded</Trans>}
      errorText={orderErrorText}
    >
      <Trans>Export card payouts (CSV)</Trans>
    </DownloadButton>
  );
}
