import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderEventEntry } from '@schemas/orders';
import { ListError, ListSkeleton } from '@/components/ListState';
import { CAUSE, EVENT, ROLE, STATUS } from './labels';
import { formatDateTime } from './format';
import { orderErrorTexts } from './orders.errors';
import { orderQueries } from './orders.queries';
import { CopyText } from './parts';

/** One entry: what happened, who, when, from → to, why and the causing reference. */
export function TimelineEntry({ entry }: { entry: OrderEventEntry }) {
  const { t, i18n } = useLingui();
  const event = EVENT[entry.event];
  const role = ROLE[entry.actorRole];
  return (
    <Stack gap={2}>
      <Text fw={600} size="sm">
        {event ? i18n._(event) : entry.event}
      </Text>
      <Group gap={6} wrap="wrap">
        {entry.from && (
          <>
            <Badge size="sm" variant="light" color={STATUS[entry.from].color}>
              {i18n._(STATUS[entry.from].label)}
            </Badge>
            <Text span size="sm" aria-hidden>
              →
            </Text>
            <VisuallyHidden>{t`to`}</VisuallyHidden>
          </>
        )}
        <Badge size="sm" variant="light" color={STATUS[entry.to].color}>
          {i18n._(STATUS[entry.to].label)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {role ? i18n._(role) : entry.actorRole} ·{' '}
        <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.locale)}</time>
      </Text>
      {entry.reason && (
        <Text size="sm">
          <Trans>Reason: {entry.reason}</Trans>
        </Text>
      )}
      {Object.entries(entry.cause).map(([k, val]) => (
        <Group key={k} gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {CAUSE[k] ? i18n._(CAUSE[k]) : k}
          </Text>
          {val.length > 24 ? (
            <CopyText value={val} label={CAUSE[k] ? i18n._(CAUSE[k]) : k} />
          ) : (
            <Text size="xs">{val}</Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A titled section over an order's events (order_events): a skeleton while they load, the error with a retry,
 * then `children` with the events. The timeline and the support replay read them alike.
 */
export function OrderEventsSection({
  orderId,
  id,
  title,
  children,
}: {
  orderId: string;
  /** The heading's id, naming the section. */
  id: string;
  title: ReactNode;
  children: (events: OrderEventEntry[]) => ReactNode;
}) {
  const query = useQuery(orderQueries.events(orderId));
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {query.isPending ? (
        <ListSkeleton rows={2} height={48} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} texts={orderErrorTexts} />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

/** The order's timeline from order_events (issue 13 §8), oldest first. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  return (
    <OrderEventsSection orderId={orderId} id="order-timeline" title={<Trans>Timeline</Trans>}>
      {(events) => (
        <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
          {events.map((e) => (
            <Timeline.Item key={e.seq}>
              <TimelineEntry entry={e} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </OrderEventsSection>
  );
}
