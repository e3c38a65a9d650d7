import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { restOf } from '@machines/checkout.types';
import { Code } from '@schemas/codes';
import type { Order } from '@schemas/orders';
import { formatMinor } from '@/lib/minor-money';
import type { RoutePath } from '@/lib/route-path';
import { session } from '@/lib/session';
import { checkoutError, closedOrderText, paymentResultTexts } from './checkout.errors';
import { checkoutQueries } from './checkout.queries';
import { PageLoader, Refusal, ResultFrame } from './checkout-states';
import { isClosedCase, nextSteps, type NextStep } from './payment-next';

const STATUS: Record<string, MessageDescriptor> = {
  NEW: msg`Awaiting payment`,
  DEPOSITDPAID: msg`Deposit paid`,
  FULLPAID: msg`Paid`,
  DELIVERY: msg`Delivering`,
  FINISHED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
  CLOSED: msg`Closed`,
};

/** The order's state as the server has it (the result pages read it, never decide it). */
function useOrder(orderId: string) {
  return useQuery({
    ...checkoutQueries.order(orderId),
    enabled: orderId !== '' && session.memberId() !== null,
  });
}

const link = (to: RoutePath, search?: Record<string, string>) =>
  function Root(p: Record<string, unknown>) {
    return <Link to={to} search={search} {...p} />;
  };

/** One way on from a result page, as a link (the first one is the main button). */
function StepLink({ step, order, orderId, code, main }: StepProps & { step: NextStep; main: boolean }) {
  const variant = main ? 'filled' : 'light';
  const again = {
    orderId,
    code: String(code),
    ...(order?.paymentMethod ? { method: order.paymentMethod } : {}),
  };
  const parts: Record<NextStep, [ReturnType<typeof link>, ReactNode]> = {
    payAgain: [link('/payment', again), <Trans key="a">Try again</Trans>],
    otherMethod: [
      link('/payment', { orderId, code: String(code) }),
      <Trans key="o">Choose another method</Trans>,
    ],
    support: [link('/contact'), <Trans key="s">Contact support</Trans>],
    order: [link('/orderDetail', { id: orderId }), <Trans key="d">See the order</Trans>],
    newOrder: [link('/explore'), <Trans key="n">Place a new order</Trans>],
  };
  const [root, label] = parts[step];
  return (
    <Button variant={variant} renderRoot={root}>
      {label}
    </Button>
  );
}

type StepProps = { order: Order | undefined; orderId: string; code: number };

/** The result's next steps; those that need the order are left out without one. */
function NextSteps({ steps, ...p }: StepProps & { steps: NextStep[] }) {
  const shown = steps.filter((s) => p.orderId !== '' || s === 'support' || s === 'newOrder');
  return (
    <Group data-testid="next-steps">
      {shown.map((step, i) => (
        <StepLink key={step} step={step} main={i === 0} {...p} />
      ))}
    </Group>
  );
}

/**
 * paymentSuccess (`?orderId=`): the payment went through at the processor; the order's label says whether
 * the server has recorded it yet (its callback may come a moment later). A part paid (DEPOSITDPAID) says what
 * is left and offers to pay the rest, with any method.
 */
export function PaymentSuccessPage({ orderId }: { orderId: string }) {
  const { t, i18n } = useLingui();
  const order = useOrder(orderId);
  const o: Order | undefined = order.data;
  const recorded = o && o.status !== 'NEW';
  const currency = o?.price.currency ?? 'HKD';
  const total = o ? formatMinor(o.price.totalAmount, currency, i18n.locale) : '';
  const number = o?.number ?? '';
  const status = o ? i18n._(STATUS[o.status] ?? STATUS.NEW!) : '';
  const partial = o?.status === 'DEPOSITDPAID';
  const paid = o ? formatMinor(o.paidAmount, currency, i18n.locale) : '';
  const left = o ? formatMinor(restOf(o).toString(), currency, i18n.locale) : '';
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
                {partial && (
                  <Text size="sm" data-testid="left-to-pay">
                    <Trans>
                      Paid so far: {paid}. Left to pay: {left}.
                    </Trans>
                  </Text>
                )}
                {!recorded && (
                  <Text size="sm" c="dimmed">
                    <Trans>
                      We are confirming your payment with the processor; this page shows it once recorded.
                    </Trans>
                  </Text>
                )}
                {!partial && o.lines.some((l) => l.kind !== 'PHYSICAL') && (
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
          {partial && (
            <Button renderRoot={link('/payment', { orderId })}>
              <Trans>Pay the rest</Trans>
            </Button>
          )}
          {orderId && (
            <Button variant="light" renderRoot={link('/orderDetail', { id: orderId })}>
              <Trans>See the order</Trans>
            </Button>
          )}
          <Anchor renderRoot={link('/explore')}>
            <Trans>Continue shopping</Trans>
          </Anchor>
        </Group>
      </Stack>
    </ResultFrame>
  );
}

/**
 * The text of a result code: an expired order (cancelled, 1006) needs a new order; any other closed or paid
 * order goes to the administrator; else the code's own text (spec §8 Payment).
 */
function resultText(code: number, order?: Order): string {
  const status = order?.status ?? null;
  if (code === Code.TRANSACTION_EXPIRED && status === 'CANCELLED') return checkoutError(code);
  if (code !== Code.PAYMENT_REF_CONFLICT && isClosedCase(code, status)) return i18n._(closedOrderText);
  return checkoutError(code, paymentResultTexts);
}

/**
 * paymentFail (`?orderId=&code=`): why (spec §8 Payment), and the ways on: pay again with the same method,
 * another method, the order, or support for a duplicate or a closed order.
 */
export function PaymentFailPage({
  orderId,
  code,
  refunded = false,
}: {
  orderId: string;
  code: number;
  /** The payment arrived but all of it went back (checkPayment REFUNDED). */
  refunded?: boolean;
}) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  if (order.isPending && orderId !== '' && session.memberId() !== null)
    return <PageLoader label={t`Loading your order…`} />;
  const o = order.data;
  return (
    <ResultFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Payment failed</Trans>
        </Title>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Stack gap="xs">
            <Text size="sm">{resultText(code, o)}</Text>
            <Text size="xs" c="dimmed">
              <Trans>Error code: {code}</Trans>
            </Text>
          </Stack>
        </Alert>
        <NextSteps steps={nextSteps(code, o?.status ?? null)} order={o} orderId={orderId} code={code} />
        {refunded ? (
          <Text size="sm" data-testid="refunded">
            {t`Your payment arrived after this order had closed, so all of it was refunded to where it came from.`}
          </Text>
        ) : (
          !isClosedCase(code, o?.status ?? null) && (
            <Text size="xs" c="dimmed">
              {t`Nothing has been charged for a failed payment.`}
            </Text>
          )
        )}
      </Stack>
    </ResultFrame>
  );
}

/** paymentMsg (`?code=&orderId=`): a payment message without a decision (e.g. check your e-mail, 1012). */
export function PaymentMessagePage({ orderId, code }: { orderId: string; code: number | null }) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  const o = order.data;
  return (
    <ResultFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Payment information</Trans>
        </Title>
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
          <Text size="sm">{code !== null ? resultText(code, o) : t`Your payment is being processed.`}</Text>
        </Alert>
        {code !== null ? (
          <NextSteps steps={nextSteps(code, o?.status ?? null)} order={o} orderId={orderId} code={code} />
        ) : (
          orderId && <NextSteps steps={['order']} order={o} orderId={orderId} code={0} />
        )}
      </Stack>
    </ResultFrame>
  );
}

export { PageLoader };
