import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Button, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconWallet } from '@tabler/icons-react';
import type { WalletChoice } from '@machines/wallet-step.types';
import { MobileWalletPrompt, needsWalletBrowser } from './MobileWalletPrompt';
import { walletStepErrorText } from './wallet-step.errors';

type Send = (
  e: { type: 'step.choose'; id: string } | { type: 'step.retry' | 'step.cancel' | 'step.close' },
) => void;

/** What the page is waiting for, by machine state (the wallet's own prompt is where the member acts). */
export function BusyView({ state }: { state: string }) {
  const { t } = useLingui();
  const texts: Record<string, string> = {
    loading: t`Loading the wallet step…`,
    discovering: t`Looking for browser wallets…`,
    connecting: t`Confirm the connection in your wallet…`,
    switchingChain: t`Confirm the network switch in your wallet…`,
    preparing: t`Preparing the sign-in message…`,
    signing: t`Sign the message in your wallet…`,
    submitting: t`Saving…`,
    connectingCustodial: t`Connecting your custodial wallet…`,
    unbinding: t`Unbinding your wallet…`,
    loadingWithdrawal: t`Loading the withdrawal…`,
    deciding: t`Sending your decision…`,
    loadingTransfer: t`Loading the transfer…`,
  };
  return (
    <Group gap="sm" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden />
      <Text>{texts[state] ?? t`Please wait…`}</Text>
    </Group>
  );
}

/** The browser wallets found (EIP-6963 names and icons; the bare window.ethereum is "Browser wallet"). */
export function WalletChooser({ wallets, send }: { wallets: WalletChoice[]; send: Send }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Text id="choose-wallet">
        <Trans>Choose the wallet to use:</Trans>
      </Text>
      <Stack gap="xs" role="group" aria-labelledby="choose-wallet">
        {wallets.map((w) => (
          <UnstyledButton
            key={w.id}
            onClick={() => send({ type: 'step.choose', id: w.id })}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Group gap="sm" wrap="nowrap">
              <Avatar src={w.icon || null} size="sm" radius="sm" alt="">
                <IconWallet size={16} aria-hidden />
              </Avatar>
              <Text fw={600}>{w.name || t`Browser wallet`}</Text>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
      <Button variant="subtle" onClick={() => send({ type: 'step.cancel' })}>
        <Trans>Cancel</Trans>
      </Button>
    </Stack>
  );
}

/** No browser wallet: the mobile prompt on a phone, else how to install one. */
export function NoWalletView({ send }: { send: Send }) {
  return (
    <Stack gap="sm">
      {needsWalletBrowser() ? (
        <MobileWalletPrompt />
      ) : (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Trans>No browser wallet was found. Install MetaMask or OKX Wallet, then try again.</Trans>
        </Alert>
      )}
      <Group>
        <Button onClick={() => send({ type: 'step.retry' })}>
          <Trans>Try again</Trans>
        </Button>
        <Button variant="subtle" onClick={() => send({ type: 'step.cancel' })}>
          <Trans>Cancel</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/** A refusal with its text; retry where another try can help, else close (reports the failure). */
export function FailedView({ code, canRetry, send }: { code: number | null; canRetry: boolean; send: Send }) {
  return (
    <Stack gap="sm">
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" data-testid="step-error">
        {walletStepErrorText(code ?? 9000)}
      </Alert>
      <Group>
        {canRetry && (
          <Button onClick={() => send({ type: 'step.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant={canRetry ? 'subtle' : 'filled'} onClick={() => send({ type: 'step.close' })}>
          <Trans>Give up</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
