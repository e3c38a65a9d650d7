import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BuyWallet } from '@machines/checkout.types';
import { partProblem, restOf, type PaymentMethod } from '@machines/checkout.types';
import { useFlow } from '@/lib/use-flow';
import { formatMinor } from '@/lib/minor-money';
import { paymentFlow } from './payment.actors';
import { checkoutError } from './checkout.errors';
import { PageLoader, Refusal, StepLayout } from './checkout-states';
import { Countdown } from './Countdown';
import { goTo } from '@/lib/go-to';
import { MethodChoice } from './MethodChoice';
import { OrderLines } from './OrderLines';
import { OwnWalletConfirm } from './own-wallet-pay';
import { PartPayment } from './PartPayment';
import { PayFromChoice } from './PayFromChoice';
import { PriceBreakdown } from './PriceBreakdown';

/** The least payment of the chosen method, else the smallest of the methods that can pay (null: none). */
function restMinimumOf(
  methods: { method: PaymentMethod; available: boolean; minimum: string }[],
  chosen: PaymentMethod | null,
) {
  const pick = methods.filter((m) => (chosen ? m.method === chosen : m.available));
  if (pick.length === 0) return null;
  return pick
    .map((m) => BigInt(m.minimum))
    .reduce((a, b) => (b < a ? b : a))
    .toString();
}

/** What the page hands another tender (the loyalty coins, wired by the route) at the payment step. */
export type TenderSlot = (p: {
  orderId: string;
  /** The least payment of the chosen method (else the smallest of those that can pay), minor units. */
  restMinimum: string | null;
  disabled: boolean;
  /** The tender paid part of the order: the page reads it again for what is left. */
  onPaid: () => void;
}) => ReactNode;

/**
 * Step 2 of the checkout (spec §2 "complete payment"): the order, the time left, the method, the terms and the
 * privacy policy accepted, then Pay: the card page, the browser wallet's transaction, or the wait for the
 * custodial transfer. An expired order cannot be paid (1006): the buyer is sent to place a new one.
 */
