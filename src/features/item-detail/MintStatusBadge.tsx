import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Code, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { mintMachine } from '@machines/mint.machine';
import type { Blockchain } from '@schemas/wallets';
import { shortAddress } from '@/lib/address';
import { stepCodeText } from './item-wallet.errors';

const env = import.meta.env as Record<string, string | undefined>;
/** Block explorers per chain; VITE_EXPLORER_* overrides them (an empty value shows the hash without a link). */
const EXPLORERS: Record<Blockchain, string> = {
  ETHEREUM: env.VITE_EXPLORER_ETHEREUM ?? 'https://etherscan.io',
  POLYGON: env.VITE_EXPLORER_POLYGON ?? 'https://polygonscan.com',
};

/** The explorer page of a transaction, or null where no explorer is configured (a local chain). */
export function txUrl(blockchain: Blockchain, hash: string): string | null {
  const base = EXPLORERS[blockchain].replace(/\/+$/, '');
  return base ? `${base}/tx/${hash}` : null;
}

type Props = { actor: ActorRefFrom<typeof mintMachine>; canRetry: boolean };

/**
 * The item's minting status for everyone (issue 5 §3, spec §4 "about 3 minutes"): pending, minted with token
 * id and transaction, failed with a retry for the creator. Nothing shows for items that are not minted here.
 */
export function MintStatusBadge({ actor, canRetry }: Props) {
  const { t } = useLingui();
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
    const url = status.txHash ? txUrl(status.blockchain, status.txHash) : null;
    return (
      <Stack gap={4} data-testid="mint-status" role="status">
        <Group gap="xs" wrap="wrap">
          <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
            <Trans>Minted</Trans>
          </Badge>
          {status.tokenId !== null && (
            <Text size="sm">
              <Trans>Token #{status.tokenId}</Trans>
            </Text>
          )}
        </Group>
        {status.txHash &&
          (url ? (
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" title={status.txHash}>
              <Trans>Transaction {shortAddress(status.txHash)}</Trans>
              {/* Said, not shown: the name starts with the visible text (WCAG 2.5.3, label in name). */}
              <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
            </Anchor>
          ) : (
            <Text size="sm">
              <Trans>Transaction</Trans> <Code title={status.txHash}>{shortAddress(status.txHash)}</Code>
            </Text>
          ))}
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
