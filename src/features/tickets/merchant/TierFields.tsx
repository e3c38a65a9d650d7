import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ORDER_CURRENCIES, type OrderCurrency } from '@schemas/orders';
import { LocalTextFields } from '@/components/LocalTextFields';
import { PeriodFields } from '@/components/PeriodFields';
import type { TierValues } from './event-form';

type Props = {
  tier: TierValues;
  /** The tier's place in the form's list (its errors are at `tiers.<index>.<field>`). */
  index: number;
  set: (patch: Partial<TierValues>) => void;
  error: (path: string) => string | undefined;
};

/**
 * One ticket tier's fields: its name in the interface languages, price (in the currency's major units, sent as
 * minor units), capacity, sale window, per-member limit and transfer policy (allowed, price cap, fee).
 */
export function TierFields({ tier, index, set, error }: Props) {
  const { t } = useLingui();
  const at = (field: string) => error(`tiers.${index}.${field}`);
  const currency = tier.currency;
  const sold = tier.sold;
  return (
    <Stack gap="sm">
      <LocalTextFields
        label={t`Tier name`}
        value={tier.name}
        onChange={(locale, text) => set({ name: { ...tier.name, [locale]: text } })}
        error={(locale) => at(`name.${locale}`)}
        maxLength={80}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Select
          label={t`Currency`}
          allowDeselect={false}
          data={[...ORDER_CURRENCIES]}
          value={currency}
          onChange={(c) => c && set({ currency: c as OrderCurrency })}
        />
        <TextInput
          label={t`Price (${currency})`}
          description={t`0 for a free tier.`}
          required
          inputMode="decimal"
          autoComplete="off"
          value={tier.price}
          onChange={(e) => set({ price: e.currentTarget.value })}
          error={at('price')}
        />
        <TextInput
          label={t`Tickets in this tier`}
          description={sold > 0 ? t`${sold} sold so far.` : undefined}
          required
          inputMode="numeric"
          autoComplete="off"
          value={tier.capacity}
          onChange={(e) => set({ capacity: e.currentTarget.value })}
          error={at('capacity')}
        />
      </SimpleGrid>
      <PeriodFields
        labels={[t`Sale starts`, t`Sale ends`]}
        value={[tier.saleStartsAt, tier.saleEndsAt]}
        onChange={(end, local) => set(end === 0 ? { saleStartsAt: local } : { saleEndsAt: local })}
        errors={[at('saleStartsAt'), at('saleEndsAt')]}
      >
        <TextInput
          label={t`Tickets per member`}
          required
          inputMode="numeric"
          autoComplete="off"
          value={tier.perMemberLimit}
          onChange={(e) => set({ perMemberLimit: e.currentTarget.value })}
          error={at('perMemberLimit')}
        />
      </PeriodFields>
      <Checkbox
        label={t`Holders may transfer these tickets to another member`}
        checked={tier.transferAllowed}
        onChange={(e) => set({ transferAllowed: e.currentTarget.checked })}
      />
      {tier.transferAllowed && (
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label={t`Highest resale price (${currency})`}
            description={t`Leave blank for no cap.`}
            inputMode="decimal"
            autoComplete="off"
            miw={180}
            value={tier.transferPriceCap}
            onChange={(e) => set({ transferPriceCap: e.currentTarget.value })}
            error={at('transferPriceCap')}
          />
          <TextInput
            label={t`Your fee on a resale (%)`}
            inputMode="decimal"
            autoComplete="off"
            miw={180}
            value={tier.transferFeePercent}
            onChange={(e) => set({ transferFeePercent: e.currentTarget.value })}
            error={at('transferFeePercent')}
          />
        </Group>
      )}
      {!tier.transferAllowed && (
        <Text size="xs" c="dimmed">
          <Trans>Tickets of this tier stay with their buyer.</Trans>
        </Text>
      )}
    </Stack>
  );
}
