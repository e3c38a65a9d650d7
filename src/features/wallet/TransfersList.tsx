import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Transfer } from '@schemas/wallets';
import { ListEmpty, ListSkeleton, ListState } from '@/components/ListState';
import { shortAddress } from '@/lib/address';
import { ListMore } from '@/components/ListMore';
import { formatDate } from './format';
import { walletErrorTexts } from './wallet.errors';
import { walletQueries } from './wallet.queries';

const STATUS: Record<Transfer['status'], { label: MessageDescriptor; color: string }> = {
  AWAITING_APPROVAL: { label: msg`Awaiting approval`, color: 'yellow' },
  APPROVED: { label: msg`Approved`, color: 'blue' },
  SENT: { label: msg`Sent`, color: 'green' },
  FAILED: { label: msg`Failed`, color: 'red' },
  CANCELLED: { label: msg`Cancelled`, color: 'gray' },
};

/** The transfer record (spec §2): NFTs sent to an external wallet, with status, hash and dates. */
export function TransfersList() {
  const { t, i18n } = useLingui();
  const query = useInfiniteQuery(walletQueries.transfers());
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <ListState
      query={query}
      skeleton={<ListSkeleton rows={3} height={88} />}
      isEmpty={items.length === 0}
      empty={<ListEmpty title={<Trans>No transfers yet</Trans>} />}
      texts={walletErrorTexts}
    >
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((tr) => (
          <Paper key={tr.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600}>
                {tr.product.name} × {tr.quantity}
              </Text>
              <Badge color={STATUS[tr.status].color} variant="light">
                {i18n._(STATUS[tr.status].label)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              <Trans>
                To {shortAddress(tr.toAddress)} · token #{tr.tokenId}
              </Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Requested {formatDate(tr.createdAt, i18n.locale)}</Trans>
              {tr.sentAt && (
                <>
                  {' · '}
                  <Trans>Sent {formatDate(tr.sentAt, i18n.locale)}</Trans>
                </>
              )}
            </Text>
            {tr.txHash && (
              <Text size="sm" ff="monospace" aria-label={t`Transaction hash ${tr.txHash}`} title={tr.txHash}>
                {shortAddress(tr.txHash)}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
      <ListMore query={query} />
    </ListState>
  );
}
