import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import type { PriceBreakdown as Price, PriceLine } from '@schemas/orders';
import { formatMinor } from '@/lib/minor-money';
import { PRICE_LINE } from '@/lib/price-lines';

const DEDUCTED = new Set<PriceLine['kind']>(['DISCOUNT', 'VIP_DISCOUNT', 'PROMOTION', 'COUPON']);

/**
 * Every line of the price breakdown (pricing that explains itself), each with what it is
 * (the promotion code, the discount's rule), amounts from minor units in the order's currency.
 */
export function PriceBreakdown({ price }: { price: Price }) {
  const { i18n } = useLingui();
  const money = (amount: string) => formatMinor(amount, price.currency, i18n.locale);
  const lines = price.lines.filter((l) => l.kind !== 'TOTAL');
  const total = price.lines.find((l) => l.kind === 'TOTAL')?.amount ?? price.totalAmount;
  return (
    <Stack gap={6} component="dl" m={0} data-testid="price-breakdown">
      {lines.map((line, i) => (
        <Group key={`${line.kind}-${i}`} justify="space-between" wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" style={{ minWidth: 0 }}>
            {i18n._(PRICE_LINE[line.kind])}
            {line.detail && (
              <Text span display="block" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {line.detail}
              </Text>
            )}
          </Text>
          <Text component="dd" size="sm" m={0} ta="right" style={{ whiteSpace: 'nowrap' }}>
            {DEDUCTED.has(line.kind) && line.amount !== '0' && !line.amount.startsWith('-') ? '−' : ''}
            {money(line.amount)}
          </Text>
        </Group>
      ))}
      <Group
        justify="space-between"
        wrap="nowrap"
        pt={6}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text component="dt" fw={700}>
          {i18n._(PRICE_LINE.TOTAL)}
        </Text>
        <Text component="dd" fw={700} m={0} data-testid="price-total" style={{ whiteSpace: 'nowrap' }}>
          {money(total)}
        </Text>
      </Group>
    </Stack>
  );
}
