import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PaymentCheck } from './checkout.api';
import { checkPayFlow } from './payment.actors';
import { Refusal, ResultFrame } from './checkout-states';
import { queryRoots } from '@/lib/query-keys';
import { useFlow } from '@/lib/use-flow';
import type { RoutePath } from '@/lib/route-path';

/** Spec §8: how often the checkpay page asks for the payment's state. */
export const CHECKPAY_INTERVAL_MS = 1500;

/**
 * Where a decided payment leads: success, or the failure page with its code (1006 expired, 1013 cancelled). A
 * payment whose money all went back (it arrived after the order closed) is no success: the failure page says the
 * order's end and that the money was refunded.
 */
export function resultOf(
  p: PaymentCheck,
): { to: RoutePath; search: Record<string, string | boolean> } | null {
  if (p.status === 'SUCCEEDED') return { to: '/paymentSuccess', search: { orderId: p.orderId } };
  if (p.status === 'OPEN') return null;
  if (p.status === 'REFUNDED') {
    const code = p.orderStatus === 'CANCELLED' ? 1013 : 1006;
    return { to: '/paymentFail', search: { orderId: p.orderId, code: String(code), refunded: true } };
  }
  const code = p.status === 'EXPIRED' ? 1006 : p.status === 'CANCELLED' ? 1013 : (p.failureCode ?? 1004);
  return { to: '/paymentFail', search: { orderId: p.orderId, code: String(code) } };
}

/**
 * checkpay (`?ref=`): back from the card page or after a crypto payment, waits for the payment's result (read
 * every 1.5 s until it is decided), then shows the result page. It only reads: the order moves on the server's own events.
 */
export function CheckPayPage({ paymentRef }: { paymentRef: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      checkPayFlow().provide({
        actions: {
          decided: (_, p) => {
            const next = resultOf(p);
            if (!next) return;
            // The payment moved the order (or failed to): every order read held so far (the orders feature's
            // ['orders'] key: list, detail, timeline) is read again when next shown.
            void queryClient.invalidateQueries({ queryKey: queryRoots.orders() });
            void navigate({ to: next.to, search: next.search, replace: true });
          },
        },
      }),
    [navigate, queryClient],
  );
  const actor = useFlow(logic, { input: { ref: paymentRef, intervalMs: CHECKPAY_INTERVAL_MS } });
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const code = useSelector(actor, (s) => s.context.code);

  return (
    <ResultFrame>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          <Trans>Checking your payment</Trans>
        </Title>
        {failed ? (
          <Refusal code={code ?? 9000} onRetry={() => actor.send({ type: 'result.retry' })} />
        ) : (
          <>
            <Loader aria-hidden />
            <Text role="status">{t`Waiting for the payment to be confirmed. This page moves on by itself.`}</Text>
          </>
        )}
      </Stack>
    </ResultFrame>
  );
}
