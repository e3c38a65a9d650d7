import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { Auction } from '@schemas/auctions';
import { splitTimeLeft, useTimeLeft } from './time-left';

/** Time left until the close (or the start), by the server's clock. */
export function TimeLeft({
  auction,
}: {
  auction: Pick<Auction, 'status' | 'startsAt' | 'endsAt' | 'serverTime'>;
}) {
  const target = auction.status === 'SCHEDULED' ? auction.startsAt : auction.endsAt;
  const { days, hms } = splitTimeLeft(useTimeLeft(target, auction.serverTime));
  return (
    <Text size="sm" fw={600} data-testid="time-left">
      {auction.status === 'SCHEDULED' ? <Trans>Starts in</Trans> : <Trans>Ends in</Trans>}{' '}
      {days > 0 ? <Trans>{days} d</Trans> : null} {hms}
    </Text>
  );
}
