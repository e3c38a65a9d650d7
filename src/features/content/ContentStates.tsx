import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { codeOf, errorText } from '@/lib/error-text';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" data-testid="content-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** Spec §8: a failed list shows the reason, its code and a refresh button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const code = codeOf(error);
  const text = errorText(error);
  return (
    <Alert
      role="alert"
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={<Trans>Could not load this page</Trans>}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {!text.includes(`[${code}]`) && (
          <Text size="xs" c="dimmed">
            <Trans>Error code: {code}</Trans>
          </Text>
        )}
        <Button size="xs" variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
          <Trans>Refresh</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/** A friendly "nothing here" block with optional actions. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Shown when an answer or post does not exist (404) or the link lacks its id. */
export function ContentNotFound({ back }: { back: 'help' | 'blog' }) {
  return (
    <EmptyState title={<Trans>We could not find this page</Trans>}>
      <Text c="dimmed" size="sm">
        <Trans>It may have been moved or removed, or the link is incomplete.</Trans>
      </Text>
      <Group>
        <Button component={Link} to={back === 'help' ? '/help' : '/blog'} variant="light">
          {back === 'help' ? <Trans>Back to Help</Trans> : <Trans>Back to the blog</Trans>}
        </Button>
      </Group>
    </EmptyState>
  );
}
