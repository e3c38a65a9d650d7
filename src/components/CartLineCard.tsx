import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Image, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  name: string;
  image: string;
  /** What the line is besides its name (a good's options; a ticket's date and venue). */
  details?: ReactNode;
  available: boolean;
  quantity: number;
  /** The most the stepper allows (the stock; the member's tickets left). */
  max: number;
  /** The stepper's accessible name. */
  quantityLabel: string;
  /** A new quantity (1 or more), or 0 to remove the line. */
  onQuantity: (quantity: number) => void;
  removing: boolean;
  price: ReactNode;
  /** Beside the price (a ticket line's own Check out). */
  actions?: ReactNode;
  error?: ReactNode;
  testId: string;
};

/**
 * One cart line, goods or tickets alike: picture, name, remove, what it is, "not available" when the checkout
 * would refuse it as it is, a quantity stepper (1 to `max`) and its price.
 */
export function CartLineCard(p: Props) {
  const { t } = useLingui();
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid={p.testId}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={p.image || null} alt="" w={64} h={64} radius="sm" fallbackSrc="/favicon.svg" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {p.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => p.onQuantity(0)}
              aria-label={t`Remove ${p.name}`}
              loading={p.removing}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {p.details}
          {!p.available && (
            <Badge color="orange" variant="light">
              <Trans>Not available in this quantity</Trans>
            </Badge>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <NumberInput
              aria-label={p.quantityLabel}
              value={p.quantity}
              min={1}
              max={Math.max(1, p.max)}
              clampBehavior="strict"
              allowDecimal={false}
              w={110}
              size="xs"
              onChange={(n) => {
                const q = typeof n === 'number' ? n : Number.parseInt(n, 10);
                if (Number.isInteger(q) && q >= 1 && q !== p.quantity) p.onQuantity(q);
              }}
            />
            <Group gap="sm">
              <Text fw={700}>{p.price}</Text>
              {p.actions}
            </Group>
          </Group>
          {p.error}
        </Stack>
      </Group>
    </Paper>
  );
}
