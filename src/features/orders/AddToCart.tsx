import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canonicalSpecKey } from '@schemas/shop';
import { InCartNotice } from '@/components/InCartNotice';
import { chosenSpec, SpecSelects } from '@/components/SpecSelects';
import { session } from '@/lib/session';
import { shopProductQuery } from '@/lib/shop-product';
import { addGuestLine } from './guest-cart';
import { updateCart } from './orders.api';
import { orderQueries } from './orders.queries';
import { ActionError } from './parts';

/**
 * Add to cart on a physical good's item page: the option choice when the item has one,
 * then `quantity` more in the cart, never above the stock. A visitor's cart is kept in the browser and moves
 * into the member's cart at login (guest-cart.ts), so nothing is asked before the checkout.
 */
export function AddToCart({
  productId,
  productName,
  quantity,
  stock,
  disabled,
}: {
  productId: string;
  productName: string;
  quantity: number;
  stock: number;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const product = useQuery(shopProductQuery(productId));
  const options = product.data?.specOptions.filter((o) => o.values.length > 0) ?? [];
  const [choice, setChoice] = useState<Record<string, string>>({});
  const chosen = chosenSpec(options, choice);
  const add = useMutation({
    mutationFn: async () => {
      const specKey = canonicalSpecKey(chosen);
      if (!session.isLoggedIn()) {
        addGuestLine({ productId, specKey, quantity }, stock);
        return;
      }
      queryClient.setQueryData(
        orderQueries.cart().queryKey,
        await updateCart(productId, quantity, specKey, 'add'),
      );
    },
  });
  return (
    <Stack gap="xs">
      <SpecSelects
        options={options}
        chosen={chosen}
        w={{ base: '100%', xs: 220 }}
        onChoose={(type, value) => {
          setChoice((c) => ({ ...c, [type]: value }));
          add.reset();
        }}
      />
      <Group gap="sm">
        <Button
          size="md"
          variant="light"
          leftSection={<IconShoppingBagPlus size={18} aria-hidden />}
          loading={add.isPending}
          disabled={disabled || product.isPending}
          onClick={() => add.mutate()}
        >
          <Trans>Add to cart</Trans>
        </Button>
      </Group>
      <div role="status">{add.isSuccess && <InCartNotice name={productName} />}</div>
      {add.isError && <ActionError error={add.error} />}
      {product.isError && <Text size="sm" c="dimmed">{t`The item's options could not be loaded.`}</Text>}
    </Stack>
  );
}
