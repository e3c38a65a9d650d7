import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, MultiSelect, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { codeOf } from '@/lib/error-text';
import { catalogQueries, MAX_PROPS, propKey, splitProp } from './catalog.queries';

/**
 * Explore's property filter: one multi-select per property type with the values on sale and their counts
 * (listPropertyFacets). The choice is a list of `Type:Value` pairs; an item must have every one.
 */
export function PropertyFilter({
  value,
  onChange,
  collectionId,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  collectionId?: string;
}) {
  const { t } = useLingui();
  // React Query hands its answer over as an update React renders at once, in one task: a multi-select per
  // property was a 180 ms task on a phone. From a deferred copy React renders them in slices and
  // keeps the skeleton meanwhile.
  const query = useDeferredValue(useQuery(catalogQueries.facets(collectionId)));
  const chosen = value.map(splitProp);

  if (query.isPending) return <Skeleton h={36} w="60%" aria-hidden />;
  if (query.isError)
    return (
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          <Trans>Property filters could not be loaded [{codeOf(query.error)}].</Trans>
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Group>
    );

  // Types the URL names but nothing on sale has any more still show, so they can be removed.
  const facets = query.data.filter((f) => !f.type.includes(':'));
  for (const c of chosen)
    if (!facets.some((f) => f.type === c.type)) facets.push({ type: c.type, values: [] });
  if (facets.length === 0) return null;

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        <Trans>Properties</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
        {facets.map((f) => {
          const mine = chosen.filter((c) => c.type === f.type).map((c) => c.value);
          const others = value.filter((p) => splitProp(p).type !== f.type);
          const data = f.values.map((v) => ({ value: v.value, label: t`${v.value} (${v.count})` }));
          for (const m of mine) if (!f.values.some((v) => v.value === m)) data.push({ value: m, label: m });
          return (
            <MultiSelect
              key={f.type}
              label={f.type}
              placeholder={mine.length ? undefined : t`Any`}
              data={data}
              value={mine}
              maxValues={MAX_PROPS - others.length}
              searchable
              clearable
              hidePickedOptions
              comboboxProps={{ withinPortal: true }}
              onChange={(vals) => onChange([...others, ...vals.map((v) => propKey(f.type, v))])}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
