import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { MASTERCARD_CHALLENGE_CODE, MASTERCARD_TEST_CARDS } from '@schemas/payments-mastercard';
import { HostedCardPage } from '../shared/HostedCardPage';
import { mastercardHostedFlow } from './mastercard.actors';

/**
 * masterDetail (`?ref=`): the sandbox gateway's hosted card page (MPGS test mode): the amount, the card form
 * with the test cards listed, the 3-D Secure step when the card asks for it, and Cancel. One decision per
 * payment, taken by the server; then on to masterSuccess, which verifies it.
 */
export function MasterDetailPage({ paymentRef }: { paymentRef: string }) {
  const { t } = useLingui();
  const flow = useMemo(() => mastercardHostedFlow(), []);
  return (
    <HostedCardPage
      paymentRef={paymentRef}
      flow={flow}
      text={{
        title: <Trans>Mastercard secure payment</Trans>,
        payee: ({ merchant, orderNumber: number }) => (
          <Trans>
            Pay {merchant}, order {number}
          </Trans>
        ),
        note: (
          <Text size="xs" c="dimmed">
            <Trans>This page plays the Mastercard gateway&apos;s hosted page. No money moves.</Trans>
          </Text>
        ),
        amountTestId: 'mastercard-detail-amount',
        challengeHelp: (
          <Trans>
            Enter the code your bank sent you. In test mode the code is {MASTERCARD_CHALLENGE_CODE}.
          </Trans>
        ),
        back: <Trans>See the payment result</Trans>,
        cancel: <Trans>Cancel and return to the shop</Trans>,
        // The sandbox gateway's documented test cards, as MPGS's test mode documents them.
        testCards: {
          rows: [
            [MASTERCARD_TEST_CARDS.approved, t`Approved`],
            [MASTERCARD_TEST_CARDS.declined, t`Declined (1004)`],
            [MASTERCARD_TEST_CARDS.challenge, t`3-D Secure challenge (code ${MASTERCARD_CHALLENGE_CODE})`],
          ],
          note: (
            <Trans>
              Expiry 01/39 or any other future date, any 3-digit CVC and any name. An expiry in the past is
              refused (1009).
            </Trans>
          ),
        },
      }}
    />
  );
}
