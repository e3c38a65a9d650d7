import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ITEM_LIMITS } from '@schemas/products';
import type { PartProps } from './form-parts';
import { newTraitRow, type TraitList } from './item-form';
import { ITEM_TEXT_MAX } from './item-form.validate';
import { TRAIT_LABELS } from './item-labels';

/**
 * One list of traits (properties, levels or stats; spec §3, §5): rows of type, name and value, each
 * required, added and removed by the member, at most ITEM_LIMITS.maxTraits rows.
 */
export function TraitsEditor({ form, shape, list }: Pick<PartProps, 'form' | 'shape'> & { list: TraitList }) {
  const { t, i18n } = useLingui();
  const rows = shape.rows[list];
  const labels = TRAIT_LABELS[list];
  const max = ITEM_LIMITS.maxTraits;
  const rowName = (n: number) =>
    list === 'properties' ? t`Property ${n}` : list === 'levels' ? t`Level ${n}` : t`Stat ${n}`;
  const add = () => {
    form.insertListItem(list, newTraitRow());
    // The new row's first input takes the focus, so keyboard users type on.
    requestAnimationFrame(() =>
      document.getElementById(`${list}-${rows.length}-type`)?.focus({ preventScroll: false }),
    );
  };

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Stack gap={0} component="legend" p={0}>
        <Text fw={600}>{i18n._(labels.title)}</Text>
        <Text size="sm" c="dimmed">
          {i18n._(labels.hint)}
        </Text>
      </Stack>
      {rows.map((rowKey, i) => (
        <Group
          key={rowKey}
          role="group"
          aria-label={rowName(i + 1)}
          align="flex-start"
          wrap="nowrap"
          gap="xs"
        >
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={6} style={{ flex: 1 }}>
            {(['type', 'name', 'value'] as const).map((field) => (
              <TextInput
                id={`${list}-${i}-${field}`}
                label={field === 'type' ? t`Type` : field === 'name' ? t`Name` : t`Value`}
                required
                size="sm"
                maxLength={ITEM_TEXT_MAX.trait}
                key={form.key(`${list}.${i}.${field}`)}
                {...form.getInputProps(`${list}.${i}.${field}`)}
              />
            ))}
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={26}
            aria-label={t`Remove ${rowName(i + 1)}`}
            onClick={() => form.removeListItem(list, i)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {typeof form.errors[list] === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors[list]}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          disabled={rows.length >= max}
        >
          {i18n._(labels.add)}
        </Button>
        {rows.length >= max && (
          <Text size="xs" c="dimmed">
            <Trans>At most {max} rows.</Trans>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
