import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { SANDBOX_CARDS, SANDBOX_CHALLENGE_CODE, SandboxCardPayForm } from '@schemas/payments';
import { codeOf } from '@/lib/error-text';
import { formatMinor } from '@/lib/minor-money';
import { checkoutApi, type CardFields } from './checkout.api';
import { fieldError } from './checkout.errors';
import { checkoutQueries } from './checkout.queries';
import { PageLoader, Refusal, ResultFrame } from './CheckoutStates';
import { goTo } from './go-to';

const CardSchema = v.object(v.pick(SandboxCardPayForm, ['cardNumber', 'expiry', 'cvc', 'holder']).entries);
const ORDER: (keyof CardFields)[] = ['cardNumber', 'expiry', 'cvc', 'holder'];

/**
 * The sandbox card processor's hosted page (`#/sandboxCard?ref=`): amount and merchant, the card fields with
 * the test numbers listed, a 3-D Secure challenge when the card asks for one, then back to `returnUrl`
 * (the app's checkpay page). It plays a card processor's test mode; the server decides the outcome.
 */
export function SandboxCardPage({ paymentRef }: { paymentRef: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const cardSession = useQuery(checkoutQueries.cardSession(paymentRef));
  const [challenge, setChallenge] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<number | null>(null);
  const form = useForm<CardFields>({
    mode: 'controlled',
    initialValues: { cardNumber: '', expiry: '', cvc: '', holder: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const issue of v.safeParse(CardSchema, values).issues ?? []) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string' && !errors[key]) errors[key] = fieldError(issue.message);
      }
      return errors;
    },
  });
  const send = async (call: () => Promise<{ outcome: string; returnUrl: string }>) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call();
      if (answer.outcome === 'CHALLENGE') {
        setChallenge(true);
        setBusy(false);
        return;
      }
      goTo(navigate, answer.returnUrl);
    } catch (err) {
      setFailure(codeOf(err));
      setBusy(false);
    }
  };

  if (cardSession.isPending) return <PageLoader label={t`Loading the payment…`} />;
  if (cardSession.isError)
    return (
      <ResultFrame>
        <Refusal code={codeOf(cardSession.error)} onRetry={() => void cardSession.refetch()} />
      </ResultFrame>
    );
  const s = cardSession.data;
  const amount = formatMinor(s.amount, s.currency, i18n.locale);
  const merchant = s.merchant;
  return (
    <ResultFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Title order={1} size="h3">
              <Trans>Sandbox card payment</Trans>
            </Title>
            <Badge color="orange" variant="light">
              <Trans>Test mode</Trans>
            </Badge>
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              <Trans>Pay {merchant}</Trans>
            </Text>
            <Text size="xl" fw={700} data-testid="card-amount">
              {amount}
            </Text>
          </Stack>
          {s.status !== 'OPEN' ? (
            <Alert color="gray" role="status" title={t`This payment is no longer open`}>
              <Button size="xs" variant="light" onClick={() => goTo(navigate, s.returnUrl)}>
                <Trans>Back to the shop</Trans>
              </Button>
            </Alert>
          ) : challenge ? (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void send(() => checkoutApi.cardChallenge(paymentRef, code));
              }}
            >
              <Stack gap="sm">
                <Title order={2} size="h4">
                  <Trans>3-D Secure check</Trans>
                </Title>
                <Text size="sm" id="challenge-help">
                  <Trans>
                    Enter the code your bank sent you. In test mode the code is {SANDBOX_CHALLENGE_CODE}.
                  </Trans>
                </Text>
                <TextInput
                  label={t`Verification code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
                  aria-describedby="challenge-help"
                  data-autofocus
                  autoFocus
                />
                {failure !== null && <Refusal code={failure} />}
                <Button type="submit" loading={busy} disabled={code.length !== 6}>
                  <Trans>Verify</Trans>
                </Button>
              </Stack>
            </form>
          ) : (
            <form
              noValidate
              aria-busy={busy}
              onSubmit={form.onSubmit(
                (values) => void send(() => checkoutApi.cardPay(paymentRef, values)),
                (errors) => {
                  const first = ORDER.find((f) => errors[f]);
                  if (first) form.getInputNode(first)?.focus();
                },
              )}
            >
              <Stack gap="sm">
                <TextInput
                  label={t`Card number`}
                  inputMode="numeric"
                  autoComplete="cc-number"
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
                    maxLength={5}
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
                <TextInput
                  label={t`Name on card`}
                  autoComplete="cc-name"
                  required
                  maxLength={80}
                  {...form.getInputProps('holder')}
                />
                {failure !== null && <Refusal code={failure} />}
                <Button
                  type="submit"
                  size="md"
                  loading={busy}
                  leftSection={<IconLock size={16} aria-hidden />}
                >
                  <Trans>Pay {amount}</Trans>
                </Button>
              </Stack>
            </form>
          )}
          <TestCards />
        </Stack>
      </Paper>
    </ResultFrame>
  );
}

/** The processor's documented test numbers, listed on the page as a card processor's test mode does. */
function TestCards() {
  const { t } = useLingui();
  const rows = [
    [SANDBOX_CARDS.approved, t`Approved`],
    [SANDBOX_CARDS.declined, t`Declined (1004)`],
    [SANDBOX_CARDS.expired, t`Expired card (1009)`],
    [SANDBOX_CARDS.challenge, t`3-D Secure challenge (code ${SANDBOX_CHALLENGE_CODE})`],
  ];
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        <Trans>Test cards</Trans>
      </Title>
      <Text size="xs" c="dimmed">
        <Trans>
          Any future expiry date, any 3-digit CVC and any name. An expiry in the past is refused (1009).
        </Trans>
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
