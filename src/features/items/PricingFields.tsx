import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { ITEM_LIMITS } from '@schemas/products';
import { FormSection, type PartProps } from './form-parts';
import { MIN_FIAT_PRICE } from './item-form.validate';

const CURRENCIES = ['ETH', 'MATIC', 'SOL'] as const;

/**
 * How the item sells (spec §3 sellType, curr, fixPrice, fixPriceHK, auctionBlPrice): a fixed price in the
 * chosen crypto currency and in HKD (what explore filters and fiat checkout use), or an auction's base price.
 */
export function PricingFields({ form, shape }: Pick<PartProps, 'form' | 'shape'>) {
  const { t } = useLingui();
  const { sellType, curr } = shape;
  const min = ITEM_LIMITS.minFixPrice;
  const minHk = MIN_FIAT_PRICE;
  return (
    <FormSection title={<Trans>Price</Trans>}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Radio.Group
          label={t`Sell type`}
          required
          key={form.key('sellType')}
          {...form.getInputProps('sellType')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="FIXED" label={t`Fixed price`} />
            <Radio value="AUCTION" label={t`Auction`} />
          </Group>
        </Radio.Group>
        <Radio.Group label={t`Currency`} required key={form.key('curr')} {...form.getInputProps('curr')}>
          <Group gap="lg" mt="xs">
            {CURRENCIES.map((c) => (
              <Radio key={c} value={c} label={c} />
            ))}
          </Group>
        </Radio.Group>
      </SimpleGrid>
      {sellType === 'FIXED' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Price (${curr})`}
            description={t`At least ${min}.`}
            required
            inputMode="decimal"
            autoComplete="off"
            rightSection={curr}
            rightSectionWidth={60}
            key={form.key('fixPrice')}
            {...form.getInputProps('fixPrice')}
          />
          <TextInput
            label={t`Price (HKD)`}
            description={t`At least HK$${minHk}; used for fiat payment and price filters.`}
            required
            inputMode="decimal"
            autoComplete="off"
            rightSection="HKD"
            rightSectionWidth={60}
            key={form.key('fixPriceHK')}
            {...form.getInputProps('fixPriceHK')}
          />
        </SimpleGrid>
      ) : (
        <TextInput
          label={t`Base price (${curr})`}
          description={t`The lowest bid you accept; at least ${min}.`}
          required
          inputMode="decimal"
          autoComplete="off"
          rightSection={curr}
          rightSectionWidth={60}
          maw={{ base: '100%', sm: '50%' }}
          key={form.key('auctionBlPrice')}
          {...form.getInputProps('auctionBlPrice')}
        />
      )}
    </FormSection>
  );
}
