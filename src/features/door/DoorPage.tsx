import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { LocalText } from '@schemas/campaigns';
import type { DoorEvent } from '@schemas/ticket-door';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/error-text';
import { DoorDesk } from './DoorDesk';
import { doorQueries } from './door.queries';
import { doorErrorTexts } from './door-text';

const titleOf = (title: LocalText, locale: string) => title[locale as keyof LocalText] || title.en_US;

function EventRow({ e }: { e: DoorEvent }) {
  const { i18n } = useLingui();
  const opens = formatDateTime(e.opensAt, i18n.locale);
  const starts = formatDateTime(e.startsAt, i18n.locale);
  return (
    <Card withBorder component="li">
      <Stack gap={4}>
        <Anchor fw={700} renderRoot={(p) => <Link to="/door" search={{ event: e.id }} {...p} />}>
          {titleOf(e.title, i18n.locale)}
        </Anchor>
        <Text size="sm">
          {e.merchantName} · {e.venue}
        </Text>
        <Text size="sm">
          <Trans>
            Starts {starts}; doors open {opens}
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}

/** The events this member works the door of (listDoorEvents): pick one to open its door. */
function DoorEventList() {
  const q = useQuery(doorQueries.events());
  if (q.isPending)
    return (
      <Group role="status" gap="xs">
        <Loader size="sm" aria-hidden />
        <Trans>Loading your events…</Trans>
      </Group>
    );
  if (q.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {errorText(q.error, doorErrorTexts)}
          <Button size="xs" variant="white" onClick={() => void q.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  if (q.data.items.length === 0)
    return (
      <Text>
        <Trans>
          You work the door of no upcoming event. An event's organiser names its door staff in the merchant
          console.
        </Trans>
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} data-testid="door-events">
      {q.data.items.map((e) => (
        <EventRow key={e.id} e={e} />
      ))}
    </Stack>
  );
}

function EventTitle({ eventId }: { eventId: string }) {
  const { i18n } = useLingui();
  const q = useQuery(doorQueries.events());
  const e = q.data?.items.find((x) => x.id === eventId);
  return (
    <Title order={1} size="h3">
      {e ? titleOf(e.title, i18n.locale) : <Trans>The door</Trans>}
    </Title>
  );
}

/**
 * The door page (`#/door`): without `event`, the events the member may work the door of; with it, that
 * event's door (the kit downloaded and kept encrypted on the device, tickets decided offline, coupons, cards
 * and stamps online, the scans queued and synced).
 */
export function DoorPage({ event }: { event?: string }) {
  return (
    <Container size="sm" py="md">
      <Stack>
        {event ? (
          <>
            <Group justify="space-between">
              <EventTitle eventId={event} />
              <Anchor size="sm" renderRoot={(p) => <Link to="/door" {...p} />}>
                <Trans>All events</Trans>
              </Anchor>
            </Group>
            <DoorDesk key={event} eventId={event} />
          </>
        ) : (
          <>
            <Title order={1} size="h3">
              <Trans>The door</Trans>
            </Title>
            <DoorEventList />
          </>
        )}
      </Stack>
    </Container>
  );
}
