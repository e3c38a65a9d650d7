import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Order } from '@schemas/orders';
import { formatMinor } from '@/lib/minor-money';
import { session } from '@/lib/session';
import { checkoutError } from './checkout.errors';
import { checkoutQueries } from './checkout.queries';
import { PageLoader, Refusal, ResultFrame } from './CheckoutStates';

const STATUS: Record<string, MessageDescriptor> = {
  NEW: msg`Awaiting payment`,
  DEPOSITDPAID: msg`Deposit paid`,
  FULLPAID: msg`Paid`,
  DELIVERY: msg`Delivering`,
  FINISHED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
  CLOSED: msg`Closed`,
};

function OrderLink({ orderId }: { orderId: string }) {
  return (
    <Button
      variant="light"
      renderRoot={(p) => <Link to={'/orderDetail' as never} search={{ id: orderId } as never} {...p} />}
    >
      <Trans>See the order</Trans>
    </Button>
  );
}

/** The order's state as the server has it (the result pages read it, never decide it). */
function useOrder(orderId: string) {
  return useQuery({
    ...checkoutQueries.order(orderId),
    enabled: orderId !== '' && session.memberId() !== null,
  });
}

/**
 * paymentSuccess (`?orderId=`): the payment went through at the processor; the order's label says whether
 * the server has recorded it yet (its callback may come a moment later).
 */
export function PaymentSuccessPage({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const order = useOrder(orderId);
  const o: Order | undefined = order.data;
  const recorded = o && o.status !== 'NEW';
  const total = o ? formatMinor(o.price.totalAmount, o.price.currency, i18n.locale) : '';
  const number = o?.number ?? '';
  const status = o ? i18n._(STATUS[o.status] ?? STATUS.NEW!) : '';
  return (
    <ResultFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Payment successful</Trans>
        </Title>
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          <Stack gap="xs">
            {order.isPending && orderId !== '' && <Text size="sm">{t`Loading your order…`}</Text>}
            {o && (
              <>
                <Text size="sm">
                  <Trans>
                    Order {number}: {total}
                  </Trans>
                </Text>
                <Text size="sm" data-testid="order-status">
                  <Trans>Status: {status}</Trans>
                </Text>
                {!recorded && (
                  <Text size="sm" c="dimmed">
                    <Trans>
                      We are confirming your payment with the processor; this page shows it once recorded.
                    </Trans>
                  </Text>
                )}
                {o.lines.some((l) => l.kind !== 'PHYSICAL') && (
                  <Text size="sm" c="dimmed">
                    <Trans>Your NFT is transferred to your wallet shortly.</Trans>
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Alert>
        {order.isError && (
          <Refusal
            code={(order.error as { code?: number }).code ?? 9000}
            onRetry={() => void order.refetch()}
          />
        )}
        <Group>
          {orderId && <OrderLink orderId={orderId} />}
          <Anchor renderRoot={(p) => <Link to="/explore" {...p} />}>
            <Trans>Continue shopping</Trans>
          </Anchor>
        </Group>
      </Stack>
    </ResultFrame>
  );
}

/** paymentFail (`?orderId=&code=`): why, and the way on: pay again (1004, 1009…) or a new order (1006). */
export function PaymentFailPage({ orderId, code }: { orderId: string; code: number }) {
  const { t } = useLingui();
  const expired = code === 1006;
  return (
    <ResultFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Payment failed</Trans>
        </Title>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{checkoutError(code)}</Text>
            <Text size="xs" c="dimmed">
              <Trans>Error code: {code}</Trans>
            </Text>
          </Stack>
        </Alert>
        <Group>
          {!expired && orderId && (
            <Button
              renderRoot={(p) => (
                <Link to={'/payment' as never} search={{ orderId, code: String(code) } as never} {...p} />
              )}
            >
              <Trans>Try again</Trans>
            </Button>
          )}
          {expired && (
            <Button renderRoot={(p) => <Link to="/explore" {...p} />}>
              <Trans>Place a new order</Trans>
            </Button>
          )}
          {orderId && <OrderLink orderId={orderId} />}
        </Group>
        <Text size="xs" c="dimmed">
          {t`Nothing has been charged for a failed payment.`}
        </Text>
      </Stack>
    </ResultFrame>
  );
}

/** paymentMsg (`?code=&orderId=`): a payment message without a decision (e.g. check your e-mail, 1012). */
export function PaymentMessagePage({ orderId, code }: { orderId: string; code: number | null }) {
  const { t } = useLingui();
  return (
    <ResultFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Payment information</Trans>
        </Title>
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
          <Text size="sm">{code !== null ? checkoutError(code) : t`Your payment is being processed.`}</Text>
        </Alert>
        <Group>{orderId && <OrderLink orderId={orderId} />}</Group>
      </Stack>
    </ResultFrame>
  );
}

export { PageLoader };
