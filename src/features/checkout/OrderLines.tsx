import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderLine } from '@schemas/orders';
import { formatMinor } from '@/lib/minor-money';

/** The order's lines: picture, name, chosen options, quantity and the line's total (minor units). */
export function OrderLines({ lines, currency }: { lines: OrderLine[]; currency: string }) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans context="order lines">Items</Trans>
        </Title>
        {lines.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>There is nothing in this order.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {lines.map((line) => {
              const quantity = line.quantity;
              const spec = Object.entries(line.spec)
                .map(([k, v]) => `${k}: ${v}`)
                .join(' · ');
              return (
                <Group
                  component="li"
                  key={line.id || line.productId}
                  wrap="nowrap"
                  align="flex-start"
                  gap="sm"
                >
                  <Image
                    src={line.image || undefined}
                    alt=""
                    w={64}
                    h={64}
                    radius="sm"
                    fit="cover"
                    style={{ flexShrink: 0 }}
                  />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {line.name}
                    </Text>
                    {spec && (
                      <Text size="xs" c="dimmed">
                        {spec}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed">
                      <Trans>Quantity: {quantity}</Trans>
                    </Text>
                  </Stack>
                  <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMinor(line.total, currency, i18n.locale)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
