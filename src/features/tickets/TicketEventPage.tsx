import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListEmpty, ListError } from '@/components/ListState';
import { codeOf } from '@/lib/error-text';
import { EventSchedule } from './EventSchedule';
import { localText } from './ticket-text';
import { eventErrorTexts } from './tickets.errors';
import { ticketQueries } from './tickets.queries';
import { TierCard } from './TierCard';

/**
 * One published event (getTicketedEvent): artwork, title and description in the member's language (a blank
 * language shows the English, as the server answers), venue, schedule, and each tier to buy.
 */
export function TicketEventPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const event = useQuery(ticketQueries.event(id));
  if (event.isPending)
    return (
      <Container size="sm" py="lg" aria-busy="true">
        <Stack>
          <Skeleton h={200} radius="md" />
          <Skeleton h={28} w="70%" />
          <Skeleton h={96} radius="md" />
        </Stack>
      </Container>
    );
  if (event.isError)
    return (
      <Container size="sm" py="lg">
        {codeOf(event.error) === 404 ? (
          <ListEmpty heading title={t`This event could not be found. It may have been taken down.`} />
        ) : (
          <ListError
            error={event.error}
            onRetry={() => void event.refetch()}
            retrying={event.isRefetching}
            texts={eventErrorTexts}
            title={<Trans>This event could not be loaded</Trans>}
          />
        )}
      </Container>
    );
  const e = event.data;
  const description = localText(e.description, i18n.locale);
  return (
    <Container size="sm" py="lg">
      <Stack>
        {e.artwork && <Image src={e.artwork} alt="" radius="md" mah={320} fit="cover" />}
        <Title order={1}>{localText(e.title, i18n.locale)}</Title>
        <Text c="dimmed">{e.merchantName}</Text>
        <EventSchedule venue={e.venue} startsAt={e.startsAt} endsAt={e.endsAt} size="md" />
        {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
        <Title order={2} size="h3">
          <Trans>Tickets</Trans>
        </Title>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Ticket tiers`}>
          {e.tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
