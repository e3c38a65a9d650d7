import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@schemas/products';
import { useSlots } from './item-detail.slots';

type Props = {
  item: Pick<ProductDetail, 'sellType' | 'fixPrice' | 'fixPriceHK' | 'auctionBlPrice' | 'curr'>;
};

/**
 * The price in the item's currency (4 decimals) and the seller's price in HKD (2 decimals), spec §9; an
 * auction's reserve. Two prices the seller set, so the HKD one is not shown as a conversion (≈).
 */
export function PriceBlock({ item }: Props) {
  const { i18n } = useLingui();
  const { formatCrypto, formatFiat } = useSlots();
  const locale = i18n.locales ?? i18n.locale;
  const auction = item.sellType === 'AUCTION';
  const crypto = formatCrypto(auction ? item.auctionBlPrice : item.fixPrice, item.curr, locale);
  const fiat = auction ? null : formatFiat(item.fixPriceHK, 'HKD', locale);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {auction ? <Trans>Reserve price (auction)</Trans> : <Trans>Fixed price</Trans>}
        </Text>
        {crypto ? (
          <Group gap="xs" align="baseline" wrap="wrap">
            <Text fz={28} fw={800} lh={1.2} data-testid="price">
              {crypto}
            </Text>
            {/* The seller's own HKD price (paid by card), not a conversion of the coin price. */}
            {fiat && (
              <Text c="dimmed" data-testid="price-hkd">
                <Trans>or {fiat} by card</Trans>
              </Text>
            )}
          </Group>
        ) : (
          <Text fw={600} c="dimmed">
            <Trans>No price set</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
