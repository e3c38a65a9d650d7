import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartTicketLine } from '@schemas/shop';
import { errorText } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { queryRoots } from '@/lib/query-keys';
import { EventSchedule } from './EventSchedule';
import { localText } from './ticket-text';
import { buyErrorTexts } from './tickets.errors';
import { ticketsApi } from './tickets.api';
import { useBuyTickets } from './use-buy-tickets';

/**
 * One TICKET line of the cart: the event, tier, date and venue, a quantity stepper (1 to the member's limit
 * within what is left), remove, and Check out: the line's own order (buyTickets with fromCart, which takes the
 * tickets and removes the line in one transaction), then the payment step, or the success page when free.
 */
function CartTicketRow({ line }: { line: CartTicketLine }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (quantity: number) => ticketsApi.toCart(line.tierId, quantity),
    onSuccess: (cart) => queryClient.setQueryData(queryRoots.cart(), cart),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryRoots.cart() }),
  });
  const checkout = useBuyTickets(line.tierId, true);
  const name = `${localText(line.event.title, i18n.locale)} · ${localText(line.tierName, i18n.locale)}`;
  const free = line.unitPrice === '0';
  const total = free
    ? t`Free`
    : formatMinor((BigInt(line.unitPrice) * BigInt(line.quantity)).toString(), line.currency, i18n.locale);
  const max = Math.max(1, Math.min(line.perMemberLimit, line.remaining));
  const error = change.error ?? checkout.error;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="cart-ticket-line">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={line.event.artwork || null} alt="" w={64} h={64} radius="sm" fallbackSrc="/favicon.svg" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => change.mutate(0)}
              aria-label={t`Remove ${name}`}
              loading={change.isPending && change.variables === 0}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <EventSchedule
            venue={line.event.venue}
            startsAt={line.event.startsAt}
            endsAt={line.event.endsAt}
            size="xs"
          />
          {!line.available && (
            <Badge color="orange" variant="light">
              <Trans>Not available in this quantity</Trans>
            </Badge>
          )}
          <Group justify="space-between" wrap="wrap" gap="xs">
            <NumberInput
              aria-label={t`Tickets of ${name}`}
              value={line.quantity}
              min={1}
              max={max}
              clampBehavior="strict"
              allowDecimal={false}
              w={110}
              size="xs"
              onChange={(n) => {
                const q = typeof n === 'number' ? n : Number.parseInt(n, 10);
                if (Number.isInteger(q) && q >= 1 && q !== line.quantity) change.mutate(q);
              }}
            />
            <Group gap="sm">
              <Text fw={700}>{total}</Text>
              <Button
                size="xs"
                disabled={!line.available || change.isPending}
                loading={checkout.isPending}
                aria-label={t`Check out: ${line.quantity} × ${name}`}
                onClick={() => checkout.mutate(line.quantity)}
              >
                <Trans>Check out</Trans>
              </Button>
            </Group>
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {errorText(error, buyErrorTexts)}
            </Alert>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The cart's tickets, under their own heading: each tier's line is its own order at checkout (a tier has its
 * own currency, nothing to deliver and its own fulfilment), never part of a goods order, even of the same
 * merchant.
 */
export function CartTicketLines({ lines }: { lines: CartTicketLine[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-label={t`Tickets`}>
      <Title order={2} size="h4">
        <Trans>Tickets</Trans>
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {lines.map((l) => (
          <CartTicketRow key={l.tierId} line={l} />
        ))}
      </Stack>
    </Stack>
  );
}
