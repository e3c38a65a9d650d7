import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';

const BuyDialog = lazyNamed(() => import('./BuyDialog'), 'BuyDialog');

/** Buy: choose the wallet to pay from; the purchase itself opens with the checkout (a later issue). */
export function BuyButton({ disabled }: { disabled?: boolean }) {
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
          <BuyDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
