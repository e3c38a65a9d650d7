import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { ItemFormMode, ItemShape, ItemValues } from './item-form';

/**
 * What every part of the item form receives: the (uncontrolled) form, the values its layout depends on,
 * and whether fixed fields may still change.
 */
export type PartProps = { form: UseFormReturnType<ItemValues>; shape: ItemShape; mode: ItemFormMode };

/** One titled section of the item form. */
export function FormSection(p: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {p.title}
          </Title>
          {p.description && (
            <Text size="sm" c="dimmed">
              {p.description}
            </Text>
          )}
        </Stack>
        {p.children}
      </Stack>
    </Paper>
  );
}

/** A value fixed at creation, shown read-only when editing (spec §2 edititem). */
export function FixedValue(p: { label: string; value: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <TextInput
      label={p.label}
      value={p.value}
      readOnly
      variant="filled"
      description={p.hint}
      error={p.error}
    />
  );
}
