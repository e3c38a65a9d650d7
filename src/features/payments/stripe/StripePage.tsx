import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconBrandStripe } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { formatMinor } from '@/lib/minor-money';
import { useFlow } from '@/lib/use-flow';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { StripeFrame, StripeLoader, StripeRefusal } from './StripeStates';
import { stripePaymentFlow } from './stripe.actors';
import { StripeCardForm } from './StripeCardForm';
import { StripeChallenge } from './StripeChallenge';

// Stripe.js is loaded only where the Payment Element is shown (a publishable key is configured).
const StripeElement = lazy(() => import('./StripeElement'));

/**
 * The Stripe page (`#/stripe?ref=`): the amount and order, then Stripe's Payment Element (publishable key
 * configured) or the sandbox's card form and 3-D Secure test page; once decided, the return page
 * (`#/checkpay?ref=`), which shows the verdict the webhook recorded. Driven by stripe-payment.machine.
 */
export function StripePage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const flow = useMemo(
    () =>
      stripePaymentFlow().provide({
        actions: {
          leave: () => void navigate({ href: `/checkpay?ref=${paymentRef}`, replace: true }),
        },
      }),
    [navigate, paymentRef],
  );
  const actor = useFlow(flow, { input: { ref: paymentRef } });
  const state = useSelector(actor, (s) => s.value as string);
  const { page, code } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (state === 'loadFailed')
    return (
      <StripeFrame>
        <StripeRefusal code={code ?? 9000} onRetry={() => actor.send({ type: 'stripe.retry' })} />
      </StripeFrame>
    );
  if (!page || state === 'loading' || state === 'done')
    return <StripeLoader label={t`Loading the payment…`} />;
  const { intent } = page;
  const amount = formatMinor(intent.amount, intent.currency, i18n.locale);
  const orderNumber = intent.orderNumber;
  const sandbox = intent.mode === 'SANDBOX';
  const cancel = () => actor.send({ type: 'stripe.cancel' });
  return (
    <StripeFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={<Trans>Card payment (Stripe)</Trans>}
            icon={<IconBrandStripe aria-hidden />}
            badge={sandbox && <Trans>Test mode</Trans>}
            payee={<Trans>Order {orderNumber}</Trans>}
            amount={amount}
            amountTestId="stripe-amount"
          />
          {state === 'closed' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button
                size="xs"
                variant="light"
                onClick={() => void navigate({ href: intent.returnUrl.replace(/^#/, '') })}
              >
                <Trans>See the payment result</Trans>
              </Button>
            </Alert>
          ) : state === 'element' ? (
            <Suspense fallback={<StripeLoader label={t`Loading the payment form…`} />}>
              <StripeElement
                publishableKey={intent.publishableKey!}
                clientSecret={intent.clientSecret!}
                returnUrl={intent.returnUrl}
                amount={amount}
                code={code}
                onConfirmed={() => actor.send({ type: 'stripe.confirmed' })}
                onFailed={(c) => actor.send({ type: 'stripe.failed', code: c })}
              />
            </Suspense>
          ) : state === 'challenge' || state === 'authenticating' ? (
            <StripeChallenge
              busy={busy}
              code={code}
              onResult={(result) => actor.send({ type: 'stripe.authenticate', result })}
              onCancel={cancel}
            />
          ) : (
            <StripeCardForm
              amount={amount}
              busy={busy}
              code={code}
              onPay={(card) => actor.send({ type: 'stripe.pay', card })}
              onCancel={cancel}
            />
          )}
        </Stack>
      </Paper>
    </StripeFrame>
  );
}
