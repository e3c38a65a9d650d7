import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import * as v from 'valibot';
import type { StripeCardFields } from '@machines/stripe-payment.machine';
import { STRIPE_TEST_CARDS, StripeSandboxPayForm } from '@schemas/payments-stripe';
import { stripeFieldError } from './stripe.errors';
import { StripeRefusal } from './StripeStates';

const CardSchema = v.object(v.pick(StripeSandboxPayForm, ['cardNumber', 'expiry', 'cvc']).entries);
const ORDER: (keyof StripeCardFields)[] = ['cardNumber', 'expiry', 'cvc'];

/** The sandbox's card form, as Stripe's card fields ask it (number, MM / YY, CVC), with its test cards listed. */
export function StripeCardForm(p: {
  amount: string;
  busy: boolean;
  code: number | null;
  onPay: (card: StripeCardFields) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const amount = p.amount;
  const form = useForm<StripeCardFields>({
    mode: 'controlled',
    initialValues: { cardNumber: '', expiry: '', cvc: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const issue of v.safeParse(CardSchema, values).issues ?? []) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !errors[key]) errors[key] = stripeFieldError(issue.message);
      }
      return errors;
    },
  });
  return (
    <Stack gap="md">
      <form
        noValidate
        aria-busy={p.busy}
        onSubmit={form.onSubmit(p.onPay, (errors) => {
          const first = ORDER.find((f) => errors[f]);
          if (first) form.getInputNode(first)?.focus();
        })}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Card number`}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
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
              maxLength={7}
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
          {p.code !== null && <StripeRefusal code={p.code} />}
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
  ];
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        <Trans>Stripe test cards</Trans>
      </Title>
      <Text size="xs" c="dimmed">
        <Trans>Any future expiry date and any 3-digit CVC. An expiry in the past is refused (1009).</Trans>
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Card number`}</Table.Th>
              <Table.Th scope="col">{t`Result`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([number, result]) => (
              <Table.Tr key={number}>
                <Table.Td style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{number}</Table.Td>
                <Table.Td>{result}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
