import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import * as v from 'valibot';
import type { StripeCardFields } from './stripe.api';
import { STRIPE_TEST_CARDS, StripeSandboxPayForm } from '@schemas/payments-stripe';
import { TestCardFields, useTestCardForm } from '@/components/payments/TestCardFields';
import { cardFieldError } from '../shared/card-texts';
import { TestCardList } from '@/components/payments/TestCardList';
import { CardRefusal } from '../shared/CardRefusal';

const CardSchema = v.object(v.pick(StripeSandboxPayForm, ['cardNumber', 'expiry', 'cvc']).entries);

/** The sandbox's card form, as Stripe's card fields ask it (number, MM / YY, CVC), with its test cards listed. */
export function StripeCardForm(p: {
  amount: string;
  busy: boolean;
  code: number | null;
  onPay: (card: StripeCardFields) => void;
  onCancel: () => void;
}) {
  const amount = p.amount;
  const { form, onInvalid } = useTestCardForm<StripeCardFields>(
    CardSchema,
    {
      cardNumber: '',
      expiry: '',
      cvc: '',
    },
    cardFieldError,
  );
  return (
    <Stack gap="md">
      <form noValidate aria-busy={p.busy} onSubmit={form.onSubmit(p.onPay, onInvalid)}>
        <Stack gap="sm">
          <TestCardFields form={form} numberPlaceholder="1234 1234 1234 1234" expiryMaxLength={7} />
          {p.code !== null && <CardRefusal code={p.code} />}
          <Button type="submit" size="md" loading={p.busy} leftSection={<IconLock size={16} aria-hidden />}>
            <Trans>Pay {amount}</Trans>
          </Button>
          <Button variant="subtle" color="gray" disabled={p.busy} onClick={p.onCancel}>
            <Trans>Cancel payment</Trans>
          </Button>
        </Stack>
      </form>
      <TestCards />
    </Stack>
  );
}

/** Stripe's documented test cards, listed as its test mode documents them. */
function TestCards() {
  const { t } = useLingui();
  const rows = [
    [STRIPE_TEST_CARDS.succeeds, t`Succeeds`],
    [STRIPE_TEST_CARDS.declined, t`Declined (1004)`],
    [STRIPE_TEST_CARDS.expired, t`Expired card (1009)`],
    [STRIPE_TEST_CARDS.threeDS, t`3-D Secure authentication`],
  ] as const;
  return (
    <TestCardList
      title={<Trans>Stripe test cards</Trans>}
      note={
        <Trans>Any future expiry date and any 3-digit CVC. An expiry in the past is refused (1009).</Trans>
      }
      rows={rows}
    />
  );
}
