import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A step's progress: done, to do, being checked, or not known (a read failed or needs login). */
export type StepState = 'done' | 'todo' | 'checking' | 'unknown';

type Props = { n: number; title: ReactNode; state: StepState; children: ReactNode; action: ReactNode };

/** One numbered step of the guide: its number (a tick once done), title, status, text and next action. */
export function GetStartStep({ n, title, state, children, action }: Props) {
  const done = state === 'done';
  return (
    <Card component="li" withBorder radius="md" padding="lg" data-testid={`step-${n}`} data-state={state}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon
          size={40}
          radius="xl"
          variant={done ? 'filled' : 'light'}
          color={done ? 'teal' : 'blue'}
          aria-hidden
        >
          {done ? <IconCheck size={22} /> : <Text fw={700}>{n}</Text>}
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" wrap="wrap" justify="space-between">
            <Title order={2} size="h4">
              {title}
            </Title>
            {state === 'done' && (
              <Badge color="teal" variant="light">
                <Trans>Done</Trans>
              </Badge>
            )}
            {state === 'todo' && (
              <Badge color="gray" variant="light">
                <Trans>To do</Trans>
              </Badge>
            )}
            {state === 'checking' && (
              <Group gap={6}>
                <Loader size="xs" aria-hidden />
                <Text size="xs" c="dimmed">
                  <Trans>Checking…</Trans>
                </Text>
              </Group>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
          <Group gap="sm">{action}</Group>
        </Stack>
      </Group>
    </Card>
  );
}
