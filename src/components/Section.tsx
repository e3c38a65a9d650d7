import { Badge, Group, Stack, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled block of a page: heading (with an optional count) and an optional action on the right. */
export function Section({
  title,
  count,
  action,
  order = 2,
  children,
}: {
  title: ReactNode;
  count?: number;
  action?: ReactNode;
  order?: TitleOrder;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="md" className="cv-section">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Title order={order} id={id} size={order <= 2 ? 'h3' : 'h4'}>
          {title}
          {count !== undefined && (
            <Badge component="span" variant="light" size="lg" ml="xs" style={{ verticalAlign: 'middle' }}>
              {count}
            </Badge>
          )}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
