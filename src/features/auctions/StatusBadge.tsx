import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { AuctionStatus } from '@schemas/auctions';

const COLOR: Record<AuctionStatus, string> = {
  SCHEDULED: 'gray',
  OPEN: 'green',
  ENDED: 'orange',
  SETTLED: 'blue',
  UNSOLD: 'gray',
  CANCELLED: 'red',
};

/** An auction's status in words. */
export function StatusBadge({ status }: { status: AuctionStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" data-testid="auction-status">
      {status === 'SCHEDULED' && <Trans>Starts soon</Trans>}
      {status === 'OPEN' && <Trans>Live</Trans>}
      {status === 'ENDED' && <Trans>Ended, settling</Trans>}
      {status === 'SETTLED' && <Trans context="auction status">Sold</Trans>}
      {status === 'UNSOLD' && <Trans>Not sold</Trans>}
      {status === 'CANCELLED' && <Trans>Cancelled</Trans>}
    </Badge>
  );
}
