import { Trans, useLingui } from '@lingui/react/macro';
import { MASTERCARD_CHALLENGE_CODE, MASTERCARD_TEST_CARDS } from '@schemas/payments-mastercard';
import { TestCardList } from '@/components/payments/TestCardList';

/** The sandbox gateway's documented test cards, listed on its hosted page as MPGS's test mode documents them. */
export function MastercardTestCards() {
  const { t } = useLingui();
  const rows = [
    [MASTERCARD_TEST_CARDS.approved, t`Approved`],
    [MASTERCARD_TEST_CARDS.declined, t`Declined (1004)`],
    [MASTERCARD_TEST_CARDS.challenge, t`3-D Secure challenge (code ${MASTERCARD_CHALLENGE_CODE})`],
  ] as const;
  return (
    <TestCardList
      title={<Trans>Test cards</Trans>}
      note={
        <Trans>
          Expiry 01/39 or any other future date, any 3-digit CVC and any name. An expiry in the past is
          refused (1009).
        </Trans>
      }
      rows={rows}
    />
  );
}
