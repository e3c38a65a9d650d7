import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { MyTicket } from '@schemas/tickets';
import { ListMore } from '@/components/ListMore';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { registerOfflineShell } from '@/lib/offline-shell';
import { EventSchedule } from './EventSchedule';
import { localText, TICKET_STATUS_COLOR, TICKET_STATUS_LABEL } from './ticket-text';
import { ticketErrorTexts } from './tickets.errors';
import { ticketQueries } from './tickets.queries';
import { TicketToken } from './TicketToken';

type Group = { event: MyTicket['event']; tickets: MyTicket[] };

/** The tickets grouped by event, in the order the server lists them (the latest first). */
export function byEvent(items: MyTicket[]): Group[] {
  const groups = new Map<string, Group>();
  for (const t of items) {
    const g = groups.get(t.event.id) ?? { event: t.event, tickets: [] };
    g.tickets.push(t);
    groups.set(t.event.id, g);
  }
  return [...groups.values()];
}

function TicketRow({ ticket: tk, index }: { ticket: MyTicket; index: number }) {
  const { t, i18n } = useLingui();
  const tier = localText(tk.tier.name, i18n.locale);
  const event = localText(tk.event.title, i18n.locale);
  const n = index + 1;
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-testid="my-ticket">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{tier}</Text>
          <Text size="xs" c="dimmed">
            <Trans>Ticket {n}</Trans>
          </Text>
          <TicketToken ticket={tk} />
        </Stack>
        <Group gap="xs">
          <Badge color={TICKET_STATUS_COLOR[tk.status]} variant="light">
            {i18n._(TICKET_STATUS_LABEL[tk.status])}
          </Badge>
          {tk.status === 'VALID' && (
            <Anchor
              aria-label={t`Show the code: ${event}, ${tier}, ticket ${n}`}
              renderRoot={(p) => <Link to="/ticket" search={{ id: tk.id }} {...p} />}
            >
              <Trans>Show the code</Trans>
            </Anchor>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** "My tickets": the member's tickets grouped by event, each opening its code (which then works offline). */
export function MyTicketsPage() {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery(ticketQueries.mine());
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  // The code view must open with no network at the door, and this page is how the holder gets there: once the
  // member has a ticket, the pages are kept for offline use.
  const holds = items.some((t) => t.status === 'VALID');
  useEffect(() => {
    if (holds) void registerOfflineShell();
  }, [holds]);
  return (
    <Container size="sm" py="lg">
      <Stack>
        <Title order={1}>
          <Trans>My tickets</Trans>
        </Title>
        <ListState
          query={list}
          skeleton={<ListSkeleton rows={3} height={96} />}
          isEmpty={items.length === 0}
          empty={
            <ListEmpty title={t`You have no tickets yet.`}>
              <Anchor renderRoot={(p) => <Link to="/ticketEvents" {...p} />}>
                <Trans>See the events on sale</Trans>
              </Anchor>
            </ListEmpty>
          }
          texts={ticketErrorTexts}
        >
          <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
            {byEvent(items).map((g) => (
              <Stack component="li" key={g.event.id} gap="xs" data-testid="ticket-group">
                <Title order={2} size="h4">
                  {localText(g.event.title, i18n.locale)}
                </Title>
                <EventSchedule venue={g.event.venue} startsAt={g.event.startsAt} endsAt={g.event.endsAt} />
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                  {g.tickets.map((tk, i) => (
                    <TicketRow key={tk.id} ticket={tk} index={i} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
          <ListMore query={list} />
        </ListState>
      </Stack>
    </Container>
  );
}
