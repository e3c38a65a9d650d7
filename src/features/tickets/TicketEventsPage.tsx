import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TicketedEvent } from '@schemas/tickets';
import { ListMore } from '@/components/ListMore';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { EventSchedule } from './EventSchedule';
import { localText } from './ticket-text';
import { eventErrorTexts } from './tickets.errors';
import { ticketQueries } from './tickets.queries';

/** The lowest price of the event's tiers, in the first tier's currency ("from HK$120.00"); null without tiers. */
function fromPrice(e: TicketedEvent, locale: string): string | null {
  const first = e.tiers[0];
  if (!first) return null;
  const same = e.tiers.filter((t) => t.currency === first.currency);
  const low = same.reduce((a, t) => (BigInt(t.price) < BigInt(a.price) ? t : a), first);
  return formatMinor(low.price, low.currency, locale);
}

function EventCard({ event: e }: { event: TicketedEvent }) {
  const { i18n } = useLingui();
  const title = localText(e.title, i18n.locale);
  const price = fromPrice(e, i18n.locale);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="ticket-event">
      <Stack gap={6}>
        {e.artwork && <Image src={e.artwork} alt="" radius="sm" h={160} fit="cover" />}
        <Title order={2} size="h4">
          <Anchor renderRoot={(p) => <Link to="/ticketEvent" search={{ id: e.id }} {...p} />}>{title}</Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {e.merchantName}
        </Text>
        <EventSchedule venue={e.venue} startsAt={e.startsAt} endsAt={e.endsAt} />
        {price && (
          <Text size="sm" fw={600}>
            <Trans>From {price}</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Published events not yet ended, the soonest first, paged (listTicketedEvents). */
export function TicketEventsPage() {
  const { t } = useLingui();
  const list = useInfiniteQuery(ticketQueries.events());
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Container size="md" py="lg">
      <Stack>
        <Title order={1}>
          <Trans>Events</Trans>
        </Title>
        <ListState
          query={list}
          skeleton={<ListSkeleton rows={3} height={120} />}
          isEmpty={items.length === 0}
          empty={<ListEmpty title={t`No events on sale right now.`} />}
          texts={eventErrorTexts}
        >
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2 }}
            spacing="md"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Events`}
          >
            {items.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </SimpleGrid>
          <ListMore query={list} />
        </ListState>
      </Stack>
    </Container>
  );
}
