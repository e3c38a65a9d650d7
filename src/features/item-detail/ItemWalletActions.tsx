import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import type { ProductDetail } from '@schemas/products';
import { lazyNamed } from '@/components/lazy-named';
import { session } from '@/lib/session';
import { useFlow } from '@/lib/use-flow';
import { itemDetailQueries } from './item-detail.queries';
import { mintFlow } from './item-wallet.actors';
import { MintStatusBadge } from './MintStatusBadge';
import { NftQrButton } from './NftQrButton';

// ethers' address check comes with the dialog, not with the page.
const TransferDialog = lazyNamed(() => import('./TransferDialog'), 'TransferDialog');

/** How many of the item the logged-in member holds (0 when none or logged out). */
export function heldByMe(item: ProductDetail): number {
  const me = session.memberId();
  return me ? (item.owners.find((o) => o.member.id === me)?.quantity ?? 0) : 0;
}

/**
 * The item's chain side (§6): its minting status for everyone, and once minted, transfer to an
 * external wallet and the holder QR code for a member who holds it in the wallet here.
 */
export function ItemWalletActions({ item }: { item: ProductDetail }) {
  const queryClient = useQueryClient();
  const [flow] = useState(() =>
    mintFlow.provide({
      // Minting sets the token id and contract shown in the technical details: the item is read again when
      // its mint ends while the page is open, not when an item the page already shows minted is opened.
      actions: {
        minted: () => {
          const key = itemDetailQueries.detail(item.id).queryKey;
          if (queryClient.getQueryData<ProductDetail>(key)?.mintStatus !== 'MINTED')
            void queryClient.invalidateQueries({ queryKey: key });
        },
      },
    }),
  );
  const actor = useFlow(flow, { input: { productId: item.id } });
  const minted = useSelector(actor, (s) => s.matches('minted'));
  const [transferOpen, transfer] = useDisclosure(false);
  const [transferMounted, setTransferMounted] = useState(false);
  const held = heldByMe(item);
  const canRetry = item.creator.id === session.memberId();

  return (
    <Stack gap="sm">
      <MintStatusBadge actor={actor} canRetry={canRetry} />
      {minted && held > 0 && (
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconSend size={18} aria-hidden />}
            onClick={() => {
              setTransferMounted(true);
              transfer.open();
            }}
          >
            <Trans>Transfer to external wallet</Trans>
          </Button>
          <NftQrButton id={item.id} name={item.name} />
        </Group>
      )}
      {transferMounted && (
        <Suspense fallback={null}>
          <TransferDialog item={item} held={held} opened={transferOpen} onClose={transfer.close} />
        </Suspense>
      )}
    </Stack>
  );
}
