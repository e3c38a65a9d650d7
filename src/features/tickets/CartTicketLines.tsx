import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartTicketLine } from '@schemas/shop';
import { CartLineCard } from '@/components/CartLineCard';
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
  const total =
    line.unitPrice === '0'
      ? t`Free`
      : formatMinor((BigInt(line.unitPrice) * BigInt(line.quantity)).toString(), line.currency, i18n.locale);
  const error = change.error ?? checkout.error;
  return (
    <CartLineCard
      testId="cart-ticket-line"
      name={name}
      image={line.event.artwork}
      details={
        <EventSchedule
          venue={line.event.venue}
          startsAt={line.event.startsAt}
          endsAt={line.event.endsAt}
          size="xs"
        />
      }
      available={line.available}
      quantity={line.quantity}
      max={Math.min(line.perMemberLimit, line.remaining)}
      quantityLabel={t`Tickets of ${name}`}
      onQuantity={(q) => change.mutate(q)}
      removing={change.isPending && change.variables === 0}
      price={total}
      actions={
        <Button
          size="xs"
          disabled={!line.available || change.isPending}
          loading={checkout.isPending}
          aria-label={t`Check out: ${line.quantity} × ${name}`}
          onClick={() => checkout.mutate(line.quantity)}
        >
          <Trans>Check out</Trans>
        </Button>
      }
      error={
        error && (
          <Alert color="red" role="alert">
            {errorText(error, buyErrorTexts)}
          </Alert>
        )
      }
    />
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
