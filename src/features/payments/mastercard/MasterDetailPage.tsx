import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { MASTERCARD_CHALLENGE_CODE, MastercardSandboxPayForm } from '@schemas/payments-mastercard';
import { TestCardFields, useTestCardForm } from '@/components/payments/TestCardFields';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { CodeChallengeForm } from '@/components/payments/CodeChallengeForm';
import { cardFieldError } from '../shared/card-texts';
import { codeOf } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { MastercardFrame, MastercardLoader, MastercardRefusal } from './MastercardStates';
import { mastercardApi, type MastercardCardFields, type MastercardSandboxReply } from './mastercard.api';
import { mastercardQueries } from './mastercard.queries';
import { MastercardTestCards } from './MastercardTestCards';

const CardSchema = v.object(
  v.pick(MastercardSandboxPayForm, ['cardNumber', 'expiry', 'cvc', 'holder']).entries,
);

/**
 * masterDetail (`?ref=`): the sandbox gateway's hosted card page (MPGS test mode): the amount, the card form
 * with the test cards listed, the 3-D Secure step when the card asks for it, and Cancel. One decision per
 * payment, taken by the server; then on to masterSuccess, which verifies it.
 */
export function MasterDetailPage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const hosted = useQuery(mastercardQueries.sandboxSession(paymentRef));
  // The sandbox answers the app's own '#/masterSuccess?ref=…' route.
  const goTo = (url: string) => void navigate({ href: url.replace(/^#/, '') });
  const [challenge, setChallenge] = useState(false);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<number | null>(null);
  const { form, onInvalid, markRefused } = useTestCardForm<MastercardCardFields>(
    CardSchema,
    {
      cardNumber: '',
      expiry: '',
      cvc: '',
      holder: '',
    },
    cardFieldError,
  );
  const send = async (which: 'pay' | 'cancel', call: () => Promise<MastercardSandboxReply>) => {
    setBusy(which);
    setFailure(null);
    try {
      const answer = await call();
      if (answer.outcome === 'CHALLENGE') {
        setChallenge(true);
        setBusy(null);
        return;
      }
      goTo(answer.returnUrl);
    } catch (err) {
      setFailure(codeOf(err));
      setBusy(null);
      // A field the gateway refused (4200) is marked on the card form, and the first one focused.
      markRefused(err);
    }
  };

  if (hosted.isPending) return <MastercardLoader label={t`Loading the payment…`} />;
  if (hosted.isError)
    return (
      <MastercardFrame>
        <MastercardRefusal code={codeOf(hosted.error)} onRetry={() => void hosted.refetch()} />
      </MastercardFrame>
    );
  const s = hosted.data;
  const amount = formatMinor(s.amount, s.currency, i18n.locale);
  const merchant = s.merchant;
  const number = s.orderNumber;
  const inChallenge = challenge || s.challenge;
  return (
    <MastercardFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={<Trans>Mastercard secure payment</Trans>}
            badge={<Trans>Test mode</Trans>}
            payee={
              <Trans>
                Pay {merchant}, order {number}
              </Trans>
            }
            amount={amount}
            amountTestId="mastercard-detail-amount"
          >
            <Text size="xs" c="dimmed">
              <Trans>This page plays the Mastercard gateway&apos;s hosted page. No money moves.</Trans>
            </Text>
          </HostedHeader>
          {s.status !== 'OPEN' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button size="xs" variant="light" onClick={() => goTo(`#/masterSuccess?ref=${paymentRef}`)}>
                <Trans>See the payment result</Trans>
              </Button>
            </Alert>
          ) : inChallenge ? (
            <CodeChallengeForm
              title={<Trans>3-D Secure check</Trans>}
              help={
                <Trans>
                  Enter the code your bank sent you. In test mode the code is {MASTERCARD_CHALLENGE_CODE}.
                </Trans>
              }
              label={t`Verification code`}
              submit={<Trans>Verify</Trans>}
              busy={busy === 'pay'}
              refusal={failure !== null && <MastercardRefusal code={failure} />}
              onSubmit={(code) => void send('pay', () => mastercardApi.sandboxChallenge(paymentRef, code))}
            />
          ) : (
            <form
              noValidate
              aria-busy={busy !== null}
              onSubmit={form.onSubmit(
                (values) => void send('pay', () => mastercardApi.sandboxPay(paymentRef, values)),
                onInvalid,
              )}
            >
              <Stack gap="sm">
                <TestCardFields form={form} />
                {failure !== null && <MastercardRefusal code={failure} />}
                <Button
                  type="submit"
                  size="md"
                  loading={busy === 'pay'}
                  disabled={busy === 'cancel'}
                  leftSection={<IconLock size={16} aria-hidden />}
                >
                  <Trans>Pay {amount}</Trans>
                </Button>
              </Stack>
            </form>
          )}
          {s.status === 'OPEN' && (
            <Button
              variant="subtle"
              color="gray"
              loading={busy === 'cancel'}
              disabled={busy === 'pay'}
              onClick={() => void send('cancel', () => mastercardApi.sandboxCancel(paymentRef))}
            >
              <Trans>Cancel and return to the shop</Trans>
            </Button>
          )}
          <MastercardTestCards />
        </Stack>
      </Paper>
    </MastercardFrame>
  );
}
