import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconBrandStripe } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { formatMinor } from '@/lib/minor-money';
import { useFlow } from '@/lib/use-flow';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { PaymentFrame, PaymentLoader } from '@/components/payments/payment-states';
import { CardRefusal } from '../shared/CardRefusal';
import { stripePaymentFlow } from './stripe.actors';
import { StripeCardForm } from './StripeCardForm';
import { StripeChallenge } from './StripeChallenge';

// Stripe.js is loaded only where the Payment Element is shown (a publishable key is configured).
const StripeElement = lazy(() => import('./StripeElement'));

/**
 * The Stripe page (`#/stripe?ref=`): the amount and order, then Stripe's Payment Element (publishable key
 * configured) or the sandbox's card form and 3-D Secure test page; once decided, the return page
 * (`#/checkpay?ref=`), which shows the verdict the webhook recorded. Driven by hosted-payment.machine with
 * Stripe's effects (stripe.actors.ts).
 */
export function StripePage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const flow = useMemo(
    () =>
      stripePaymentFlow().provide({
        actions: {
          // Every way on is the return page (`#/checkpay?ref=`), which replaces this one in the history.
          leave: (_, url: string) => void navigate({ href: url.replace(/^#/, ''), replace: true }),
        },
      }),
    [navigate],
  );
  const actor = useFlow(flow, { input: { ref: paymentRef, mode: 'hosted' } });
  const state = useSelector(actor, (s) => s.value as string);
  const { page, code } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (state === 'loadFailed')
    return (
      <PaymentFrame>
        <CardRefusal code={code ?? 9000} onRetry={() => actor.send({ type: 'hosted.retry' })} />
      </PaymentFrame>
    );
  if (!page || state === 'loading' || state === 'left')
    return <PaymentLoader label={t`Loading the payment…`} />;
  const amount = formatMinor(page.amount, page.currency, i18n.locale);
  const orderNumber = page.orderNumber;
  const { embedded } = page;
  const cancel = () => actor.send({ type: 'hosted.decide', choice: 'CANCEL' });
  return (
    <PaymentFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={<Trans>Card payment (Stripe)</Trans>}
            icon={<IconBrandStripe aria-hidden />}
            badge={!embedded && <Trans>Test mode</Trans>}
            payee={<Trans>Order {orderNumber}</Trans>}
            amount={amount}
            amountTestId="stripe-amount"
          />
          {state === 'closed' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button
                size="xs"
                variant="light"
                onClick={() => void navigate({ href: page.returnUrl.replace(/^#/, '') })}
              >
                <Trans>See the payment result</Trans>
              </Button>
            </Alert>
          ) : state === 'embedded' && embedded ? (
            <Suspense fallback={<PaymentLoader label={t`Loading the payment form…`} />}>
              <StripeElement
                publishableKey={embedded.publicKey}
                clientSecret={embedded.clientSecret}
                returnUrl={page.returnUrl}
                amount={amount}
                code={code}
                onConfirmed={() => actor.send({ type: 'hosted.confirmed' })}
                onFailed={(c) => actor.send({ type: 'hosted.failed', code: c })}
              />
            </Suspense>
          ) : page.challenge ? (
            // Stripe's test page completes the authentication (PAY) or fails it (DECLINE).
            <StripeChallenge
              busy={busy}
              code={code}
              onResult={(result) =>
                actor.send({ type: 'hosted.decide', choice: result === 'complete' ? 'PAY' : 'DECLINE' })
              }
              onCancel={cancel}
            />
          ) : (
            <StripeCardForm
              amount={amount}
              busy={busy}
              code={code}
              // Stripe's form asks for no name; its effects send the other fields only.
              onPay={(card) =>
                actor.send({ type: 'hosted.decide', choice: 'PAY', fields: { ...card, holder: '' } })
              }
              onCancel={cancel}
            />
          )}
        </Stack>
      </Paper>
    </PaymentFrame>
  );
}
