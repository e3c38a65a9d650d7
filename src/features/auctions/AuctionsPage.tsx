import { Trans } from '@lingui/react/macro';
import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Auction } from '@schemas/auctions';
import { GridSkeleton, ListEmpty, ListState } from '@/components/ListState';
import { auctionErrorTexts } from './auctions.errors';
import { auctionQueries } from './auctions.queries';
import { StatusBadge } from './StatusBadge';
import { TimeLeft } from './TimeLeft';

/** Spec §2 auction: the running auctions, closing soonest first; each opens its item page to bid. */
export function AuctionsPage() {
  const query = useQuery(auctionQueries.list());
  const list = query.data?.list ?? [];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Auctions</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Bid on items before the time runs out. A bid in the last minutes extends the auction.</Trans>
        </Text>
      </Stack>
      <section aria-labelledby="auctions-live-title">
        <Title order={2} id="auctions-live-title" size="h4" mb="sm">
          <Trans>Live auctions</Trans>
        </Title>
        <ListState
          query={query}
          isEmpty={list.length === 0}
          skeleton={<GridSkeleton count={4} cols={{ base: 1, xs: 2, md: 3, lg: 4 }} />}
          empty={<ListEmpty title={<Trans>No auctions are running right now.</Trans>} />}
          texts={auctionErrorTexts}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} data-testid="auction-list">
            {list.map((a) => (
              <AuctionCard key={a.id} auction={a} />
            ))}
          </SimpleGrid>
        </ListState>
      </section>
    </Stack>
  );
}

function AuctionCard({ auction: a }: { auction: Auction }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Card.Section>
        <Image src={a.image} alt="" h={180} fit="cover" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Link to="/itemDetails" search={{ id: a.itemId }} style={{ color: 'inherit', fontWeight: 700 }}>
          {a.itemName}
        </Link>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <StatusBadge status={a.status} />
          <TimeLeft auction={a} />
        </Group>
        <Text size="sm">
          {a.leadingAmount ? (
            <Trans>
              Highest bid {a.leadingAmount} {a.currency}
            </Trans>
          ) : (
            <Trans>
              No bids yet · from {a.minNextBid} {a.currency}
            </Trans>
          )}
        </Text>
      </Stack>
    </Card>
  );
}
