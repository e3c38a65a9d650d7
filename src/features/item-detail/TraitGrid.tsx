import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProductDetail } from '@schemas/products';

type Trait = ProductDetail['properties'][number];

function Traits({ title, traits }: { title: ReactNode; traits: Trait[] }) {
  if (traits.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {traits.map((t, i) => (
          <Paper key={i} withBorder p="xs" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed" tt="uppercase" truncate>
              {t.type}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Properties, levels and stats (spec §3: each with type, name and value). */
export function TraitGrid({ item }: { item: Pick<ProductDetail, 'properties' | 'levels' | 'stats'> }) {
  if (item.properties.length + item.levels.length + item.stats.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>This item has no properties, levels or stats.</Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      <Traits title={<Trans>Properties</Trans>} traits={item.properties} />
      <Traits title={<Trans>Levels</Trans>} traits={item.levels} />
      <Traits title={<Trans>Stats</Trans>} traits={item.stats} />
    </Stack>
  );
}