export function PaymentPage({
  orderId,
  wallet,
  code,
  method = null,
  tender,
}: {
  orderId: string;
  /** Another tender offered before the methods (HKD orders), e.g. the merchant's loyalty coins. */
  tender?: TenderSlot;
  wallet: BuyWallet | null;
  code: number | null;
  /** The method to preselect (paid with last). */
  method?: PaymentMethod | null;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const flow = useMemo(
    () =>
      paymentFlow(queryClient).provide({
        actions: {
          redirect: ({ context }) => goTo(navigate, context.payment!.redirectUrl!),
          awaitPayment: ({ context }) =>
            void navigate({ to: '/checkpay', search: { ref: context.payment!.ref } }),
        },
      }),
    [queryClient, navigate],
  );
  const actor = useFlow(flow);
  const state = useSelector(actor, (s) => s.value as string);
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canPay = useSelector(actor, (s) => s.can({ type: 'checkout.pay' }));
  const [tried, setTried] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    actor.send({ type: 'checkout.resume', orderId, wallet, code, method });
  }, [actor, orderId, wallet, code, method]);
  const expire = useCallback(() => actor.send({ type: 'checkout.expire' }), [actor]);

  if (state === 'idle' || state === 'loadingOrder') return <PageLoader label={t`Loading your order…`} />;
  if (state === 'loadFailed')
    return (
      <Container size="sm" py="xl">
        <Refusal
          code={ctx.code ?? 9000}
          title={t`The order could not be loaded`}
          onRetry={() => actor.send({ type: 'checkout.retry' })}
        />
      </Container>
    );
  const order = ctx.order!;
  if (state === 'expired') {
    const first = order.lines?.[0]?.productId;
    return (
      <Container size="sm" py="xl">
        <Alert
          color="orange"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          title={t`This order has expired`}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{checkoutError(1006)}</Text>
            <Button
              renderRoot={(p) =>
                first ? (
                  <Link to="/itemDetails" search={{ id: first }} {...p} />
                ) : (
                  <Link to="/explore" {...p} />
                )
              }
            >
              <Trans>Place a new order</Trans>
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (state === 'settled')
    return (
      <Container size="sm" py="xl">
        <Alert
          color="green"
          role="status"
          icon={<IconCircleCheck aria-hidden />}
          title={t`Nothing left to pay`}
        >
          <Anchor renderRoot={(p) => <Link to="/orderDetail" search={{ id: order.id }} {...p} />}>
            <Trans>See the order</Trans>
          </Anchor>
        </Alert>
      </Container>
    );

  const pay = () => {
    if (canPay) {
      setTried(false);
      actor.send({ type: 'checkout.pay' });
      return;
    }
    setTried(true);
    // Focus the first choice still missing (WCAG 3.3.1).
    const missing = !ctx.method
      ? 'pay-method'
      : partProblem(ctx)
        ? 'pay-part-amount'
        : !ctx.termsAccepted
          ? 'pay-terms'
          : 'pay-privacy';
    document.getElementById(missing)?.focus();
  };
  const currency = order.price.currency;
  // What this payment takes: the part asked for, else all that is left.
  const payAmount = ctx.part && /^\d+$/.test(ctx.part) ? BigInt(ctx.part) : restOf(order);
  const paidText =
    order.paidAmount && order.paidAmount !== '0'
      ? formatMinor(order.paidAmount, currency, i18n.locale)
      : null;
  return (
    <Container size="lg" py="lg" w="100%">
      <StepLayout
        title={<Trans>Payment</Trans>}
        intro={<Trans>Step 2 of 2: choose how to pay. Order number {order.number}</Trans>}
        summary={
          <>
            <Title order={2} size="h4">
              <Trans>Order summary</Trans>
            </Title>
            {order.expiresAt && order.status === 'NEW' && (
              <Countdown expiresAt={order.expiresAt} onExpired={expire} />
            )}
            <PriceBreakdown price={order.price} />
            {paidText && (
              <Text size="sm">
                <Trans>Already paid: {paidText}</Trans>
              </Text>
            )}
            <Checkbox
              id="pay-terms"
              checked={ctx.termsAccepted}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'checkout.terms', accepted: e.currentTarget.checked })}
              error={tried && !ctx.termsAccepted ? t`Please accept the terms.` : undefined}
              label={
                <Trans>
                  I accept the{' '}
                  <Anchor renderRoot={(p) => <Link to="/terms" target="_blank" {...p} />} underline="always">
                    terms of service
                  </Anchor>
                </Trans>
              }
            />
            <Checkbox
              id="pay-privacy"
              checked={ctx.privacyAccepted}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'checkout.privacy', accepted: e.currentTarget.checked })}
              error={tried && !ctx.privacyAccepted ? t`Please accept the privacy policy.` : undefined}
              label={
                <Trans>
                  I accept the{' '}
                  <Anchor renderRoot={(p) => <Link to="/policy" target="_blank" {...p} />} underline="always">
                    privacy policy
                  </Anchor>
                </Trans>
              }
            />
            {ctx.failedAt === 'pay' && ctx.code !== null && !busy && (
              <Refusal code={ctx.code} title={t`The payment did not go through`}>
                <Text size="xs">
                  <Trans>You can try again or choose another method.</Trans>
                </Text>
              </Refusal>
            )}
            <Button size="md" fullWidth onClick={pay} loading={busy}>
              <Trans>Pay now</Trans>
            </Button>
            {state === 'sendingTransaction' && (
              <Text size="sm" role="status">
                <Trans>Confirm the transaction in your wallet.</Trans>
              </Text>
            )}
          </>
        }
      >
        <OrderLines lines={order.lines} currency={currency} />
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="md">
            {currency === 'HKD' &&
              tender?.({
                orderId: order.id,
                restMinimum: restMinimumOf(ctx.methods, ctx.method),
                disabled: busy,
                onPaid: () => actor.send({ type: 'checkout.reload' }),
              })}
            <MethodChoice
              methods={ctx.methods}
              value={ctx.method}
              currency={currency}
              disabled={busy}
              error={tried && !ctx.method ? t`Choose a payment method.` : undefined}
              onChange={(method) => actor.send({ type: 'checkout.method', method })}
            />
            {currency === 'HKD' && (
              <PartPayment
                ctx={ctx}
                disabled={busy}
                tried={tried}
                onPart={(amount) => actor.send({ type: 'checkout.part', amount })}
              />
            )}
            {ctx.method === 'CRYPTO' && (
              <PayFromChoice
                source={ctx.source}
                wallet={ctx.wallet}
                currency={currency}
                amount={payAmount}
                disabled={busy}
                onChange={(source, wallet) => actor.send({ type: 'checkout.source', source, wallet })}
              />
            )}
            <OwnWalletConfirm
              opened={state === 'confirmingOwnWallet'}
              currency={currency}
              amount={payAmount}
              onConfirm={() => actor.send({ type: 'checkout.confirm' })}
              onDismiss={() => actor.send({ type: 'checkout.dismiss' })}
            />
          </Stack>
        </Paper>
      </StepLayout>
    </Container>
  );
}
