import { useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A sandbox's documented test cards (number → what it does), listed on its page as a processor's test mode does. */
export function TestCardList({
  title,
  note,
  rows,
}: {
  title: ReactNode;
  note: ReactNode;
  rows: readonly (readonly [number: string, result: string])[];
}) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      <Table.ScrollContainer minWidth={280}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t`Card number`}</Table.Th>
              <Table.Th scope="col">{t`Result`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([number, result]) => (
              <Table.Tr key={number}>
                <Table.Td style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{number}</Table.Td>
                <Table.Td>{result}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
