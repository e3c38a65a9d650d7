import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The top of a provider's payment page: its heading (with `icon`), the test-mode `badge` when a sandbox plays the
 * provider, a `children` note, then to whom (`payee`) and how much. The words come from the caller's catalog.
 */
export function HostedHeader({
  title,
  icon,
  badge,
  payee,
  amount,
  amountTestId,
  children,
}: {
  title: ReactNode;
  icon?: ReactNode;
  badge?: ReactNode;
  payee: ReactNode;
  amount: string;
  amountTestId: string;
  children?: ReactNode;
}) {
  const heading = (
    <Title order={1} size="h3">
      {title}
    </Title>
  );
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {icon ? (
          <Group gap="xs" wrap="nowrap">
            {icon}
            {heading}
          </Group>
        ) : (
          heading
        )}
        {badge && (
          <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
            {badge}
          </Badge>
        )}
      </Group>
      {children}
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {payee}
        </Text>
        <Text size="xl" fw={700} data-testid={amountTestId}>
          {amount}
        </Text>
      </Stack>
    </>
  );
}
