import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useIntersection, useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import type { ProductDetail } from '@schemas/products';
import { useSlots } from './item-detail.slots';

type Item = Pick<ProductDetail, 'id' | 'name' | 'stock' | 'sourceType' | 'fixPrice' | 'fixPriceHK' | 'curr'>;

/**
 * On a phone, once the buy actions are out of view (below the fold at first), a bar fixed to the bottom of the
 * window keeps the price and Buy now at hand; the footer gets the bar's height so nothing ends under it.
 */
function StickyBuyBar({ item, onBuy, disabled }: { item: Item; onBuy: () => void; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const { formatCrypto, formatFiat } = useSlots();
  const locale = i18n.locales ?? i18n.locale;
  const price = formatCrypto(item.fixPrice, item.curr, locale) ?? formatFiat(item.fixPriceHK, 'HKD', locale);
  useEffect(() => {
    document.documentElement.classList.add('has-fixed-bar');
    return () => document.documentElement.classList.remove('has-fixed-bar');
  }, []);
  return (
    <Group
      data-fixed-bar
      data-testid="sticky-buy-bar"
      role="region"
      aria-label={t`Buy ${item.name}`}
      className="sticky-buy-bar"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
    >
      <Text fw={700} truncate="end" miw={0}>
        {price}
      </Text>
      <Button leftSection={<IconShoppingCart size={18} aria-hidden />} disabled={disabled} onClick={onBuy}>
        <Trans>Buy now</Trans>
      </Button>
    </Group>
  );
}

/**
 * Buy now opens the checkout at step 1 with the item and the quantity; the wallet is asked only
 * if the buyer pays in crypto, on the payment step. A physical good with an HKD price can
 * also go to the cart (the orders feature's AddToCart). More than one in stock: the buyer chooses how many.
 */
export function BuyButton({ item, disabled }: { item: Item; disabled?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { AddToCart } = useSlots();
  const [quantity, setQuantity] = useState(1);
  // What the buyer typed, shown as typed until the field is left; `quantity` is always 1 to the stock.
  const [typed, setTyped] = useState('1');
  const { ref, entry } = useIntersection<HTMLDivElement>({ threshold: 0 });
  const phone = useMediaQuery('(max-width: 47.99em)');
  const buy = () =>
    void navigate({
      to: '/step1',
      search: { productId: item.id, quantity: String(quantity) },
    });
  const cart = AddToCart && item.sourceType === 'PHYSICAL' && item.fixPriceHK !== null;
  return (
    <Stack gap="sm" data-testid="buy-actions" ref={ref}>
      {item.stock > 1 && (
        // A native number field, not Mantine's NumberInput: its formatting library would grow the item page's
        // first screen past its budget (bench/initial-js.mjs). Whole numbers from 1 to the stock.
        <TextInput
          type="number"
          inputMode="numeric"
          label={t`Quantity`}
          min={1}
          max={item.stock}
          step={1}
          value={typed}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setTyped(text);
            const n = Number.parseInt(text, 10);
            if (Number.isInteger(n) && n >= 1) setQuantity(Math.min(n, item.stock));
          }}
          onBlur={() => setTyped(String(quantity))}
          description={t`Up to ${item.stock}`}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <Group gap="sm" align="flex-start">
        <Button
          size="md"
          leftSection={<IconShoppingCart size={18} aria-hidden />}
          disabled={disabled}
          onClick={buy}
        >
          <Trans>Buy now</Trans>
        </Button>
      </Group>
      {cart && (
        <Suspense fallback={null}>
          {/* Not held back by an unpaid order's lock: the cart is for later, and the checkout checks again. */}
          <AddToCart productId={item.id} productName={item.name} quantity={quantity} stock={item.stock} />
        </Suspense>
      )}
      {phone && entry !== null && !entry.isIntersecting && (
        <StickyBuyBar item={item} onBuy={buy} disabled={disabled} />
      )}
    </Stack>
  );
}
