import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { TicketedEvent } from '@schemas/tickets';
import { CheckinsList } from './CheckinsList';
import { DoorStaffPanel } from './DoorStaffPanel';
import { EventForm } from './EventForm';
import { eventText } from './event-text';
import { MerchantEvents } from './MerchantEvents';
import { TicketsGate } from './TicketsGate';

/** What the tab shows: the events with the door staff, one event's form (null: a new one), or its check-ins. */
type View =
  | { kind: 'list' }
  | { kind: 'edit'; event: TicketedEvent | null }
  | { kind: 'checkins'; event: TicketedEvent };

/**
 * The merchant's ticketed events (merchantLoyalty?tab=events, Enterprise): the list of its events and its door
 * staff; an event opens in its form or its check-ins, one at a time, so a phone shows one thing at a time.
 */
function Console() {
  const { i18n } = useLingui();
  const [view, setView] = useState<View>({ kind: 'list' });
  const heading = useRef<HTMLHeadingElement>(null);
  // The view changes in place: focus follows to its heading, so the change is seen and heard.
  const open = (next: View) => {
    setView(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => open({ kind: 'list' })}
      style={{ alignSelf: 'flex-start' }}
    >
      <Trans>Back to your events</Trans>
    </Button>
  );
  if (view.kind === 'edit') {
    const title = view.event ? eventText(view.event.title, i18n.locale) : '';
    return (
      <Stack gap="sm">
        {back}
        <Paper withBorder p="md" radius="md">
          <Stack>
            <Title order={2} size="h4" ref={heading} tabIndex={-1}>
              {view.event ? <Trans>Edit {title}</Trans> : <Trans>New ticketed event</Trans>}
            </Title>
            {/* Keyed by the event: a saved new event stays in the form, now with its id and tier ids. */}
            <EventForm
              key={view.event?.id ?? 'new'}
              event={view.event}
              onSaved={(saved) => setView({ kind: 'edit', event: saved })}
            />
          </Stack>
        </Paper>
      </Stack>
    );
  }
  if (view.kind === 'checkins') {
    const title = eventText(view.event.title, i18n.locale);
    return (
      <Stack gap="sm">
        {back}
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          <Trans>Check-ins of {title}</Trans>
        </Title>
        <CheckinsList eventId={view.event.id} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" ref={heading} tabIndex={-1}>
          <Trans>Your ticketed events</Trans>
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => open({ kind: 'edit', event: null })}
        >
          <Trans>New event</Trans>
        </Button>
      </Group>
      <MerchantEvents
        onEdit={(event) => open({ kind: 'edit', event })}
        onCheckins={(event) => open({ kind: 'checkins', event })}
      />
      <DoorStaffPanel />
    </Stack>
  );
}

/** The events tab's panel: the ticket tools where the merchant's plan has them, else why not and where to go. */
export function EventsConsole() {
  return (
    <TicketsGate>
      <Console />
    </TicketsGate>
  );
}
