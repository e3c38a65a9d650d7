import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { walletUnbindMachine } from '@machines/wallet-unbind.machine';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { shortAddress } from '@/lib/address';
import { chainLabel } from './labels';
import { Busy, StepLink } from './StepLink';
import { walletErrorTexts } from './wallet.errors';

/**
 * Unbind (spec §4): confirm, the new window, the confirmation, unbound or "untying failed"; a wallet in use
 * cannot be unbound and the dialog offers a change instead.
 */
export function UnbindDialog({ actor }: { actor: ActorRefFrom<typeof walletUnbindMachine> }) {
  const { t, i18n } = useLingui();
  const state = useSelector(actor, (s) => s.value);
  const ctx = useSelector(actor, (s) => s.context);
  const send = (
    type: 'walletUnbind.confirm' | 'walletUnbind.cancel' | 'walletUnbind.retry' | 'walletUnbind.change',
  ) => actor.send({ type });
  const chain = ctx.request ? i18n._(chainLabel[ctx.request.blockchain]) : '';
  const address = shortAddress(ctx.address);
  const finished = state === 'unbound' || state === 'stillBound' || state === 'inUse' || state === 'failed';

  return (
    <Modal
      opened={state !== 'idle'}
      onClose={() => send('walletUnbind.cancel')}
      title={t`Unbind wallet on ${chain}`}
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      centered
    >
      <Stack>
        {state === 'confirming' && (
          <Text>
            <Trans>Unbind the wallet {address}? You can connect a wallet again later.</Trans>
          </Text>
        )}
        {state === 'requesting' && <Busy>{t`Preparing the wallet page…`}</Busy>}
        {state === 'awaiting' && (
          <>
            <Text>
              <Trans>Confirm the unbinding in the new window, then confirm here.</Trans>
            </Text>
            <StepLink url={ctx.step?.url} />
          </>
        )}
        {state === 'refreshing' && <Busy>{t`Checking your wallet…`}</Busy>}
        {state === 'unbound' && (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            title={t`Wallet unbound`}
          />
        )}
        {state === 'stillBound' && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            title={t`Untying failed`}
          />
        )}
        {state === 'inUse' && (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Text size="sm">
              <Trans>
                A bound wallet cannot be unbound while it is in use. You can change it to another wallet.
              </Trans>
            </Text>
          </Alert>
        )}
        {state === 'failed' && ctx.code !== null && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Text size="sm">{errorText(new ApiError(ctx.code, ''), walletErrorTexts)}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => send('walletUnbind.cancel')}>
            {finished ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {state === 'confirming' && (
            <Button color="red" onClick={() => send('walletUnbind.confirm')}>
              <Trans>Unbind</Trans>
            </Button>
          )}
          {state === 'awaiting' && (
            <Button onClick={() => send('walletUnbind.confirm')}>
              <Trans>I have finished</Trans>
            </Button>
          )}
          {(state === 'stillBound' || state === 'failed') && (
            <Button onClick={() => send('walletUnbind.retry')}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {state === 'inUse' && (
            <Button onClick={() => send('walletUnbind.change')}>
              <Trans>Change wallet</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
