import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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

/** The order's timeline from order_events (issue 13 §8), oldest first. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const query = useQuery(orderQueries.events(orderId));
  return (
    <Stack gap="sm" component="section" aria-labelledby="order-timeline">
      <Title order={2} size="h4" id="order-timeline">
        <Trans>Timeline</Trans>
      </Title>
      {query.isPending ? (
        <ListSkeleton rows={2} height={48} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} texts={orderErrorTexts} />
      ) : (
        <Timeline active={query.data.length - 1} bulletSize={14} lineWidth={2} data-testid="order-timeline">
          {query.data.map((e) => (
            <Timeline.Item key={e.seq}>
              <TimelineEntry entry={e} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
