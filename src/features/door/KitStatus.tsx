import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { KitFacts } from '@machines/door.machine';
import { doorStamp } from './door-time';

/** Re-renders every `ms` so an age shown stays true. */
function useNow(ms: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

/** The kit this device holds: its version (when the server made it), its age and size, and a refresh. */
export function KitStatus({
  kit,
  online,
  refreshing,
  onRefresh,
}: {
  kit: KitFacts;
  online: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { i18n } = useLingui();
  const now = useNow(30_000);
  const minutes = Math.max(0, Math.floor((now - Date.parse(kit.issuedAt)) / 60_000));
  const version = doorStamp(kit.issuedAt, i18n.locale);
  const tickets = kit.tickets;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="door-kit" data-issued-at={kit.issuedAt}>
      <Group gap="xs">
        <Badge color={online ? 'teal' : 'gray'} variant="light" data-testid="door-online">
          {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
        </Badge>
        <Text size="sm">
          <Trans>
            Door kit of {version} ({minutes} min old), {tickets} tickets
          </Trans>
        </Text>
      </Group>
      <Button size="xs" variant="default" onClick={onRefresh} loading={refreshing} disabled={!online}>
        <Trans>Refresh kit</Trans>
      </Button>
    </Group>
  );
}
