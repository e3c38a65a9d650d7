import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { TicketTier } from '@schemas/tickets';
import { InCartNotice } from '@/components/InCartNotice';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/dates';
import { formatMinor } from '@/lib/minor-money';
import { session } from '@/lib/session';
import { queryRoots } from '@/lib/query-keys';
import { useLoggedIn } from '@/lib/use-session';
import { ticketsApi } from './tickets.api';
import { localText, maxPick, SALE_STATE_COLOR, SALE_STATE_LABEL } from './ticket-text';
import { buyErrorTexts } from './tickets.errors';
import { useBuyTickets } from './use-buy-tickets';

/**
 * One tier of an event: its price, tickets left, where its sale stands, and (on sale) a quantity picker bounded
 * by the per-member limit and the tickets left, with Buy (now: its own order, straight to payment) and Add to
 * cart (a TICKET line checked out later from the cart), as an item page offers both. A visitor is sent to log
 * in and back here: tickets are counted per member, so the cart of tickets is a member's.
 */
export function TierCard({ tier }: { tier: TicketTier }) {
  const { t, i18n } = useLingui();
  const loggedIn = useLoggedIn();
  const here = useRouterState({ select: (s) => s.location.href });
  const headingId = useId();
  const max = maxPick(tier);
  const [quantity, setQuantity] = useState<number | string>(1);
  const buy = useBuyTickets(tier.id);
  const queryClient = useQueryClient();
  const toCart = useMutation({
    mutationFn: (n: number) => ticketsApi.toCart(tier.id, n, 'add'),
    onSuccess: (cart) => queryClient.setQueryData(queryRoots.cart(), cart),
  });
  const name = localText(tier.name, i18n.locale);
  const free = tier.price === '0';
  const price = free ? t`Free` : formatMinor(tier.price, tier.currency, i18n.locale);
  // What Buy sends: the typed number within 1 and the most this member may pick (the field clamps it on blur).
  const q = Math.min(Math.max(1, Math.trunc(Number(quantity)) || 1), Math.max(1, max));
  const total = formatMinor(String(BigInt(tier.price) * BigInt(q)), tier.currency, i18n.locale);
  const opens = formatDateTime(tier.saleStartsAt, i18n.locale);
  const closes = formatDateTime(tier.saleEndsAt, i18n.locale);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="ticket-tier">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text component="h3" fw={700} size="md" m={0} id={headingId}>
            {name}
          </Text>
          <Badge color={SALE_STATE_COLOR[tier.saleState]} variant="light" data-testid="sale-state">
            {i18n._(SALE_STATE_LABEL[tier.saleState])}
          </Badge>
        </Group>
        <Group gap="md" wrap="wrap">
          <Text fw={600}>{price}</Text>
          <Text size="sm" c="dimmed">
            <Trans>{tier.remaining} left</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Up to {tier.perMemberLimit} per member</Trans>
          </Text>
        </Group>
        {tier.saleState === 'NOT_STARTED' && (
          <Text size="sm">
            <Trans>Sale opens {opens}</Trans>
          </Text>
        )}
        {tier.saleState === 'ON_SALE' && (
          <Text size="sm" c="dimmed">
            <Trans>Sale closes {closes}</Trans>
          </Text>
        )}
        {max > 0 &&
          (loggedIn ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                toCart.reset();
                buy.mutate(q);
              }}
            >
              <Stack gap="xs">
                {(buy.isError || toCart.isError) && (
                  <Alert color="red" role="alert">
                    {errorText(buy.error ?? toCart.error, buyErrorTexts)}
                  </Alert>
                )}
                <Group align="flex-end" wrap="wrap">
                  <NumberInput
                    label={t`Tickets`}
                    description={t`1 to ${max}`}
                    value={quantity}
                    onChange={setQuantity}
                    min={1}
                    max={max}
                    clampBehavior="blur"
                    allowDecimal={false}
                    allowNegative={false}
                    w={120}
                  />
                  <Button
                    type="submit"
                    loading={buy.isPending} // The visible words begin the name (WCAG 2.5.3); the tier's name tells the buttons apart.
                    aria-label={t`Buy for ${total}: ${q} × ${name}`}
                  >
                    <Trans>Buy for {total}</Trans>
                  </Button>
                  <Button
                    variant="light"
                    leftSection={<IconShoppingBagPlus size={18} aria-hidden />}
                    loading={toCart.isPending}
                    aria-label={t`Add to cart: ${q} × ${name}`}
                    onClick={() => {
                      buy.reset();
                      toCart.mutate(q);
                    }}
                  >
                    <Trans>Add to cart</Trans>
                  </Button>
                </Group>
                <div role="status">{toCart.isSuccess && <InCartNotice name={name} />}</div>
              </Stack>
            </form>
          ) : (
            <Anchor
              renderRoot={(p) => (
                <Link
                  to="/login"
                  search={{ redirect: here }}
                  onClick={() => session.saveReturnRoute(here)}
                  {...p}
                />
              )}
            >
              <Trans>Log in to buy tickets</Trans>
            </Anchor>
          ))}
      </Stack>
    </Paper>
  );
}
