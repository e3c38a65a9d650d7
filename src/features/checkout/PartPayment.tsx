import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { partProblem, restOf, type PaymentContext } from '@machines/checkout.types';
import { decimalToMinor, formatMinor, minorToDecimal } from '@/lib/minor-money';

/** Decimals of the amounts a buyer types here: the part is paid in HKD (cents). */
const HKD_DECIMALS = 2;

/**
 * "Pay part now": the buyer pays part of what is left with this method and the rest later,
 * with any method. The amount is typed in HKD and kept in cents as text (never a float); the machine's
 * partProblem decides whether it can be paid (at least the method's minimum, at most what is left).
 */
export function PartPayment({
  ctx,
  disabled,
  tried,
  onPart,
}: {
  ctx: Pick<PaymentContext, 'order' | 'methods' | 'method' | 'part'>;
  disabled: boolean;
  tried: boolean;
  onPart: (amount: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const order = ctx.order!;
  const currency = order.price.currency;
  const rest = restOf(order).toString();
  const restText = formatMinor(rest, currency, i18n.locale);
  const minimum = ctx.methods.find((m) => m.method === ctx.method)?.minimum ?? '1';
  const minimumText = formatMinor(minimum, currency, i18n.locale);
  const problem = partProblem(ctx);
  const shownError = ctx.part !== null && (tried || text !== '') ? problem : null;
  const error =
    shownError === 'format'
      ? t`Enter an amount in HKD, such as 30 or 30.50.`
      : shownError === 'minimum'
        ? t`Pay at least ${minimumText} with this method.`
        : shownError === 'rest'
          ? t`At most ${restText} is left to pay.`
          : undefined;
  const type = (value: string) => {
    setText(value);
    onPart(decimalToMinor(value, HKD_DECIMALS) ?? '');
  };
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="left-to-pay">
        <Trans>Left to pay: {restText}</Trans>
      </Text>
      <Checkbox
        id="pay-part"
        checked={ctx.part !== null}
        disabled={disabled}
        label={t`Pay part now`}
        description={t`Pay part of the amount with this method and the rest later, with any method.`}
        onChange={(e) => {
          if (!e.currentTarget.checked) return onPart(null);
          onPart(decimalToMinor(text, HKD_DECIMALS) ?? '');
        }}
      />
      {ctx.part !== null && (
        <TextInput
          id="pay-part-amount"
          label={t`Amount to pay now (HKD)`}
          description={t`Between ${minimumText} and ${restText}.`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={minorToDecimal(rest, HKD_DECIMALS) ?? ''}
          value={text}
          disabled={disabled}
          onChange={(e) => type(e.currentTarget.value)}
          error={error}
          required
        />
      )}
    </Stack>
  );
}
