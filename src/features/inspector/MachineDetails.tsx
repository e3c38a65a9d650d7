import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type { ActorRecord, InspectedEvent } from '@/lib/inspection-store';
import { INTL_TAG, isLocale } from '@/lib/locale';
import { stateText } from './chart';
import { JsonView } from './JsonView';
import { STATUS } from './labels';
import { eventPayload, readable } from './readable';
import { StateChart } from './StateChart';

function EventRow({ event, time }: { event: InspectedEvent; time: Intl.DateTimeFormat }) {
  const { t } = useLingui();
  const payload = eventPayload(event.event);
  const sender = event.from;
  const type = <code>{event.type}</code>;
  return (
    <Table.Tr data-event={event.type}>
      <Table.Td>
        <time dateTime={new Date(event.at).toISOString()}>{time.format(event.at)}</time>
      </Table.Td>
      <Table.Td>
        {payload === null ? (
          type
        ) : (
          <details>
            <summary>{type}</summary>
            <JsonView value={payload} />
          </details>
        )}
        {sender && (
          <Text span size="xs" c="dimmed" display="block">
            {t`from ${sender}`}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <code>{stateText(event.to)}</code>
      </Table.Td>
    </Table.Tr>
  );
}

/** One machine actor: its state and status, its statechart, its context and its last events (newest first). */
export function MachineDetails({ record, parent }: { record: ActorRecord; parent?: string | undefined }) {
  const { i18n } = useLingui();
  const tag = isLocale(i18n.locale) ? INTL_TAG[i18n.locale] : 'en-US';
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(tag, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: 3,
        hourCycle: 'h23',
      }),
    [tag],
  );
  const events = [...record.events].reverse();
  return (
    <div className="inspector-details" data-machine={record.name}>
      <Title order={3} size="h4">
        {record.name}
      </Title>
      <dl className="inspector-facts">
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd>
          <code data-testid="inspector-state">{stateText(record.value)}</code>
        </dd>
        <dt>
          <Trans context="actor status">Status</Trans>
        </dt>
        <dd>{i18n._(STATUS[record.status])}</dd>
        <dt>
          <Trans>Actor</Trans>
        </dt>
        <dd>
          <code>{record.id}</code>
          {parent && (
            <>
              {' '}
              <Trans>
                (child of <code>{parent}</code>)
              </Trans>
            </>
          )}
        </dd>
      </dl>
      <StateChart machine={record.machine} value={record.value} name={record.name} />
      <details className="inspector-section" open>
        <summary>
          <Trans>Context</Trans>
        </summary>
        <JsonView value={readable(record.context)} />
      </details>
      <details className="inspector-section" open>
        <summary>
          <Trans>Last events</Trans>
        </summary>
        {events.length === 0 ? (
          <Text size="sm">
            <Trans>No event yet.</Trans>
          </Text>
        ) : (
          <Table className="inspector-events" verticalSpacing={4} horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Time</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Event</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>State after</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <EventRow key={e.seq} event={e} time={time} />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </details>
    </div>
  );
}
