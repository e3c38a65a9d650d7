import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconShieldCheck } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { formatMinor } from '@/lib/minor-money';
import { useFlow } from '@/lib/use-flow';
import { PaymentFrame, PaymentLoader } from '@/components/payments/payment-states';
import { CardRefusal } from '../shared/CardRefusal';
import { mastercardFlow } from './mastercard.actors';

/**
 * masterCard (`?ref=`): the order and the amount of a Mastercard payment, then "Continue to the secure
 * Mastercard page": the gateway's hosted page (its Checkout.js, loaded only here) or, with the sandbox, its
 * hosted page at '#/masterDetail'. No card data is ever typed on our own pages.
 */
export function MasterCardPage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const logic = useMemo(
    () => mastercardFlow((ref) => void navigate({ to: '/masterDetail', search: { ref } })),
    [navigate],
  );
  const actor = useFlow(logic, { input: { ref: paymentRef, mode: 'start' } });
  const state = useSelector(actor, (s) => String(s.value));
  const { checkout, code } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (state === 'loading' || state === 'start' || state === 'loaded')
    return <PaymentLoader label={t`Loading the payment…`} />;
  if (state === 'loadFailed' || !checkout)
    return (
      <PaymentFrame>
        <CardRefusal code={code ?? 9000} onRetry={() => actor.send({ type: 'mastercard.retry' })} />
      </PaymentFrame>
    );

  const amount = formatMinor(checkout.amount, checkout.currency, i18n.locale);
  const number = checkout.orderNumber;
  const orderLink = (
    <Anchor renderRoot={(p) => <Link to="/orderDetail" search={{ id: checkout.orderId }} {...p} />}>
      <Trans>See the order</Trans>
    </Anchor>
  );
  return (
    <PaymentFrame>
      <Stack gap="lg">
        <Title order={1} size="h2">
          <Trans>Pay with Mastercard</Trans>
        </Title>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} size="h4">
                <Trans>Order summary</Trans>
              </Title>
              {checkout.mode === 'SANDBOX' && (
                <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
                  <Trans>Test mode</Trans>
                </Badge>
              )}
            </Group>
            <Text size="sm">
              <Trans>Order {number}</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {checkout.title}
            </Text>
            <Group justify="space-between">
              <Text size="sm">
                <Trans>Amount to pay</Trans>
              </Text>
              <Text size="xl" fw={700} data-testid="mastercard-amount">
                {amount}
              </Text>
            </Group>
          </Stack>
        </Paper>
        {state === 'closed' ? (
          <Alert color="gray" role="status" title={t`This payment is no longer open`}>
            <Stack gap="xs" align="flex-start">
              <Button
                size="xs"
                variant="light"
                renderRoot={(p) => <Link to="/masterSuccess" search={{ ref: paymentRef }} {...p} />}
              >
                <Trans>See the payment result</Trans>
              </Button>
              {orderLink}
            </Stack>
          </Alert>
        ) : (
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconShieldCheck size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">
                <Trans>
                  You enter your card on Mastercard&apos;s secure payment page. We never see your card number.
                  You come back here once the payment is done.
                </Trans>
              </Text>
            </Group>
            {state === 'openFailed' && (
              <CardRefusal code={code ?? 9000} title={t`The secure Mastercard page could not be opened`} />
            )}
            <Button
              size="md"
              loading={busy}
              leftSection={<IconLock size={16} aria-hidden />}
              onClick={() =>
                actor.send({ type: state === 'openFailed' ? 'mastercard.retry' : 'mastercard.continue' })
              }
            >
              <Trans>Continue to the secure Mastercard page</Trans>
            </Button>
            <Group>{orderLink}</Group>
          </Stack>
        )}
      </Stack>
    </PaymentFrame>
  );
}
