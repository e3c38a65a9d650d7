import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`), value on the right, wrapping long text. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" component="dt" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} ta="right" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
