import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import type { ActivityFilters as Filters } from './activity.queries';
import { FilterPicker } from './FilterPicker';
import { CHAIN_FILTER, KIND_FILTER } from './labels';

type Props = {
  filters: Filters;
  /** Names of the collection and member the filters hold (by id), when known. */
  names: { collection?: string; member?: string };
  onChange: (next: Filters) => void;
};

/**
 * The feed's filters: kind and chain as native selects (arrows change them), collection and
 * member as searchable choices. They live in the URL: every change is handed to `onChange`, which navigates.
 */
export function ActivityFilters({ filters: f, names, onChange }: Props) {
  const { i18n } = useLingui();
  const set = (patch: Filters) => onChange({ ...f, ...patch });
  const opts = (map: Record<string, MessageDescriptor>) =>
    Object.entries(map).map(([value, label]) => ({ value, label: i18n._(label) }));
  const active = Object.keys(f).length > 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <NativeSelect
        label={<Trans>Kind</Trans>}
        data={opts(KIND_FILTER)}
        value={f.kind ?? 'ALL'}
        onChange={(e) => set({ kind: e.currentTarget.value as Filters['kind'] })}
      />
      <NativeSelect
        label={<Trans>Chain</Trans>}
        data={opts(CHAIN_FILTER)}
        value={f.chain ?? 'ALL'}
        onChange={(e) => set({ chain: e.currentTarget.value as Filters['chain'] })}
      />
      <FilterPicker
        key={`c:${f.collectionId ?? ''}:${names.collection ?? ''}`}
        label={<Trans>Collection</Trans>}
        of="collections"
        value={f.collectionId}
        valueLabel={names.collection}
        onChange={(collectionId) => set({ collectionId })}
      />
      <FilterPicker
        key={`m:${f.memberId ?? ''}:${names.member ?? ''}`}
        label={<Trans>Member</Trans>}
        of="creators"
        value={f.memberId}
        valueLabel={names.member}
        onChange={(memberId) => set({ memberId })}
      />
      {active && (
        <Group gap="xs" style={{ gridColumn: '1 / -1' }}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => onChange({})}
          >
            <Trans>Clear the filters</Trans>
          </Button>
        </Group>
      )}
    </SimpleGrid>
  );
}
