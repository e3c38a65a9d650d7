import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CheckinEntry } from '@schemas/ticket-door';
import { REFUSAL_REASONS, type RefusalReason } from '@schemas/door-verdict';
import { CHECKIN_RESULTS, type CheckinResult } from '@schemas/tickets';
import { ListMore } from '@/components/ListMore';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { CHECKIN_RESULT_LABEL, doorStaffErrorTexts, REFUSAL_TEXT } from './checkins.texts';
import { merchantTicketQueries } from './merchant-tickets.queries';

const COLOR: Record<CheckinResult, string> = { ADMITTED: 'teal', CONFLICT: 'orange', REFUSED: 'red' };
const isReason = (r: string): r is RefusalReason => (REFUSAL_REASONS as readonly string[]).includes(r);

/** A door time to the second, in the reader's language and the browser's time zone. */
function useDoorTime() {
  const { i18n } = useLingui();
  return (at: string | number) => i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'medium' });
}

function Checkin({ c }: { c: CheckinEntry }) {
  const { i18n } = useLingui();
  const time = useDoorTime();
  const at = time(c.doorTime);
  const gate = c.gate;
  const device = c.deviceId;
  const ticket = c.ticketId ? c.ticketId.slice(0, 8) : '—';
  const lost = c.conflictWith;
  const firstAt = lost ? time(lost.doorTime) : '';
  const firstGate = lost?.gate ?? '';
  const firstDevice = lost?.deviceId ?? '';
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      data-testid="checkin"
      data-result={c.result}
      // A conflict stands out: the ticket was shown at two doors, and this later scan lost.
      bg={c.result === 'CONFLICT' ? 'var(--mantine-color-orange-light)' : undefined}
    >
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={500}>
            {at}
          </Text>
          <Badge color={COLOR[c.result]} variant="light">
            {i18n._(CHECKIN_RESULT_LABEL[c.result])}
          </Badge>
        </Group>
        <Text size="sm">
          <Trans>
            Gate {gate} · device {device} · ticket {ticket}
          </Trans>
        </Text>
        {c.result === 'REFUSED' && c.reason && (
          <Text size="sm" c="red.9">
            {isReason(c.reason) ? i18n._(REFUSAL_TEXT[c.reason]) : c.reason}
          </Text>
        )}
        {lost && (
          <Text size="sm" fw={500}>
            <Trans>
              Lost to the admission at gate {firstGate} (device {firstDevice}) at {firstAt}.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * An event's check-ins (listCheckins): the synced scans, the latest door time first, paged, with each one's
 * gate, device, ticket and result; a conflict (a later duplicate from another door) names the admission it
 * lost to. One result may be picked, and the list refreshed while the doors sync.
 */
export function CheckinsList({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const [result, setResult] = useState<CheckinResult | null>(null);
  const list = useInfiniteQuery(merchantTicketQueries.checkins(eventId, result ?? undefined));
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const options = [
    { value: 'all', label: t`All scans` },
    ...CHECKIN_RESULTS.map((r) => ({ value: r, label: i18n._(CHECKIN_RESULT_LABEL[r]) })),
  ];
  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Select
          label={t`Show`}
          allowDeselect={false}
          data={options}
          value={result ?? 'all'}
          onChange={(v) => setResult(v && v !== 'all' ? (v as CheckinResult) : null)}
          w={200}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={list.isRefetching}
          onClick={() => void list.refetch()}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Group>
      <ListState
        query={list}
        skeleton={<ListSkeleton rows={3} height={72} />}
        isEmpty={items.length === 0}
        empty={
          <ListEmpty title={t`No check-ins yet.`}>
            <Text size="sm" c="dimmed">
              <Trans>Scans appear here once a door syncs them.</Trans>
            </Text>
          </ListEmpty>
        }
        texts={doorStaffErrorTexts}
      >
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Check-ins`}>
          {items.map((c) => (
            <Checkin key={c.id} c={c} />
          ))}
        </Stack>
        <ListMore query={list} />
      </ListState>
    </Stack>
  );
}
