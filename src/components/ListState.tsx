import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Skeleton,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
  type SimpleGridProps,
} from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty, IconRefresh } from '@tabler/icons-react';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { codeOf, errorText } from '@/lib/error-text';

type ErrorProps = {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** The feature's own code texts, tried before the generic ones. */
  texts?: Partial<Record<number, MessageDescriptor>>;
  /** What failed; "This list could not be loaded" unless said (a whole page says so). */
  title?: ReactNode;
  /** The retry button's label; "Refresh" unless said. */
  retryLabel?: ReactNode;
};

/** Spec §8: a list (or page) that failed shows why, its code (default 9000) and a refresh button. */
export function ListError({ error, onRetry, retrying, texts, title, retryLabel }: ErrorProps) {
  const code = codeOf(error);
  const text = errorText(error, texts);
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title ?? <Trans>This list could not be loaded</Trans>}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {!text.includes(String(code)) && (
          <Text size="xs" c="dimmed">
            <Trans>Code {code}</Trans>
          </Text>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {retryLabel ?? <Trans>Refresh</Trans>}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * The empty state of a list: a short line and optional suggestions or actions. `heading` makes the line a
 * heading, for a state that stands for the whole page (e.g. "we could not find this page").
 */
export function ListEmpty({
  title,
  heading,
  children,
}: {
  title?: ReactNode;
  heading?: boolean;
  children?: ReactNode;
}) {
  const line = title ?? <Trans>Nothing here yet</Trans>;
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <IconMoodEmpty size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      {heading ? (
        <Title order={2} size="h4">
          {line}
        </Title>
      ) : (
        <Text fw={600}>{line}</Text>
      )}
      {children}
    </Stack>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 4, height = 56 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading…</Trans>
      </VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** Placeholder cards while a grid loads; `ratio` is the media height over its width. */
export function GridSkeleton({
  count = 8,
  cols,
  ratio = 1,
}: {
  count?: number;
  cols: SimpleGridProps['cols'];
  ratio?: number;
}) {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading…</Trans>
      </VisuallyHidden>
      <SimpleGrid cols={cols} spacing="md">
        {Array.from({ length: count }, (_, i) => (
          <Stack key={i} gap={6}>
            <div style={{ aspectRatio: String(1 / ratio) }}>
              <Skeleton h="100%" radius="md" />
            </div>
            <Skeleton h={14} w="80%" />
            <Skeleton h={12} w="50%" />
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export type QueryLike = {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isRefetching?: boolean;
};

/**
 * One place for the three states every list has (loading, error, empty) before its content:
 * pass the query, a skeleton, whether the loaded data is empty, and the content.
 */
export function ListState({
  query,
  skeleton,
  isEmpty,
  empty,
  texts,
  children,
}: {
  query: QueryLike;
  skeleton: ReactNode;
  isEmpty: boolean;
  empty?: ReactNode;
  texts?: ErrorProps['texts'];
  children: ReactNode;
}) {
  if (query.isPending) return <>{skeleton}</>;
  // A failed refetch keeps showing the data it had; only a list with nothing to show shows the error.
  if (query.isError && query.data === undefined)
    return (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        texts={texts}
      />
    );
  if (isEmpty) return <>{empty ?? <ListEmpty />}</>;
  return <>{children}</>;
}
