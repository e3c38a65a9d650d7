import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { EventSchedule } from './EventSchedule';
import { localText } from './ticket-text';
import { eventErrorTexts } from './tickets.errors';
import { ticketQueries } from './tickets.queries';

/** A merchant's events on sale, the soonest few, for its page's "upcoming activities" (and a link to all). */
export function MerchantEvents({ mcId }: { mcId: string }) {
  const { t, i18n } = useLingui();
  const list = useQuery(ticketQueries.merchantEvents(mcId));
  const items = list.data?.items ?? [];
  return (
    <Stack gap="sm">
      <ListState
        query={list}
        skeleton={<ListSkeleton rows={2} height={80} />}
        isEmpty={items.length === 0}
        empty={<ListEmpty title={t`No upcoming activities`} />}
        texts={eventErrorTexts}
      >
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((e) => (
            <Paper component="li" key={e.id} withBorder radius="md" p="md">
              <Stack gap={4}>
                <Text component="h3" fw={700} size="md" m={0}>
                  <Anchor renderRoot={(p) => <Link to="/ticketEvent" search={{ id: e.id }} {...p} />}>
                    {localText(e.title, i18n.locale)}
                  </Anchor>
                </Text>
                <EventSchedule venue={e.venue} startsAt={e.startsAt} endsAt={e.endsAt} />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </ListState>
      <Anchor size="sm" renderRoot={(p) => <Link to="/ticketEvents" {...p} />}>
        <Trans>All events on sale</Trans>
      </Anchor>
    </Stack>
  );
}
