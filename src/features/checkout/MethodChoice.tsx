import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, Stack, Text } from '@mantine/core';
import type { PaymentMethod, PaymentMethodOption } from '@machines/checkout-payment.machine';
import type { OrderCurrency } from '@schemas/orders';
import { Code } from '@schemas/codes';
import { formatMinor } from '@/lib/minor-money';
import { checkoutError, checkoutErrorTexts } from './checkout.errors';

export const METHOD_NAMES: Record<PaymentMethod, MessageDescriptor> = {
  STRIPE: msg`Card (Stripe)`,
  MASTERCARD: msg`Mastercard hosted checkout`,
  BYON: msg`Pay by QR code (BYON)`,
  SPIRAL: msg`Spiral`,
  SANDBOX_CARD: msg`Credit or debit card`,
  CRYPTO: msg`Crypto from a wallet`,
};

/**
 * Why a method cannot pay this order. A currency mismatch (4200) says which currency the method takes: a card
 * pays HKD orders, crypto pays orders priced in a coin (the "Pay in" choice of step 1).
 */
function methodReason(method: PaymentMethod, code: number | null): string | undefined {
  if (code === null) return undefined;
  if (code === Code.VALIDATION_FAILED)
    return i18n._(
      method === 'CRYPTO'
        ? msg`Crypto pays orders priced in a coin: choose ETH or MATIC under “Pay in” at step 1.`
        : msg`Cards pay orders priced in HKD.`,
    );
  return checkoutError(code, checkoutErrorTexts);
}

/** The currencies a method takes and its least payment, in the order's currency when it takes it. */
export function methodTerms(m: PaymentMethodOption, currency: OrderCurrency, locale: string): string {
  const shown = m.currencies.includes(currency) ? currency : (m.currencies[0] ?? currency);
  const currencies = m.currencies.join(', ');
  const minimum = formatMinor(m.minimum, shown, locale);
  return i18n._(msg`Pays ${currencies}, at least ${minimum}`);
}

/** The merchant's payment methods (issue 14 item 8): each with its currencies and minimum, or why not now. */
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
  return (
    <Radio.Group
      label={t`Payment method`}
      value={value ?? ''}
      onChange={(m) => onChange(m as PaymentMethod)}
      error={error}
      required
    >
      <Stack gap="xs" mt={4}>
        {methods.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No payment method is available for this order.</Trans>
          </Text>
        )}
        {methods.map((m, i) => (
          <Radio
            key={m.method}
            id={i === 0 ? 'pay-method' : undefined}
            value={m.method}
            disabled={!m.available || disabled}
            label={own._(METHOD_NAMES[m.method])}
            description={
              <>
                <span>{methodTerms(m, currency, own.locale)}</span>
                {!m.available && (
                  <>
                    <br />
                    <span>{methodReason(m.method, m.code)}</span>
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
