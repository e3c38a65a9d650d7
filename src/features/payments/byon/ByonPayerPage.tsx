import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PaymentRefusal } from '@/components/payments/payment-states';
import { codeOf } from '@/lib/error-text';
import { HostedHeader } from '@/components/payments/HostedHeader';
import { formatMinor } from '@/lib/minor-money';
import { byonApi } from './byon.api';
import { payerProblem } from './byon.errors';
import { byonQueries } from './byon.queries';
import { QrFrame, QrLoader } from './qr-parts';

/**
 * The BYON sandbox payer (`#/byonx?ref=&t=`): what a phone opens after scanning the QR, as a banking app's test
 * mode would show it: to whom, how much, then Confirm payment or Refuse, once. No login: the link's token is
 * the proof. The shop's page learns the outcome from BYON's callback, not from here.
 */
export function ByonPayerPage({ paymentRef, token }: { paymentRef: string; token: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const view = useQuery(byonQueries.payer(paymentRef, token));
  const decide = useMutation({
    mutationFn: (what: 'confirm' | 'refuse') => byonApi.decide(what, paymentRef, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: byonQueries.all() }),
  });

  if (view.isPending) return <QrLoader label={t`Loading the payment…`} />;
  if (view.isError) return <PayerAlert code={codeOf(view.error)} />;
  const p = view.data;
  const amount = formatMinor(p.amount, p.currency, i18n.locale);
  const merchant = p.merchant;
  const failed = decide.isError ? codeOf(decide.error) : null;
  return (
    <QrFrame>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <HostedHeader
            title={<Trans>BYON payment</Trans>}
            badge={<Trans>Test mode</Trans>}
            payee={<Trans>Pay {merchant}</Trans>}
            amount={amount}
            amountTestId="payer-amount"
          />
          {p.status === 'OPEN' ? (
            <Stack gap="sm">
              <Text size="sm">
                <Trans>Check the amount, then confirm the payment or refuse it.</Trans>
              </Text>
              {failed !== null && <PayerAlert code={failed} inline />}
              <Button size="md" loading={decide.isPending} onClick={() => decide.mutate('confirm')}>
                <Trans>Confirm payment</Trans>
              </Button>
              <Button
                size="md"
                variant="default"
                disabled={decide.isPending}
                onClick={() => decide.mutate('refuse')}
              >
                <Trans>Refuse</Trans>
              </Button>
            </Stack>
          ) : p.status === 'PAID' ? (
            <Alert
              color="green"
              role="status"
              icon={<IconCircleCheck aria-hidden />}
              title={t`Payment confirmed`}
            >
              <Trans>You can close this page. The shop shows the result.</Trans>
            </Alert>
          ) : p.status === 'REFUSED' ? (
            <Alert color="gray" role="status" title={t`Payment refused`}>
              <Trans>Nothing was paid. You can close this page.</Trans>
            </Alert>
          ) : (
            <PayerAlert code={p.status === 'EXPIRED' ? 1006 : 1007} inline />
          )}
        </Stack>
      </Paper>
    </QrFrame>
  );
}

/** A refusal on the payer page: its text and code. */
function PayerAlert({ code, inline = false }: { code: number; inline?: boolean }) {
  const { t } = useLingui();
  const alert = (
    <PaymentRefusal code={code} title={t`This payment cannot be made`} text={payerProblem(code)} />
  );
  return inline ? alert : <QrFrame>{alert}</QrFrame>;
}
