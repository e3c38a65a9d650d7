import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  useMatches,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { CHAIN_OPTIONS, SORT_OPTIONS } from './catalog-options';
import { hasActiveFilters, normalizeFilters, type ProductFilters } from './catalog.queries';

// MultiSelect brings Mantine's combobox, popover and floating-ui: loaded after the grid's first paint.
const PropertyFilter = lazyNamed(() => import('./PropertyFilter'), 'PropertyFilter');

const PRICE = /^\d+(\.\d{1,2})?$/;
const TYPES = [
  { value: 'ALL', label: msg`All` },
  { value: 'SELF', label: msg`Newly minted` },
  { value: 'NON', label: msg`Other platforms` },
  { value: 'PHYSICAL', label: msg`Physical goods` },
] as const;
const CURRENCIES = [
  { value: 'ALL', label: msg`All currencies` },
  { value: 'ETH', label: msg`ETH` },
  { value: 'MATIC', label: msg`MATIC` },
  { value: 'SOL', label: msg`SOL` },
] as const;
const MARKETS = [
  { value: 'ALL', label: msg`All sales` },
  { value: 'primary', label: msg`From creators` },
  { value: 'secondary', label: msg`Resales` },
] as const;

/**
 * The explore filters (spec §2): kind, chain, currency, price, market, sort and properties. They live in
 * the URL: every change is handed to `onChange`, which navigates, so back/forward and reload keep them.
 * Price bounds are HKD and applied after typing stops.
 */
export function ExploreFilters({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (next: ProductFilters) => void;
}) {
  const { i18n, t } = useLingui();
  const f = normalizeFilters(filters);
  const typeLabel = useId();
  // Vertical on a narrow phone and in the md+ sidebar; horizontal in between (filters above the grid).
  const orientation = useMatches({ base: 'vertical', xs: 'horizontal', md: 'vertical' } as const);
  const [min, setMin] = useState(f.min ?? '');
  const [max, setMax] = useState(f.max ?? '');
  // The URL is the source of truth: back/forward or a reset put its bounds back into the inputs
  // (adjusted during render, React's pattern for state derived from a changed prop).
  const [seen, setSeen] = useState({ min: f.min, max: f.max });
  if (seen.min !== f.min || seen.max !== f.max) {
    setSeen({ min: f.min, max: f.max });
    setMin(f.min ?? '');
    setMax(f.max ?? '');
  }

  const opts = <T extends string>(list: readonly { value: T; label: (typeof TYPES)[number]['label'] }[]) =>
    list.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  const set = (patch: ProductFilters) => onChange({ ...f, ...patch });

  const priceError = (v: string) =>
    v === '' || PRICE.test(v) ? undefined : t`Use a number with up to 2 decimals`;
  const minOk = min === '' || PRICE.test(min);
  const maxOk = max === '' || PRICE.test(max);
  const ordered = !minOk || !maxOk || min === '' || max === '' || Number(min) <= Number(max);
  const commitPrice = useDebouncedCallback((lo: string, hi: string) => {
    const valid = (lo === '' || PRICE.test(lo)) && (hi === '' || PRICE.test(hi));
    if (!valid || (lo !== '' && hi !== '' && Number(lo) > Number(hi))) return;
    if ((f.min ?? '') === lo && (f.max ?? '') === hi) return;
    set({ min: lo || undefined, max: hi || undefined });
  }, 600);

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text id={typeLabel} size="sm" fw={500}>
          <Trans>Kind</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby={typeLabel}
          fullWidth
          orientation={orientation}
          value={f.type}
          onChange={(v) => set({ type: v as ProductFilters['type'] })}
          data={opts(TYPES)}
        />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 1 }} spacing="sm">
        <NativeSelect
          label={<Trans>Chain</Trans>}
          data={opts(CHAIN_OPTIONS)}
          value={f.chain}
          onChange={(e) => set({ chain: e.currentTarget.value as ProductFilters['chain'] })}
        />
        <NativeSelect
          label={<Trans>Currency</Trans>}
          data={opts(CURRENCIES)}
          value={f.curr}
          onChange={(e) => set({ curr: e.currentTarget.value as ProductFilters['curr'] })}
        />
        <TextInput
          label={<Trans>Min price (HK$)</Trans>}
          placeholder="0"
          inputMode="decimal"
          value={min}
          error={priceError(min) ?? (!ordered && t`Min is above max`)}
          onChange={(e) => {
            const v = e.currentTarget.value.trim();
            setMin(v);
            commitPrice(v, max);
          }}
        />
        <TextInput
          label={<Trans>Max price (HK$)</Trans>}
          placeholder={t`Any`}
          inputMode="decimal"
          value={max}
          error={priceError(max)}
          onChange={(e) => {
            const v = e.currentTarget.value.trim();
            setMax(v);
            commitPrice(min, v);
          }}
        />
        <NativeSelect
          label={<Trans>Market</Trans>}
          data={opts(MARKETS)}
          value={f.market ?? 'ALL'}
          onChange={(e) => set({ market: e.currentTarget.value as ProductFilters['market'] })}
        />
        <NativeSelect
          label={<Trans>Sort by</Trans>}
          data={opts(SORT_OPTIONS)}
          value={f.sort}
          onChange={(e) => set({ sort: e.currentTarget.value as ProductFilters['sort'] })}
        />
      </SimpleGrid>
      <Suspense fallback={<Skeleton h={36} w="60%" aria-hidden />}>
        <PropertyFilter
          value={f.prop ?? []}
          collectionId={f.collectionId}
          onChange={(prop) => set({ prop })}
        />
      </Suspense>
      {hasActiveFilters(f) && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => onChange({})}
          >
            <Trans>Reset filters</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
