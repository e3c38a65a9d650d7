import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TicketedEvent } from '@schemas/tickets';
import { PagedList } from '@/components/PagedList';
import { formatDateTime } from '@/lib/dates';
import { eventSaveErrorTexts } from './event-form.texts';
import { eventText } from './event-text';
import { merchantTicketQueries } from './merchant-tickets.queries';

type Props = {
  onEdit: (e: TicketedEvent) => void;
  onCheckins: (e: TicketedEvent) => void;
};

/**
 * The merchant's ticketed events (listTicketedEvents mine=true: drafts and past ones too), each with its
 * start, state and tickets sold per tier, to change, to read its check-ins, or to open its door page.
 */
export function MerchantEvents({ onEdit, onCheckins }: Props) {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery(merchantTicketQueries.events());
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <PagedList
      query={list}
      items={items}
      label={t`Your ticketed events`}
      empty={t`No ticketed events yet.`}
      texts={eventSaveErrorTexts}
    >
      {(e) => {
        const title = eventText(e.title, i18n.locale);
        const start = formatDateTime(e.startsAt, i18n.locale);
        const venue = e.venue;
        return (
          <Paper key={e.id} component="li" withBorder p="sm" radius="md" data-testid="merchant-event">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={3} size="h5">
                  {title}
                </Title>
                {e.status === 'PUBLISHED' ? (
                  <Badge color="teal" variant="light">
                    <Trans>Published</Trans>
                  </Badge>
                ) : (
                  <Badge color="gray" variant="light">
                    <Trans>Draft</Trans>
                  </Badge>
                )}
              </Group>
              <Text size="sm">
                <Trans>
                  {start} · {venue}
                </Trans>
              </Text>
              <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
                {e.tiers.map((tier) => {
                  const name = eventText(tier.name, i18n.locale);
                  const sold = tier.capacity - tier.remaining;
                  const capacity = tier.capacity;
                  return (
                    <Text key={tier.id} component="li" size="sm" c="dimmed">
                      <Trans>
                        {name}: {sold} of {capacity} sold
                      </Trans>
                    </Text>
                  );
                })}
              </Stack>
              <Group gap="sm" mt={4}>
                <Button size="xs" variant="light" aria-label={t`Edit ${title}`} onClick={() => onEdit(e)}>
                  <Trans>Edit</Trans>
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t`Check-ins of ${title}`}
                  onClick={() => onCheckins(e)}
                >
                  <Trans>Check-ins</Trans>
                </Button>
                {/* The door page is its own screen (#/door), a phone's: a plain link, opened as a new page. */}
                <Anchor
                  size="sm"
                  href={`#/door?event=${e.id}`}
                  aria-label={t`Open the door page of ${title}`}
                >
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconDoorEnter size={16} aria-hidden />
                    <Trans>Open the door page</Trans>
                  </Group>
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        );
      }}
    </PagedList>
  );
}
