import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE } from '@schemas/payments';
import { HostedCardPage } from '../shared/HostedCardPage';
import { cardFlow } from './card.actors';

/**
 * The sandbox card processor's hosted page (`#/sandboxCard?ref=`): amount and merchant, the card fields with
 * the test numbers listed (as a card processor's test mode lists them), a 3-D Secure challenge when the card
 * asks for one, then back to `returnUrl` (the app's checkpay page). The server decides the outcome.
 */
export function SandboxCardPage({ paymentRef }: { paymentRef: string }) {
  const { t } = useLingui();
  const flow = useMemo(() => cardFlow(), []);
  return (
    <HostedCardPage
      paymentRef={paymentRef}
      flow={flow}
      text={{
        title: <Trans>Sandbox card payment</Trans>,
        payee: ({ merchant }) => <Trans>Pay {merchant}</Trans>,
        amountTestId: 'card-amount',
        challengeHelp: (
          <Trans>Enter the code your bank sent you. In test mode the code is {SANDBOX_CHALLENGE_CODE}.</Trans>
        ),
        back: <Trans>Back to the shop</Trans>,
        testCards: {
          rows: [
            [SANDBOX_CARDS.approved, t`Approved`],
            [SANDBOX_CARDS.declined, t`Declined (1004)`],
            [SANDBOX_CARDS.expired, t`Expired card (1009)`],
            [SANDBOX_CARDS.challenge, t`3-D Secure challenge (code ${SANDBOX_CHALLENGE_CODE})`],
          ],
          note: (
            <Trans>
              Any future expiry date, any 3-digit CVC and any name. An expiry in the past is refused (1009).
            </Trans>
          ),
        },
      }}
    />
  );
}
