import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@schemas/products';
import { CHAIN, labelOf, SELL_TYPE, STANDARD } from './labels';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** Sell type, stock and copies, standard and chain at a glance. */
export function ItemFacts({ item }: { item: ProductDetail }) {
  const { i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" component="dl" m={0}>
      <Fact label={<Trans>Sell type</Trans>}>{labelOf(i18n, SELL_TYPE, item.sellType)}</Fact>
      <Fact label={<Trans>In stock</Trans>}>
        <span data-testid="stock">
          <Trans>
            {item.stock} of {item.quantity}
          </Trans>
        </span>
      </Fact>
      <Fact label={<Trans>Standard</Trans>}>{labelOf(i18n, STANDARD, item.contractType)}</Fact>
      <Fact label={<Trans>Blockchain</Trans>}>{labelOf(i18n, CHAIN, item.blockchain)}</Fact>
    </SimpleGrid>
  );
}
