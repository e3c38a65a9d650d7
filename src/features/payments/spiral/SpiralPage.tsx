import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { HostedPaymentInput } from '@machines/hosted-payment.machine';
import type { SpiralSandboxChoice } from '@schemas/payments-spiral';
import { PaymentFrame, PaymentLoader, PaymentRefusal } from '@/components/payments/payment-states';
import { formatMinor } from '@/lib/minor-money';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { goTo } from '@/lib/go-to';
import { useFlow } from '@/lib/use-flow';
import { spiralFlow } from './spiral.actors';
import { spiralProblem } from './spiral.errors';

type Props = { paymentRef: string; mode: HostedPaymentInput['mode'] };

/**
 * `#/spiral`: in `hosted` mode the Spiral sandbox's hosted payment page (amount, merchant, the test payer's
 * Pay / Decline / Cancel, one decision per payment), clearly labelled as the sandbox; in `return` mode the
 * buyer is back from Spiral: the server asks Spiral for the verdict, then checkpay shows the result.
 */
export function SpiralPage({ paymentRef, mode }: Props) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const logic = useMemo(
    () => spiralFlow().provide({ actions: { leave: (_, url: string) => goTo(navigate, url) } }),
    [navigate],
  );
  const actor = useFlow(logic, { input: { ref: paymentRef, mode } });
  const state = useSelector(actor, (s) => String(s.value));
  // `choice`: which button the payer pressed, so only that one spins while the decision is sent.
  const { page, code, choice } = useSelector(actor, (s) => s.context);
  const deciding = state === 'deciding';

  if (state === 'loading') return <PaymentLoader label={t`Loading the payment…`} />;
  if (state === 'loadFailed')
    return (
      <PaymentFrame>
        <Problem code={code ?? 9000} onRetry={() => actor.send({ type: 'hosted.retry' })} />
      </PaymentFrame>
    );
  if (state === 'confirmFailed')
    return (
      <PaymentFrame>
        <Problem code={code ?? 9000} onRetry={() => actor.send({ type: 'hosted.retry' })}>
          <Button size="xs" variant="subtle" onClick={() => actor.send({ type: 'hosted.back' })}>
            <Trans>See the payment status</Trans>
          </Button>
        </Problem>
      </PaymentFrame>
    );
  if (!page) return <PaymentLoader label={t`Checking your payment with Spiral…`} />;

  const amount = formatMinor(page.amount, page.currency, i18n.locale);
  const merchant = page.merchant;
  const decide = (c: SpiralSandboxChoice) => actor.send({ type: 'hosted.decide', choice: c });
  const button = (c: SpiralSandboxChoice) => ({
    loading: deciding && choice === c,
    disabled: deciding && choice !== c,
    onClick: () => decide(c),
  });
  return (
    <PaymentFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={<Trans>Spiral sandbox payment page</Trans>}
            badge={<Trans>Test mode</Trans>}
            payee={<Trans>Pay {merchant}</Trans>}
            amount={amount}
            amountTestId="spiral-amount"
          >
            <Text size="sm" c="dimmed">
              <Trans>
                This page stands in for Spiral's hosted payment page. No money moves: choose what the payer
                does.
              </Trans>
            </Text>
          </HostedHeader>
          {state === 'closed' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button size="xs" variant="light" onClick={() => actor.send({ type: 'hosted.back' })}>
                <Trans>Back to the shop</Trans>
              </Button>
            </Alert>
          ) : (
            <Stack gap="sm" aria-busy={deciding}>
              {code !== null && <Problem code={code} />}
              <Button size="md" leftSection={<IconLock size={16} aria-hidden />} {...button('PAY')}>
                <Trans>Pay {amount}</Trans>
              </Button>
              <Group grow wrap="wrap">
                <Button variant="default" {...button('DECLINE')}>
                  <Trans>Decline (test 1004)</Trans>
                </Button>
                <Button variant="default" {...button('CANCEL')}>
                  <Trans>Cancel payment</Trans>
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      </Paper>
    </PaymentFrame>
  );
}

/** A refusal: its text and code, Retry when it can help, and `children` for another way on. */
function Problem({ code, onRetry, children }: { code: number; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <PaymentRefusal code={code} title={t`Something went wrong`} text={spiralProblem(code)} onRetry={onRetry}>
      {children}
    </PaymentRefusal>
  );
}
