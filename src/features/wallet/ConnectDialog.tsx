import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { walletConnectMachine } from '@machines/wallet-connect.machine';
import { Code } from '@schemas/codes';
import type { Blockchain, WalletType } from '@schemas/wallets';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { features } from '@/lib/flags';
import { chainLabel } from './labels';
import { Busy, StepLink } from './StepLink';
import { walletErrorTexts } from './wallet.errors';

export type WalletChoice = { blockchain: Blockchain; op: 'connect' | 'change'; previous?: string | null };

/** The wallet choices: injected browser wallets (Binance and others) are METAMASK-type. */
function useWalletOptions(): { id: string; type: WalletType; label: string }[] {
  const { t } = useLingui();
  return [
    { id: 'metamask', type: 'METAMASK', label: t`MetaMask` },
    { id: 'okx', type: 'OKX', label: t`OKX Wallet` },
    { id: 'binance', type: 'METAMASK', label: t`Binance Wallet` },
    { id: 'injected', type: 'METAMASK', label: t`Other browser wallet` },
    { id: 'own', type: 'OWN', label: t`Marketplace wallet (no extension needed)` },
    ...(features.isOpenCustonomy
      ? [{ id: 'custonomy', type: 'CUSTONOMY' as const, label: t`Custonomy` }]
      : []),
  ];
}

type Props = {
  actor: ActorRefFrom<typeof walletConnectMachine>;
  choosing: WalletChoice | null;
  onChoiceClose: () => void;
};

/** Wallet connect (spec §4): choose a wallet, then the new window, the confirmation, bind success or failed. */
export function ConnectDialog({ actor, choosing, onChoiceClose }: Props) {
  const { t, i18n } = useLingui();
  const options = useWalletOptions();
  const state = useSelector(actor, (s) => s.value);
  const ctx = useSelector(actor, (s) => s.context);
  const cancel = () => actor.send({ type: 'walletConnect.cancel' });
  const chain = ctx.request ? i18n._(chainLabel[ctx.request.blockchain]) : '';
  const change = ctx.request?.op === 'change';

  return (
    <>
      <Modal
        opened={choosing !== null}
        onClose={onChoiceClose}
        title={choosing?.op === 'change' ? t`Change wallet` : t`Connect a wallet`}
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        centered
      >
        <Stack gap="xs">
          {options.map((o) => (
            <Button
              key={o.id}
              variant="default"
              fullWidth
              justify="flex-start"
              onClick={() => {
                if (!choosing) return;
                onChoiceClose();
                actor.send({ type: 'walletConnect.start', ...choosing, walletType: o.type });
              }}
            >
              {o.label}
            </Button>
          ))}
        </Stack>
      </Modal>
      <Modal
        opened={state !== 'idle'}
        onClose={cancel}
        title={change ? t`Change wallet on ${chain}` : t`Connect a wallet on ${chain}`}
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        centered
      >
        <Stack>
          {state === 'requesting' && <Busy>{t`Preparing the wallet page…`}</Busy>}
          {state === 'awaiting' && (
            <>
              <Text>
                <Trans>Finish connecting your wallet in the new window, then confirm here.</Trans>
              </Text>
              <StepLink url={ctx.step?.url} />
            </>
          )}
          {state === 'rereading' && <Busy>{t`Checking your wallet…`}</Busy>}
          {state === 'bound' && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status" title={t`Bind success`}>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {ctx.address}
              </Text>
            </Alert>
          )}
          {state === 'failed' && ctx.code === Code.WALLET_NEEDS_CONTACT && (
            <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert">
              <Text size="sm">{errorText(new ApiError(ctx.code, ''), walletErrorTexts)}</Text>
              <Anchor renderRoot={(p) => <Link to="/userAccount" {...p} />} size="sm" onClick={cancel}>
                <Trans>Bind an e-mail address</Trans>
              </Anchor>
            </Alert>
          )}
          {state === 'failed' && ctx.code !== Code.WALLET_NEEDS_CONTACT && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title={t`Bind failed`}>
              {ctx.code !== null && (
                <Text size="sm">{errorText(new ApiError(ctx.code, ''), walletErrorTexts)}</Text>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {state === 'bound' || state === 'failed' ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
            </Button>
            {state === 'awaiting' && (
              <Button onClick={() => actor.send({ type: 'walletConnect.confirm' })}>
                <Trans>I have finished</Trans>
              </Button>
            )}
            {state === 'failed' && ctx.code !== Code.WALLET_NEEDS_CONTACT && (
              <Button onClick={() => actor.send({ type: 'walletConnect.retry' })}>
                <Trans>Try again</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
