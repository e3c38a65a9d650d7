import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethod, PaymentMethodOption } from '@machines/checkout.types';
import type { OrderCurrency } from '@schemas/orders';
import { formatMinor } from '@/lib/minor-money';
import { checkoutError, checkoutErrorTexts } from './checkout.errors';

/** Each method named by what the buyer does with it, so two card methods never look alike. */
export const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  STRIPE: msg`Card — Stripe`,
  MASTERCARD: msg`Mastercard hosted page`,
  BYON: msg`QR code — pay from your phone (BYON)`,
  SPIRAL: msg`Spiral — pay on Spiral's page`,
  SANDBOX_CARD: msg`Card — secure card page`,
  CRYPTO: msg`Crypto — from a wallet`,
};

/** What happens once the buyer pays with the method: where they go and what they do there. */
const METHOD_STEPS: Record<PaymentMethod, MessageDescriptor> = {
  STRIPE: msg`You enter your card on Stripe's page, then come back here.`,
  MASTERCARD: msg`You enter your Mastercard on Mastercard's page, then come back here.`,
  BYON: msg`You scan a QR code with your phone and confirm the payment there.`,
  SPIRAL: msg`You pay on Spiral's page, then come back here.`,
  SANDBOX_CARD: msg`You enter your card on the card processor's secure page, then come back here.`,
  CRYPTO: msg`You send the amount from your marketplace wallet or a browser wallet.`,
};

/** Why a method cannot pay this order now (below its minimum, switched off…), in the buyer's words. */
function methodReason(code: number | null): string | undefined {
  return code === null ? undefined : checkoutError(code, checkoutErrorTexts);
}

/** The currencies a method takes and its least payment, in the order's currency when it takes it. */
export function methodTerms(m: PaymentMethodOption, currency: OrderCurrency, locale: string): string {
  const shown = m.currencies.includes(currency) ? currency : (m.currencies[0] ?? currency);
  const currencies = m.currencies.join(', ');
  const minimum = formatMinor(m.minimum, shown, locale);
  return i18n._(msg`Pays ${currencies}, at least ${minimum}`);
}

/**
 * The merchant's payment methods that take this order's currency: each with what the buyer
 * will do, its minimum, or why not now. A method that cannot take the currency at all is left out: the order's
 * currency is fixed once it exists, so there is nothing the buyer could change here.
 */
export function MethodChoice({
  methods,
  value,
  currency,
  disabled,
  error,
  onChange,
}: {
  methods: PaymentMethodOption[];
  value: PaymentMethod | null;
  currency: OrderCurrency;
  disabled: boolean;
  error?: string;
  onChange: (m: PaymentMethod) => void;
}) {
  const { t, i18n: own } = useLingui();
  const offered = methods.filter((m) => m.currencies.includes(currency));
  return (
    <Radio.Group
      label={t`Payment method`}
      value={value ?? ''}
      onChange={(m) => onChange(m as PaymentMethod)}
      error={error}
      required
    >
      <Stack gap="xs" mt={4}>
        {offered.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No payment method is available for this order.</Trans>
          </Text>
        )}
        {offered.map((m, i) => (
          <Radio
            key={m.method}
            id={i === 0 ? 'pay-method' : undefined}
            value={m.method}
            disabled={!m.available || disabled}
            label={own._(METHOD_NAMES[m.method])}
            description={
              <>
                <span>{own._(METHOD_STEPS[m.method])}</span>
                <br />
                <span>{methodTerms(m, currency, own.locale)}</span>
                {!m.available && (
                  <>
                    <br />
                    <span>{methodReason(m.code)}</span>
                  </>
                )}
              </>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
