import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { readOutcome } from './wallet-step.report';
import { walletStepErrorText } from './wallet-step.errors';
import { ButtonLink } from '@/components/router-links';

/** How long the return page stays before closing a window the opener opened. */
export const RETURN_CLOSE_DELAY_MS = 3000;

function useResultText(op: string, status: string | null) {
  const { t } = useLingui();
  if (status === 'CANCELLED') return t`The wallet step was cancelled.`;
  if (status === 'FAILED')
    return op === 'unbindWallet'
      ? t`Untying failed.`
      : op === 'connectWallet'
        ? t`Bind failed.`
        : t`The wallet step failed.`;
  if (status === 'DONE') {
    if (op === 'connectWallet') return t`Your wallet is bound.`;
    if (op === 'unbindWallet') return t`Your wallet is unbound.`;
    if (op === 'withdrawBalance') return t`Your withdrawal has been submitted.`;
    if (op === 'transfer') return t`The transfer is approved and will be sent on chain.`;
  }
  return t`The wallet step is finished.`;
}

/**
 * The return page of a wallet step (spec §2 `#/wallet?pf=web3&op=…`): the result this window reported,
 * a note to go back to the first window (the opener re-reads its data), and a self-close when opened by it.
 */
export function WalletReturnPage({ op }: { op: string }) {
  const outcome = useMemo(() => readOutcome(op), [op]);
  const status = outcome?.status ?? null;
  const text = useResultText(op, status);
  const hasOpener = typeof window !== 'undefined' && !!window.opener;

  useEffect(() => {
    if (!hasOpener) return;
    const timer = setTimeout(() => window.close(), RETURN_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasOpener]);

  const Icon = status === 'DONE' ? IconCircleCheck : status ? IconCircleX : IconInfoCircle;
  const color = status === 'DONE' ? 'teal' : status ? 'red' : 'blue';
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack align="center" gap="md" ta="center">
          <Icon size={48} color={`var(--mantine-color-${color}-6)`} aria-hidden />
          <Title order={1} size="h3" role="status">
            {text}
          </Title>
          {outcome?.code !== undefined && status === 'FAILED' && (
            <Text size="sm" c="dimmed">
              {walletStepErrorText(outcome.code)}
            </Text>
          )}
          <Text size="sm">
            {hasOpener ? (
              <Trans>
                This window closes by itself. You can also close it and return to the first window.
              </Trans>
            ) : (
              <Trans>You can close this window and return to the page you came from.</Trans>
            )}
          </Text>
          <ButtonLink to="/wallet" variant="light">
            <Trans>Go to my wallet</Trans>
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
