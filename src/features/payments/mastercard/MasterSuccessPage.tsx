import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { failureCodeOf } from '@machines/mastercard-payment.machine';
import { useFlow } from '@/lib/use-flow';
import { cardPaymentError } from '../shared/card-texts';
import { PaymentFrame } from '@/components/payments/payment-states';
import { CardRefusal } from '../shared/CardRefusal';
import { mastercardFlow } from './mastercard.actors';

const ORDER_STATUS: Record<string, MessageDescriptor> = {
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
    <Anchor renderRoot={(p) => <Link to="/orderDetail" search={{ id: orderId }} {...p} />}>
      <Trans>See the order</Trans>
    </Anchor>
  );
}

/**
 * masterSuccess (`?ref=`): back from the Mastercard page, the server verifies the result at the gateway
 * before anything is shown as paid: success only when the payment is SUCCEEDED; a failure with its code and
 * the way on (pay again or choose another method; a new order after 1006); while it is still open the page
 * asks again for a few seconds, then says it is still being confirmed.
 */
export function MasterSuccessPage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const logic = useMemo(() => mastercardFlow(() => {}), []);
  const actor = useFlow(logic, { input: { ref: paymentRef, mode: 'return' } });
  const state = useSelector(actor, (s) => String(s.value));
  const { verdict, code: refusal } = useSelector(actor, (s) => s.context);

  if (state === 'verifyFailed')
    return (
      <PaymentFrame>
        <CardRefusal
          code={refusal ?? 9000}
          title={t`We could not check your payment yet`}
          onRetry={() => actor.send({ type: 'mastercard.retry' })}
        />
      </PaymentFrame>
    );
  if (state === 'succeeded' && verdict) {
    const status = i18n._(ORDER_STATUS[verdict.orderStatus] ?? ORDER_STATUS.NEW!);
    return (
      <PaymentFrame>
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>Payment successful</Trans>
          </Title>
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            <Stack gap="xs">
              <Text size="sm">
                <Trans>Mastercard confirmed your payment and we have recorded it.</Trans>
              </Text>
              <Text size="sm" data-testid="order-status">
                <Trans>Order status: {status}</Trans>
              </Text>
            </Stack>
          </Alert>
          <Group>
            <Button
              variant="light"
              renderRoot={(p) => <Link to="/orderDetail" search={{ id: verdict.orderId }} {...p} />}
            >
              <Trans>See the order</Trans>
            </Button>
            <Anchor renderRoot={(p) => <Link to="/explore" {...p} />}>
              <Trans>Continue shopping</Trans>
            </Anchor>
          </Group>
        </Stack>
      </PaymentFrame>
    );
  }
  if (state === 'failed' && verdict) {
    const code = failureCodeOf(verdict);
    const expired = code === 1006;
    return (
      <PaymentFrame>
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>Payment failed</Trans>
          </Title>
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Stack gap="xs">
              <Text size="sm">{cardPaymentError(code)}</Text>
              <Text size="xs" c="dimmed">
                <Trans>Error code: {code}</Trans>
              </Text>
            </Stack>
          </Alert>
          <Group>
            {expired ? (
              <Button renderRoot={(p) => <Link to="/explore" {...p} />}>
                <Trans>Place a new order</Trans>
              </Button>
            ) : (
              <Button
                renderRoot={(p) => (
                  <Link to="/payment" search={{ orderId: verdict.orderId, code: String(code) }} {...p} />
                )}
              >
                <Trans>Pay again or choose another method</Trans>
              </Button>
            )}
            <OrderLink orderId={verdict.orderId} />
          </Group>
          <Text size="xs" c="dimmed">
            {t`Nothing has been charged for a failed payment.`}
          </Text>
        </Stack>
      </PaymentFrame>
    );
  }
  if (state === 'pending' && verdict)
    return (
      <PaymentFrame>
        <Stack gap="md">
          <Title order={1} size="h2">
            <Trans>Payment being confirmed</Trans>
          </Title>
          <Alert color="blue" icon={<IconClock aria-hidden />} role="status">
            <Trans>
              Mastercard has not confirmed this payment yet. It is recorded as soon as it is; you do not need
              to pay again.
            </Trans>
          </Alert>
          <Group>
            <Button variant="light" onClick={() => actor.send({ type: 'mastercard.retry' })}>
              <Trans>Check again</Trans>
            </Button>
            <OrderLink orderId={verdict.orderId} />
          </Group>
        </Stack>
      </PaymentFrame>
    );
  return (
    <PaymentFrame>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          <Trans>Checking your payment</Trans>
        </Title>
        <Loader aria-hidden />
        <Text role="status">{t`Confirming your payment with Mastercard…`}</Text>
      </Stack>
    </PaymentFrame>
  );
}
