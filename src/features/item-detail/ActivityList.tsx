import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ProductEvent } from '@schemas/products';
import type { Blockchain } from '@schemas/wallets';
import { TxLink } from '@/components/TxLink';
import { EVENT_KIND, labelOf } from './labels';
import { useSlots } from './item-detail.slots';

/**
 * The item's history, newest first: what happened, who, to whom, for how much and when (localised), and the
 * transaction on the chain's explorer, as the marketplace-wide feed shows it (src/features/activity).
 */
export function ActivityList({ events, blockchain }: { events: ProductEvent[]; blockchain: Blockchain }) {
  const { i18n } = useLingui();
  const { formatCrypto } = useSlots();
  const locale = i18n.locales ?? i18n.locale;
  if (events.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>No activity yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((e) => {
        const price = e.price && e.curr ? formatCrypto(e.price, e.curr, locale) : null;
        const from = e.actor?.name;
        const to = e.to?.name;
        return (
          <Paper key={e.id} component="li" withBorder p="xs" radius="md">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Group gap="xs" wrap="wrap" miw={0}>
                <Badge variant="light">{labelOf(i18n, EVENT_KIND, e.kind)}</Badge>
                {from && (
                  <Text size="sm">
                    <Trans>by {from}</Trans>
                  </Text>
                )}
                {to && (
                  <Text size="sm">
                    <Trans>to {to}</Trans>
                  </Text>
                )}
                {e.quantity > 1 && (
                  <Text size="sm" c="dimmed">
                    <Trans>× {e.quantity}</Trans>
                  </Text>
                )}
                {price && (
                  <Text size="sm" fw={600}>
                    {price}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed" component="time" dateTime={e.createdAt}>
                {i18n.date(new Date(e.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </Text>
            </Group>
            {e.txHash && <TxLink blockchain={blockchain} hash={e.txHash} size="xs" />}
          </Paper>
        );
      })}
    </Stack>
  );
}
