import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { allowedOrderActions } from '@machines/order.machine';
import type { Order } from '@schemas/orders';
import { lazyNamed } from '@/components/lazy-named';
import { ConfirmAction } from './ConfirmAction';
import { cancelOrder, confirmReceipt, refundOrder } from './orders.api';
import { notify } from '@/lib/notify';

// The seller's form (upload, wallet) only loads for sellers of an order they can deliver.
const DeliverDialog = lazyNamed(() => import('./DeliverDialog'), 'DeliverDialog');

/**
 * The order page's actions: exactly those the order machine allows this viewer (spec §4), so a button is never
 * shown that the server would refuse. `role` overrides the order's viewer role (the support page).
 */
export function OrderActions({ order, role }: { order: Order; role?: Order['viewerRole'] }) {
  const { t } = useLingui();
  const actions = allowedOrderActions(order.status, order.cod, role ?? order.viewerRole);
  if (actions.length === 0) return null;
  const done = (message: string) => () => notify(message, 'green');
  return (
    <Group gap="sm" data-testid="order-actions">
      {actions.includes('payNow') && (
        <Button
          leftSection={<IconCreditCard size={18} aria-hidden />}
          renderRoot={(p) => <Link to="/payment" search={{ orderId: order.id }} {...p} />}
        >
          {/* A part paid (split payment): the rest is paid with any method. */}
          {order.status === 'DEPOSITDPAID' ? <Trans>Pay the rest</Trans> : <Trans>Pay now</Trans>}
        </Button>
      )}
      {actions.includes('confirmReceipt') && (
        <ConfirmAction
          label={<Trans>Confirm receipt</Trans>}
          title={t`Confirm receipt?`}
          body={
            <Trans>
              Confirm only once you have received everything in this order. The order then finishes and the
              seller is paid.
            </Trans>
          }
          confirmLabel={<Trans>Yes, I received it</Trans>}
          run={() => confirmReceipt(order.id)}
          onDone={done(t`Receipt confirmed. The order is finished.`)}
        />
      )}
      {actions.includes('markDelivered') && (
        <Suspense fallback={null}>
          <DeliverDialog order={order} />
        </Suspense>
      )}
      {actions.includes('cancel') && (
        <ConfirmAction
          label={<Trans>Cancel order</Trans>}
          title={t`Cancel this order?`}
          body={
            <Trans>
              The items go back on sale and a promotion code used is released. This cannot be undone.
            </Trans>
          }
          confirmLabel={<Trans>Cancel order</Trans>}
          reason={{ label: t`Reason (optional)` }}
          color="red"
          variant="light"
          run={(reason) => cancelOrder(order.id, reason)}
          onDone={done(t`The order has been cancelled.`)}
        />
      )}
      {actions.includes('refund') && (
        <ConfirmAction
          label={<Trans>Refund</Trans>}
          title={t`Refund this order?`}
          body={
            <Trans>
              The payment is refunded through its provider, the order is closed, the stock goes back and the
              seller's credit is reversed.
            </Trans>
          }
          confirmLabel={<Trans>Refund order</Trans>}
          reason={{ label: t`Reason`, required: true }}
          color="orange"
          run={(reason) => refundOrder(order.id, reason)}
          onDone={done(t`The order has been refunded.`)}
        />
      )}
    </Group>
  );
}
