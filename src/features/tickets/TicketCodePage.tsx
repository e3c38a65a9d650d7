import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { TicketTransfer } from '@schemas/ticket-door';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { registerOfflineShell } from '@/lib/offline-shell';
import { EventSchedule } from './EventSchedule';
import { RotatingTicketQr } from './RotatingTicketQr';
import { localText } from './ticket-text';
import { defaultTicketStore, type StoredTicket, type TicketStore } from './ticket-store';
import { ticketErrorTexts } from './tickets.errors';
import { ticketQueries } from './tickets.queries';
import { TicketToken } from './TicketToken';
import { TicketTransferPanel } from './TicketTransferPanel';
import { rememberTierName, useTicketCode } from './use-ticket-code';

function AllTickets() {
  return (
    <Anchor renderRoot={(p) => <Link to="/myTickets" {...p} />}>
      <Trans>All my tickets</Trans>
    </Anchor>
  );
}

/** The event, the tier and the rotating QR; online, the transfer where the tier allows. */
function Code({ ticket, online, store }: { ticket: StoredTicket; online: boolean; store: TicketStore }) {
  const { t, i18n } = useLingui();
  const [moved, setMoved] = useState<TicketTransfer | null>(null);
  const [transferring, setTransferring] = useState(false);
  // The tier's name and transfer policy come with the event (public, online only); its name is kept offline.
  const event = useQuery({ ...ticketQueries.event(ticket.eventId), enabled: online });
  const tier = event.data?.tiers.find((x) => x.id === ticket.tierId);
  // The token's state comes with "My tickets" (shared with that page's cache); online only, never kept.
  const mine = useInfiniteQuery({ ...ticketQueries.mine(), enabled: online });
  const listed = mine.data?.pages.flatMap((p) => p.items).find((x) => x.id === ticket.ticketId);
  useEffect(() => {
    if (tier) void rememberTierName(store, ticket, tier.name);
  }, [store, ticket, tier]);
  const onMoved = useCallback((m: TicketTransfer) => setMoved(m), []);
  const title = localText(ticket.event.title, i18n.locale);
  const tierName = tier
    ? localText(tier.name, i18n.locale)
    : ticket.tierName
      ? localText(ticket.tierName, i18n.locale)
      : '';
  const label = tierName ? `${title} · ${tierName}` : title;
  const to = moved?.to.name ?? '';
  if (moved)
    return (
      <Stack align="flex-start" role="status">
        <Group gap="xs">
          <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={600} data-testid="ticket-moved">
            <Trans>The ticket moved to {to}. Its code was removed from this phone.</Trans>
          </Text>
        </Group>
        <AllTickets />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {tierName && <Text fw={600}>{tierName}</Text>}
        <EventSchedule
          venue={ticket.event.venue}
          startsAt={ticket.event.startsAt}
          endsAt={ticket.event.endsAt}
        />
        {listed && online && <TicketToken ticket={listed} />}
      </Stack>
      <RotatingTicketQr ticket={ticket} label={label} />
      <Text size="sm" c="dimmed" ta="center">
        <Trans>
          Show this code at the door. A screenshot does not work: the code changes every 30 seconds.
        </Trans>
      </Text>
      {online && tier?.transfer.allowed && (
        <>
          <Divider />
          {transferring ? (
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>Transfer this ticket</Trans>
              </Title>
              <TicketTransferPanel
                ticketId={ticket.ticketId}
                label={label}
                tier={tier}
                store={store}
                onMoved={onMoved}
              />
            </Stack>
          ) : (
            <Group>
              <Button
                variant="default"
                onClick={() => setTransferring(true)}
                aria-label={t`Transfer this ticket`}
              >
                <Trans>Transfer</Trans>
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * The holder's code view (`#/ticket?id=`): the ticket's code fetched once and kept on this phone (IndexedDB),
 * so the rotating QR still draws at a door with no network; the page itself then opens from the service worker
 * (src/lib/offline-shell.ts). A ticket no longer the holder's or no longer valid removes the kept copy.
 */
export function TicketCodePage({ id, store = defaultTicketStore() }: { id: string; store?: TicketStore }) {
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const state = useTicketCode(id, store, attempt);
  // Once there is a code to keep: the page must then open at the door with no network.
  const drawable = state.kind === 'live';
  useEffect(() => {
    if (drawable) void registerOfflineShell();
  }, [drawable]);
  const retry = () => setAttempt((n) => n + 1);
  return (
    <Container size="xs" py="lg">
      {state.kind === 'loading' && <ListSkeleton rows={2} height={160} />}
      {state.kind === 'live' && <Code ticket={state.ticket} online store={store} />}
      {state.kind === 'offline' && (
        <Stack>
          <Alert color="yellow" icon={<IconWifiOff aria-hidden />} role="status" data-testid="code-offline">
            <Trans>You are offline. This code was saved on this phone and still works at the door.</Trans>
          </Alert>
          <Code ticket={state.ticket} online={false} store={store} />
        </Stack>
      )}
      {state.kind === 'gone' && (
        <ListEmpty
          heading
          title={
            state.code === 409
              ? t`This ticket is no longer valid.`
              : t`This ticket could not be found. It may have moved to another member.`
          }
        >
          <AllTickets />
        </ListEmpty>
      )}
      {state.kind === 'missing' && (
        <Alert color="yellow" icon={<IconWifiOff aria-hidden />} role="alert" title={t`You are offline`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>This ticket’s code is not saved on this phone yet. Open it once with a network.</Trans>
            </Text>
            <Button size="xs" variant="light" onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {state.kind === 'error' && (
        <Stack>
          <ListError
            error={state.error}
            onRetry={retry}
            texts={ticketErrorTexts}
            title={<Trans>This ticket could not be loaded</Trans>}
          />
          {state.ticket && <Code ticket={state.ticket} online={false} store={store} />}
        </Stack>
      )}
    </Container>
  );
}
