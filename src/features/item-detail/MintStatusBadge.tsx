import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { mintMachine } from '@machines/mint.machine';
import { TxLink } from '@/components/TxLink';
import { stepCodeText } from './item-wallet.errors';

type Props = { actor: ActorRefFrom<typeof mintMachine>; canRetry: boolean };

/**
 * The item's minting status for everyone (spec §4 "about 3 minutes"): pending, minted with token
 * id and transaction, failed with a retry for the creator. Nothing shows for items that are not minted here.
 */
export function MintStatusBadge({ actor, canRetry }: Props) {
  const state = useSelector(actor, (s) => s.value as string);
  const status = useSelector(actor, (s) => s.context.status);
  const code = useSelector(actor, (s) => s.context.code);

  if (state === 'none') return null;
  if (state === 'loading' && !status)
    return (
      <Group gap="xs" role="status" data-testid="mint-status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="dimmed">
          <Trans>Checking the minting status…</Trans>
        </Text>
      </Group>
    );

  if (state === 'minted' && status) {
    return (
      <Stack gap={4} data-testid="mint-status" role="status">
        <Group gap="xs" wrap="wrap">
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            <Trans>Minted</Trans>
          </Badge>
          {status.tokenId !== null && (
            // A token id has up to 78 digits: it wraps rather than widen a phone's page.
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              <Trans>Token #{status.tokenId}</Trans>
            </Text>
          )}
        </Group>
        {status.txHash && <TxLink blockchain={status.blockchain} hash={status.txHash} />}
      </Stack>
    );
  }

  if (state === 'failed' || state === 'retrying') {
    const retrying = state === 'retrying';
    return (
      <Stack gap={6} align="flex-start" data-testid="mint-status">
        <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
          <Trans>Minting failed</Trans>
        </Badge>
        {code !== null && !retrying && (
          <Text size="sm" c="red.8" role="alert">
            {stepCodeText(code)}
          </Text>
        )}
        {canRetry && (
          <Button
            size="xs"
            variant="light"
            loading={retrying}
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => actor.send({ type: 'mint.retry' })}
          >
            <Trans>Retry minting</Trans>
          </Button>
        )}
      </Stack>
    );
  }

  // Pending (also while a pending status is read again, or after a failed read that is tried again).
  return (
    <Stack gap={4} data-testid="mint-status">
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Badge color="blue" variant="light">
          <Trans>Minting…</Trans>
        </Badge>
        <Text size="sm" c="dimmed">
          <Trans>about 3 minutes</Trans>
        </Text>
      </Group>
      {code !== null && (
        <Text size="xs" c="dimmed">
          <Trans>The status could not be read just now; trying again.</Trans>
        </Text>
      )}
    </Stack>
  );
}
