import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { auctionErrorTexts } from './auctions.errors';
import { auctionQueries } from './auctions.queries';

/** listBids: the history, newest first; polled while the auction is live. */
export function BidHistory({ auctionId, polling }: { auctionId: string; polling: boolean }) {
  const { i18n } = useLingui();
  const query = useQuery(auctionQueries.bids(auctionId, polling));
  const list = query.data?.list ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <Trans>Bid history</Trans>
      </Title>
      <ListState
        query={query}
        skeleton={<ListSkeleton rows={2} height={32} />}
        isEmpty={list.length === 0}
        empty={<ListEmpty title={<Trans>No bids yet</Trans>} />}
        texts={auctionErrorTexts}
      >
        <Table.ScrollContainer minWidth={280}>
          <Table striped data-testid="bid-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Bidder</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Bid</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Time</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm">{b.bidder}</Text>
                      {b.mine && (
                        <Badge size="xs" variant="light">
                          <Trans>You</Trans>
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" td={b.state === 'RELEASED' ? 'line-through' : undefined}>
                      {b.amount}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {i18n.date(b.createdAt, { dateStyle: 'short', timeStyle: 'medium' })}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
    </Stack>
  );
}
