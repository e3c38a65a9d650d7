import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';

const BuyDialog = lazyNamed(() => import('./BuyDialog'), 'BuyDialog');

/**
 * Buy: choose the wallet to pay from, then the checkout opens at step 1 with the item (issue 13).
 * `maxQuantity` above 1 (an edition) lets the buyer choose how many.
 */
export function BuyButton({
  productId,
  maxQuantity = 1,
  disabled,
}: {
  productId: string;
  maxQuantity?: number;
  disabled?: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on, so the dialog keeps its closing transition.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        size="md"
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        onClick={() => {
          setWanted(true);
          open();
        }}
        disabled={disabled}
        aria-haspopup="dialog"
      >
        <Trans>Buy now</Trans>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <BuyDialog opened={opened} onClose={close} productId={productId} maxQuantity={maxQuantity} />
        </Suspense>
      )}
    </>
  );
}
