import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { SyncReport } from '@machines/door.machine';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { doorErrorTexts } from './door-text';
import { doorClock } from './door-time';

/** The queue's sync: the last answer, a "Sync now" button, and this device's conflicts listed. */
export function SyncPanel({
  report,
  errorCode,
  online,
  syncing,
  onSync,
}: {
  report: SyncReport | null;
  errorCode: number | null;
  online: boolean;
  syncing: boolean;
  onSync: () => void;
}) {
  const { i18n } = useLingui();
  const at = report ? doorClock(report.at, i18n.locale) : '';
  const sent = report?.sent ?? 0;
  const pending = report?.pending ?? 0;
  return (
    <Stack gap="xs" data-testid="door-sync">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" role="status">
          {report ? (
            <Trans>
              Synced at {at}: {sent} sent, {pending} waiting.
            </Trans>
          ) : online ? (
            <Trans>Not synced yet.</Trans>
          ) : (
            <Trans>Offline: scans wait on this device and sync when the network is back.</Trans>
          )}
        </Text>
        <Button size="xs" onClick={onSync} loading={syncing} disabled={!online}>
          <Trans>Sync now</Trans>
        </Button>
      </Group>
      {errorCode !== null && (
        <Alert color="red" role="alert">
          {errorText(new ApiError(errorCode, ''), doorErrorTexts)}
        </Alert>
      )}
      {report && report.conflicts.length > 0 && (
        <Alert color="orange" title={<Trans>Conflicts</Trans>} data-testid="door-conflicts">
          <List size="sm">
            {report.conflicts.map((c) => {
              const mine = doorClock(c.doorTime, i18n.locale);
              const ticket = (c.ticketId ?? '').slice(0, 8);
              const first = c.conflictWith ? doorClock(c.conflictWith.doorTime, i18n.locale) : '—';
              const gate = c.conflictWith?.gate ?? '—';
              return (
                <List.Item key={c.nonce}>
                  <Trans>
                    Ticket {ticket} admitted here at {mine} had already been admitted at {gate} at {first}.
                  </Trans>
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
