import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text, Timeline, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OrderEventEntry } from '@schemas/orders';
import { ListError, ListSkeleton } from '@/components/ListState';
import { formatMinor } from '@/lib/minor-money';
import { CAUSE, EVENT, REASON, ROLE, STATUS } from './labels';
import { ORDER_METHOD } from './payment-labels';
import { formatDateTime } from './format';
import { orderErrorTexts } from './orders.errors';
import { orderQueries } from './orders.queries';
import { CopyText } from './parts';

/** A system reason in words ("unconfirmed_7_days" counted), a person's own words as typed. */
function reasonText(reason: string, i18n: I18n): string {
  const auto = /^unconfirmed_(\d+)_days$/.exec(reason);
  if (auto) {
    const days = Number(auto[1]);
    return i18n._(msg`Completed by itself after ${days} days without confirmation`);
  }
  return REASON[reason] ? i18n._(REASON[reason]) : reason;
}

/** One cause's value as people read it: money, a method, a time, a link to a file; long references copyable. */
function CauseValue({
  k,
  value,
  entry,
  label,
}: {
  k: string;
  value: string;
  entry: OrderEventEntry;
  label: string;
}) {
  const { t, i18n } = useLingui();
  if (k === 'amount' && /^\d+$/.test(value))
    return <Text size="xs">{formatMinor(value, entry.currency, i18n.locale)}</Text>;
  if (k === 'method') {
    const method = ORDER_METHOD[value];
    return <Text size="xs">{method ? i18n._(method) : value}</Text>;
  }
  if (k === 'deliveryTime')
    return (
      <Text size="xs">
        <time dateTime={value}>{formatDateTime(value, i18n.locale)}</time>
      </Text>
    );
  if (k === 'receiptImage')
    return (
      <Anchor size="xs" href={value} target="_blank" rel="noopener noreferrer">
        {t`Open the image`}
        <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
      </Anchor>
    );
  if (value.length > 24 && !value.includes(' ')) return <CopyText value={value} label={label} />;
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/** One entry: what happened, who, when, from → to, why and what caused it, each in words. */
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
          <Trans>Reason: {reasonText(entry.reason, i18n)}</Trans>
        </Text>
      )}
      {Object.entries(entry.cause).map(([k, val]) => {
        const label = CAUSE[k] ? i18n._(CAUSE[k]) : k;
        return (
          <Group key={k} gap={4} wrap="nowrap" align="baseline">
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {label}
            </Text>
            <CauseValue k={k} value={val} entry={entry} label={label} />
          </Group>
        );
      })}
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

/** The order's timeline from order_events, oldest first. */
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
