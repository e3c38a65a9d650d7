import { Badge, Group, Stack, Title, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled block of a page: heading (with an optional count) and an optional action on the right. */
export function Section({
  title,
  count,
  action,
  order = 2,
  skipOffscreen = true,
  children,
}: {
  title: ReactNode;
  count?: number;
  action?: ReactNode;
  order?: TitleOrder;
  /**
   * Whether the browser may skip rendering the section while it is off screen (`.cv-section`). Not for a
   * section at the top of a page: on the first frame the browser lays it out at the 400 px estimate, then at
   * its real height, and what follows moves (home's categories moved the collections up 300 px: CLS 0.03).
   */
  skipOffscreen?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack
      component="section"
      aria-labelledby={id}
      gap="md"
      className={skipOffscreen ? 'cv-section' : undefined}
    >
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
