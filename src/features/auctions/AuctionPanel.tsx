import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Auction } from '@schemas/auctions';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ListState } from '@/components/ListState';
import { positiveAmount } from './amount';
import { auctionFlow } from './auctions.actors';
import { auctionErrorTexts } from './auctions.errors';
import { auctionQueries } from './auctions.queries';
import { BidHistory } from './BidHistory';
import { StartAuctionForm } from './StartAuctionForm';
import { StatusBadge } from './StatusBadge';
import { TimeLeft } from './TimeLeft';

/**
 * An AUCTION item's live panel on the item page: status, highest bid (polled every few
 * seconds), reserve met or not, time left, the bid form, the seller's cancel (asked first) and the bid history.
 * What it offers comes from the auction machine (`can`), never from reading statuses here. The seller of an item
 * on sale (`canStart`) starts its auction here, and again after one was cancelled or ended unsold.
 */
export function AuctionPanel({
  itemId,
  currency,
  canStart,
}: {
  itemId: string;
  currency: string;
  canStart: boolean;
}) {
  const query = useQuery(auctionQueries.item(itemId));
  const restartable = query.data?.status === 'CANCELLED' || query.data?.status === 'UNSOLD';
  return (
    <ListState
      query={query}
      skeleton={<Skeleton height={180} radius="md" />}
      isEmpty={!query.data}
      empty={
        canStart ? (
          <StartAuctionForm itemId={itemId} currency={currency} />
        ) : (
          <Text fw={600} c="dimmed" role="status">
            <Trans>This item's auction has not started yet.</Trans>
          </Text>
        )
      }
      texts={auctionErrorTexts}
    >
      {query.data && (
        <Stack gap="md">
          <LiveAuction auction={query.data} />
          {canStart && restartable && <StartAuctionForm itemId={itemId} currency={currency} />}
        </Stack>
      )}
    </ListState>
  );
}

function LiveAuction({ auction }: { auction: Auction }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const actor = useActorRef(auctionFlow);
  const state = useSelector(actor, (s) => s.value);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'auction.cancel' }));
  const canBid = useSelector(actor, (s) => s.can({ type: 'auction.bid', amount: '1' }));
  const [amount, setAmount] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  // Every poll's answer goes through the machine, which routes to the state it means.
  useEffect(() => actor.send({ type: 'auction.sync', auction }), [actor, auction]);
  // After a bid or a cancel the history and the view are read again at once.
  useEffect(() => {
    if (state === 'bidding' || state === 'cancelling') return;
    void queryClient.invalidateQueries({ queryKey: auctionQueries.all() });
  }, [state, queryClient]);

  const a = ctx.auction ?? auction;
  const submit = () => {
    const parsed = positiveAmount(amount);
    if (parsed === null) return setFormError(t`Enter an amount, e.g. 0.25`);
    if (Number(parsed) < Number(a.minNextBid))
      return setFormError(t`Bid at least ${a.minNextBid} ${a.currency}.`);
    setFormError(null);
    actor.send({ type: 'auction.bid', amount: parsed });
  };

  return (
    <Paper withBorder p="md" radius="md" aria-busy={busy} data-testid="auction-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <StatusBadge status={a.status} />
          {(a.status === 'OPEN' || a.status === 'SCHEDULED') && <TimeLeft auction={a} />}
        </Group>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            <Trans>Highest bid</Trans>
          </Text>
          <Text fz={28} fw={800} lh={1.2} data-testid="highest-bid" aria-live="polite">
            {a.leadingAmount ? `${a.leadingAmount} ${a.currency}` : <Trans>No bids yet</Trans>}
          </Text>
          <Group gap="xs">
            <Badge color={a.reserveMet ? 'teal' : 'gray'} variant="light">
              {a.reserveMet ? <Trans>Reserve met</Trans> : <Trans>Reserve not met</Trans>}
            </Badge>
            <Text size="sm" c="dimmed">
              <Plural value={a.bidCount} one="# bid" other="# bids" />
            </Text>
            {a.extensions > 0 && (
              <Text size="sm" c="dimmed">
                <Trans>Extended by late bids</Trans>
              </Text>
            )}
          </Group>
          {a.isLeading && a.status === 'OPEN' && (
            <Text size="sm" c="teal" fw={600}>
              <Trans>You are the highest bidder.</Trans>
            </Text>
          )}
          {a.isLeading && a.status === 'SETTLED' && (
            <Group gap="sm" data-testid="auction-won">
              <Text size="sm" c="teal" fw={600}>
                <Trans>You won this auction. Your order is paid from your bid.</Trans>
              </Text>
              {a.orderId && (
                <Anchor
                  size="sm"
                  renderRoot={(p) => <Link to="/orderDetail" search={{ id: a.orderId! }} {...p} />}
                >
                  <Trans>Open your order</Trans>
                </Anchor>
              )}
            </Group>
          )}
        </Stack>
        {ctx.errorCode !== null && (
          <Alert color="red" role="alert">
            {errorText(new ApiError(ctx.errorCode, ''), auctionErrorTexts)}
          </Alert>
        )}
        {canBid && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t`Your bid (${a.currency})`}
                description={t`At least ${a.minNextBid} ${a.currency}; held from your marketplace balance until you are outbid.`}
                inputMode="decimal"
                autoComplete="off"
                required
                value={amount}
                // Checked here, or refused by the server (4200): the field says what it needs.
                error={
                  formError ??
                  (ctx.issues.some((i) => i.path === 'amount') ? t`Enter an amount, e.g. 0.25` : null)
                }
                onChange={(e) => setAmount(e.currentTarget.value)}
                style={{ flex: '1 1 12rem' }}
              />
              <Button type="submit" loading={busy}>
                <Trans>Place bid</Trans>
              </Button>
            </Group>
          </form>
        )}
        {(canCancel || state === 'cancelling') && (
          <Button
            variant="light"
            color="red"
            loading={busy}
            onClick={() => actor.send({ type: 'auction.cancel' })}
          >
            <Trans>Cancel auction</Trans>
          </Button>
        )}
        <ConfirmDialog
          opened={state === 'confirmingBid'}
          title={t`Place this bid?`}
          confirmLabel={<Trans>Confirm bid</Trans>}
          onConfirm={() => actor.send({ type: 'auction.confirm' })}
          onCancel={() => actor.send({ type: 'auction.dismiss' })}
        >
          <Text size="sm">
            <Trans>
              Your bid of {ctx.bidAmount} {a.currency} is held from your marketplace balance until you are
              outbid or the auction ends. If you win, it pays for your order.
            </Trans>
          </Text>
        </ConfirmDialog>
        <ConfirmDialog
          opened={state === 'confirmingCancel'}
          title={t`Cancel this auction?`}
          confirmLabel={<Trans>Cancel auction</Trans>}
          cancelLabel={<Trans>Keep the auction</Trans>}
          confirmColor="red"
          onConfirm={() => actor.send({ type: 'auction.confirm' })}
          onCancel={() => actor.send({ type: 'auction.dismiss' })}
        >
          <Text size="sm">
            <Trans>
              No bid meets the reserve yet. Every bid is released and the bidders get their holds back. This
              cannot be undone.
            </Trans>
          </Text>
        </ConfirmDialog>
        <BidHistory auctionId={a.id} polling={a.status === 'OPEN'} />
      </Stack>
    </Paper>
  );
}
