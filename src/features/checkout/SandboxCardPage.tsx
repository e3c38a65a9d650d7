import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE, SandboxCardPayForm } from '@schemas/payments';
import { TestCardFields, useTestCardForm } from '@/components/payments/TestCardFields';
import { TestCardList } from '@/components/payments/TestCardList';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { CodeChallengeForm } from '@/components/payments/CodeChallengeForm';
import { codeOf } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { checkoutApi, type CardFields } from './checkout.api';
import { fieldError } from './checkout.errors';
import { checkoutQueries } from './checkout.queries';
import { PageLoader, Refusal, ResultFrame } from './CheckoutStates';
import { goTo } from './go-to';

const CardSchema = v.object(v.pick(SandboxCardPayForm, ['cardNumber', 'expiry', 'cvc', 'holder']).entries);

/**
 * The sandbox card processor's hosted page (`#/sandboxCard?ref=`): amount and merchant, the card fields with
 * the test numbers listed, a 3-D Secure challenge when the card asks for one, then back to `returnUrl`
 * (the app's checkpay page). It plays a card processor's test mode; the server decides the outcome.
 */
export function SandboxCardPage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const cardSession = useQuery(checkoutQueries.cardSession(paymentRef));
  const [challenge, setChallenge] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<number | null>(null);
  const { form, onInvalid, markRefused } = useTestCardForm<CardFields>(
    CardSchema,
    {
      cardNumber: '',
      expiry: '',
      cvc: '',
      holder: '',
    },
    fieldError,
  );
  const send = async (call: () => Promise<{ outcome: string; returnUrl: string }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call();
      if (answer.outcome === 'CHALLENGE') {
        setChallenge(true);
        setBusy(false);
        return;
      }
      goTo(navigate, answer.returnUrl);
    } catch (err) {
      setFailure(codeOf(err));
      setBusy(false);
      // A field the processor refused (4200) is marked on the card form, and the first one focused.
      markRefused(err);
    }
  };

  if (cardSession.isPending) return <PageLoader label={t`Loading the payment…`} />;
  if (cardSession.isError)
    return (
      <ResultFrame>
        <Refusal code={codeOf(cardSession.error)} onRetry={() => void cardSession.refetch()} />
      </ResultFrame>
    );
  const s = cardSession.data;
  const amount = formatMinor(s.amount, s.currency, i18n.locale);
  const merchant = s.merchant;
  return (
    <ResultFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={<Trans>Sandbox card payment</Trans>}
            badge={<Trans>Test mode</Trans>}
            payee={<Trans>Pay {merchant}</Trans>}
            amount={amount}
            amountTestId="card-amount"
          />
          {s.status !== 'OPEN' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button size="xs" variant="light" onClick={() => goTo(navigate, s.returnUrl)}>
                <Trans>Back to the shop</Trans>
              </Button>
            </Alert>
          ) : challenge ? (
            <CodeChallengeForm
              title={<Trans>3-D Secure check</Trans>}
              help={
                <Trans>
                  Enter the code your bank sent you. In test mode the code is {SANDBOX_CHALLENGE_CODE}.
                </Trans>
              }
              label={t`Verification code`}
              submit={<Trans>Verify</Trans>}
              busy={busy}
              refusal={failure !== null && <Refusal code={failure} />}
              onSubmit={(code) => void send(() => checkoutApi.cardChallenge(paymentRef, code))}
            />
          ) : (
            <form
              noValidate
              aria-busy={busy}
              onSubmit={form.onSubmit(
                (values) => void send(() => checkoutApi.cardPay(paymentRef, values)),
                onInvalid,
              )}
            >
              <Stack gap="sm">
                <TestCardFields form={form} />
                {failure !== null && <Refusal code={failure} />}
                <Button
                  type="submit"
                  size="md"
                  loading={busy}
                  leftSection={<IconLock size={16} aria-hidden />}
                >
                  <Trans>Pay {amount}</Trans>
                </Button>
              </Stack>
            </form>
          )}
          <TestCards />
        </Stack>
      </Paper>
    </ResultFrame>
  );
}

/** The processor's documented test numbers, listed on the page as a card processor's test mode does. */
function TestCards() {
  const { t } = useLingui();
  const rows = [
    [SANDBOX_CARDS.approved, t`Approved`],
    [SANDBOX_CARDS.declined, t`Declined (1004)`],
    [SANDBOX_CARDS.expired, t`Expired card (1009)`],
    [SANDBOX_CARDS.challenge, t`3-D Secure challenge (code ${SANDBOX_CHALLENGE_CODE})`],
  ] as const;
  return (
    <TestCardList
      title={<Trans>Test cards</Trans>}
      note={
        <Trans>
          Any future expiry date, any 3-digit CVC and any name. An expiry in the past is refused (1009).
        </Trans>
      }
      rows={rows}
    />
  );
}
