import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { RETURN_OP, type WalletStepContext } from '@machines/wallet-step.types';
import { Code } from '@schemas/codes';
import type { DiscoveredWallet } from '@/lib/eip6963';
import { BindEmailFirst, CustodialConfirm } from './custodial-step';
import { BusyView, FailedView, NoWalletView, WalletChooser } from './step-views';
import { TransferReview, UnbindConfirm, WithdrawalReview } from './subject-views';
import { walletStepFlow } from './wallet-step.actors';
import { reportOutcome } from './wallet-step.report';

type Props = { stepRef: string; discover?: () => Promise<DiscoveredWallet[]> };

function useTitle(op: string | undefined) {
  const { t } = useLingui();
  if (op === 'UNBIND') return t`Unbind wallet`;
  if (op === 'CHANGE') return t`Change wallet`;
  if (op === 'WITHDRAW') return t`Confirm withdrawal`;
  if (op === 'TRANSFER') return t`Approve transfer`;
  return t`Connect wallet`;
}

/**
 * The page a wallet step's new window shows (spec §4): runs the step machine and, when it
 * ends, notifies the opener (BroadcastChannel 'wallet-step') and moves to `#/wallet?pf=web3&op=…`.
 * `discover` replaces EIP-6963 discovery (tests).
 */
export function WalletStepPage({ stepRef, discover }: Props) {
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      walletStepFlow(discover).provide({
        actions: {
          report: (
            { context }: { context: WalletStepContext },
            params: { status: 'DONE' | 'FAILED' | 'CANCELLED' },
          ) => {
            if (!context.step) return void navigate({ to: '/wallet' });
            const op = RETURN_OP[context.step.op];
            const code = params.status === 'FAILED' ? (context.code ?? undefined) : undefined;
            reportOutcome({ ref: context.ref, op, status: params.status, ...(code ? { code } : {}) });
            void navigate({ to: '/wallet', search: { pf: 'web3', op } });
          },
        },
      }),
    // The flow is made once per page; `discover` and `navigate` do not change while it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const actor = useActorRef(logic, { input: { ref: stepRef } });
  const state = useSelector(actor, (s) => String(s.value));
  const ctx = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'step.retry' }));
  const title = useTitle(ctx.step?.op);
  const send = actor.send;

  let body: ReactNode;
  if (busy) body = <BusyView state={state} />;
  else if (state === 'choosing') body = <WalletChooser wallets={ctx.wallets} send={send} />;
  else if (state === 'noWallet') body = <NoWalletView send={send} />;
  else if (state === 'custodial')
    body = <CustodialConfirm walletType={ctx.step?.walletType ?? null} send={send} />;
  else if (state === 'confirmingUnbind') body = <UnbindConfirm send={send} />;
  else if (state === 'reviewingWithdrawal' && ctx.withdrawal)
    body = <WithdrawalReview withdrawal={ctx.withdrawal} send={send} />;
  else if (state === 'reviewingTransfer' && ctx.transfer)
    body = <TransferReview transfer={ctx.transfer} send={send} />;
  else if (state === 'failed')
    body =
      ctx.code === Code.WALLET_NEEDS_CONTACT ? (
        <Stack>
          <BindEmailFirst />
          <FailedView code={null} canRetry={false} send={send} />
        </Stack>
      ) : (
        <FailedView code={ctx.code} canRetry={canRetry} send={send} />
      );
  else if (state === 'closed')
    body = (
      <Alert color="gray" role="status">
        <Trans>This wallet step has expired or is already finished. Close this window and start again.</Trans>
      </Alert>
    );
  else
    body = (
      <Text role="status">
        <Trans>Finishing…</Trans>
      </Text>
    );

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {ctx.account && (state === 'choosing' || busy || state === 'failed') && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              <Trans>Account: {ctx.account}</Trans>
            </Text>
          )}
          <div aria-live="polite">{body}</div>
        </Stack>
      </Paper>
    </Container>
  );
}
