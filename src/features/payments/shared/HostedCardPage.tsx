import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import * as v from 'valibot';
import type {
  HostedCardFields,
  HostedPageInfo,
  hostedPaymentMachine,
} from '@machines/hosted-payment.machine';
import { CARD_FORM_FIELDS } from '@schemas/payments';
import { TestCardFields, useTestCardForm } from '@/components/payments/TestCardFields';
import { TestCardList } from '@/components/payments/TestCardList';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { CodeChallengeForm } from '@/components/payments/CodeChallengeForm';
import { PaymentFrame, PaymentLoader } from '@/components/payments/payment-states';
import { goTo } from '@/lib/go-to';
import { formatMinor } from '@/lib/minor-money';
import { useFlow } from '@/lib/use-flow';
import { CardRefusal } from './CardRefusal';
import { cardFieldError } from './card-texts';

const CardSchema = v.object(CARD_FORM_FIELDS);

/** What a provider's card page says and offers around the shared form. */
export type HostedCardText = {
  title: ReactNode;
  payee: (page: HostedPageInfo) => ReactNode;
  note?: ReactNode;
  amountTestId: string;
  /** The challenge's help, naming the provider's test code. */
  challengeHelp: ReactNode;
  /** The way back from a session that is no longer open (to `page.returnUrl`). */
  back: ReactNode;
  /** The provider's Cancel, when its page has one. */
  cancel?: ReactNode;
  /** The provider's documented test cards (number, what it does) and the note on the other fields. */
  testCards: { rows: readonly (readonly [string, string])[]; note: ReactNode };
};

/**
 * A card processor's hosted page in its test mode (the sandbox card, Mastercard's sandbox gateway), on the
 * hosted-payment machine (`flow`, with the provider's actors): the amount and merchant, the card form with the
 * test cards listed, the 3-D Secure code when the card asks for one, then back to where the provider says. The
 * server decides every outcome.
 */
export function HostedCardPage({
  paymentRef,
  flow,
  text,
}: {
  paymentRef: string;
  flow: typeof hostedPaymentMachine;
  text: HostedCardText;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { form, onInvalid, markRefused } = useTestCardForm<HostedCardFields>(
    CardSchema,
    { cardNumber: '', expiry: '', cvc: '', holder: '' },
    cardFieldError,
  );
  const logic = useMemo(
    () =>
      flow.provide({
        actions: {
          leave: (_, url: string) => goTo(navigate, url),
          // A field the processor refused (4200) is marked on the card form, and the first one focused.
          refused: (_, error: unknown) => markRefused(error),
        },
      }),
    // markRefused acts on the form's own state, so the first render's serves for the page's life.
    [flow, navigate], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const actor = useFlow(logic, { input: { ref: paymentRef, mode: 'hosted' } });
  const state = useSelector(actor, (s) => String(s.value));
  const { page, code, choice } = useSelector(actor, (s) => s.context);
  // The decision in flight, and after it the page being left: which of Pay and Cancel is at work.
  const deciding = state === 'deciding' || state === 'left';
  const paying = deciding && choice !== 'CANCEL';
  const cancelling = deciding && choice === 'CANCEL';

  if (state === 'loadFailed')
    return (
      <PaymentFrame>
        <CardRefusal code={code ?? 9000} onRetry={() => actor.send({ type: 'hosted.retry' })} />
      </PaymentFrame>
    );
  if (!page) return <PaymentLoader label={t`Loading the payment…`} />;
  const amount = formatMinor(page.amount, page.currency, i18n.locale);
  const refusal = code !== null && <CardRefusal code={code} />;
  return (
    <PaymentFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={text.title}
            badge={<Trans>Test mode</Trans>}
            payee={text.payee(page)}
            amount={amount}
            amountTestId={text.amountTestId}
          >
            {text.note}
          </HostedHeader>
          {state === 'closed' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button size="xs" variant="light" onClick={() => actor.send({ type: 'hosted.back' })}>
                {text.back}
              </Button>
            </Alert>
          ) : page.challenge ? (
            <CodeChallengeForm
              title={<Trans>3-D Secure check</Trans>}
              help={text.challengeHelp}
              label={t`Verification code`}
              submit={<Trans>Verify</Trans>}
              busy={paying}
              refusal={refusal}
              onSubmit={(c) => actor.send({ type: 'hosted.decide', choice: 'PAY', code: c })}
            />
          ) : (
            <form
              noValidate
              aria-busy={deciding}
              onSubmit={form.onSubmit(
                (fields) => actor.send({ type: 'hosted.decide', choice: 'PAY', fields }),
                onInvalid,
              )}
            >
              <Stack gap="sm">
                <TestCardFields form={form} />
                {refusal}
                <Button
                  type="submit"
                  size="md"
                  loading={paying}
                  disabled={cancelling}
                  leftSection={<IconLock size={16} aria-hidden />}
                >
                  <Trans>Pay {amount}</Trans>
                </Button>
              </Stack>
            </form>
          )}
          {text.cancel && state !== 'closed' && (
            <Button
              variant="subtle"
              color="gray"
              loading={cancelling}
              disabled={paying}
              onClick={() => actor.send({ type: 'hosted.decide', choice: 'CANCEL' })}
            >
              {text.cancel}
            </Button>
          )}
          <TestCardList
            title={<Trans>Test cards</Trans>}
            note={text.testCards.note}
            rows={text.testCards.rows}
          />
        </Stack>
      </Paper>
    </PaymentFrame>
  );
}
