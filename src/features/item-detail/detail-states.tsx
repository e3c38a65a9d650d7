import { Trans } from '@lingui/react/macro';
import { Button, Container, Grid, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ListError } from '@/components/ListState';
import { itemErrorTexts } from './item-detail.errors';

/** The page's shape while the item loads. */
export function DetailSkeleton() {
  return (
    <Container size="lg" py="lg" aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading…</Trans>
      </VisuallyHidden>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton radius="md" style={{ aspectRatio: '1' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Skeleton h={16} w="30%" />
            <Skeleton h={36} w="80%" />
            <Skeleton h={40} w="60%" />
            <Skeleton h={90} />
            <Skeleton h={40} w="40%" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** A failed load: why, its code and a retry. */
export function DetailError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Container size="sm" py="xl">
      <ListError
        error={error}
        onRetry={onRetry}
        retrying={retrying}
        texts={itemErrorTexts}
        title={<Trans>This item could not be loaded</Trans>}
        retryLabel={<Trans>Try again</Trans>}
      />
    </Container>
  );
}

/** No item with this id (or no id at all). */
export function ItemNotFound() {
  return (
    <Stack align="center" ta="center" py={64} px="md" gap="md">
      <Title order={1}>
        <Trans>Item not found</Trans>
      </Title>
      <Text c="dimmed" maw={480}>
        <Trans>This item does not exist or has been removed.</Trans>
      </Text>
      <Group justify="center">
        <Button renderRoot={(p) => <Link to="/explore" {...p} />}>
          <Trans>Explore NFTs</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
