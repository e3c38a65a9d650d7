import { Trans } from '@lingui/react/macro';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Code } from '@schemas/codes';
import { codeOf } from '@/lib/error-text';
import { DetailError, DetailSkeleton, ItemNotFound } from './detail-states';
import { itemDetailQueries } from './item-detail.queries';
import { ItemDetailSlotsProvider, type ItemDetailSlots } from './item-detail.slots';
import { ItemMedia } from './ItemMedia';
import { ItemSummary, type DetailMode } from './ItemSummary';
import { ItemTabs } from './ItemTabs';
import { MoreFromCollection, SecondaryListings } from './related-items';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A well-formed id the server does not know, or one it refuses as malformed: either way, not found. */
const NOT_FOUND_CODES: number[] = [Code.NOT_FOUND, Code.VALIDATION_FAILED];

/** Whether `id` can name an item at all (anything else shows "not found" without asking the server). */
export const isItemId = (id: string | undefined): id is string => Boolean(id && UUID.test(id));

type Props = {
  id: string | undefined;
  /** `public` = itemDetails (buy, favourite); `manage` = itemView (the seller's actions, read-only for others). */
  mode: DetailMode;
  slots: ItemDetailSlots;
};

/** The item detail page (spec §2 itemDetails and itemView). */
export function ItemDetailPage({ id, mode, slots }: Props) {
  const valid = isItemId(id);
  const query = useQuery({ ...itemDetailQueries.detail(valid ? id : ''), enabled: valid });
  if (!valid) return <ItemNotFound />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError && query.data === undefined) {
    if (NOT_FOUND_CODES.includes(codeOf(query.error))) return <ItemNotFound />;
    return (
      <DetailError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  }
  const item = query.data!;
  return (
    <ItemDetailSlotsProvider slots={slots}>
      <Container size="lg" py="lg">
        <Stack gap={40}>
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, md: 6 }} miw={0}>
              <ItemMedia item={item} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }} miw={0}>
              <ItemSummary item={item} mode={mode} />
            </Grid.Col>
          </Grid>
          {item.description && (
            <Stack gap="xs" component="section" aria-labelledby="item-description">
              <Title order={2} size="h3" id="item-description">
                <Trans>Description</Trans>
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.description}</Text>
            </Stack>
          )}
          <ItemTabs item={item} />
          <SecondaryListings items={item.secondaryListings} />
          <MoreFromCollection item={item} />
        </Stack>
      </Container>
    </ItemDetailSlotsProvider>
  );
}
