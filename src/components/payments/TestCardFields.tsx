import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import * as v from 'valibot';
import { fieldIssuesOf, markFieldIssues } from '@/lib/field-issues';

/** A sandbox card's fields; `holder` where the page asks for the name on the card. */
export type TestCard = { cardNumber: string; expiry: string; cvc: string; holder?: string };

/**
 * The test card form's state, checked by the server's own card schema (`schema`, its messages the field keys that
 * `fieldError` words in the caller's catalog), `onInvalid`, which puts the focus on the first field in error, and
 * `markRefused`, which marks the fields a processor's 4200 refused the same way.
 */
export function useTestCardForm<T extends TestCard>(
  schema: v.GenericSchema,
  initialValues: T,
  fieldError: (key: string | undefined) => string,
) {
  const form = useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const issue of v.safeParse(schema, values).issues ?? []) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !errors[key]) errors[key] = fieldError(issue.message);
      }
      return errors;
    },
  });
  const order = Object.keys(initialValues);
  const onInvalid = (errors: FormErrors) => {
    const first = order.find((f) => errors[f]);
    if (first) form.getInputNode(first)?.focus();
  };
  const markRefused = (err: unknown) => {
    markFieldIssues(form, err, fieldError);
    onInvalid(Object.fromEntries(fieldIssuesOf(err).map((i) => [i.path, true])));
  };
  return { form, onInvalid, markRefused };
}

/** Card number, expiry and CVC (and the name on the card when `form` has `holder`), as card processors ask them. */
export function TestCardFields<T extends TestCard>({
  form,
  numberPlaceholder,
  expiryMaxLength = 5,
}: {
  form: UseFormReturnType<T>;
  numberPlaceholder?: string;
  expiryMaxLength?: number;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextInput
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={numberPlaceholder}
        required
        maxLength={23}
        {...form.getInputProps('cardNumber')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t`Expiry (MM/YY)`}
          placeholder="MM/YY"
          autoComplete="cc-exp"
          required
          maxLength={expiryMaxLength}
          {...form.getInputProps('expiry')}
        />
        <TextInput
          label={t`CVC`}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          {...form.getInputProps('cvc')}
        />
      </Group>
      {'holder' in form.values && (
        <TextInput
          label={t`Name on card`}
          autoComplete="cc-name"
          required
          maxLength={80}
          {...form.getInputProps('holder')}
        />
      )}
    </>
  );
}
