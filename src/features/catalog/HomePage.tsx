import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title, type SimpleGridProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { GridSkeleton, ListEmpty, ListError } from '@/components/ListState';
import { Section } from '@/components/Section';
import { catalogQueries } from './catalog.queries';
import { CategoryLinks } from './CategoryLinks';
import { CollectionCard } from './CollectionCard';
import { CreatorCard } from './CreatorCard';
import { COLLECTION_COLS, CREATOR_COLS, PRODUCT_COLS } from './grids';
import { ProductCard } from './ProductCard';
import { SPOTLIGHT_SIZES, spotlightSrcSet } from './spotlight';
import type { CollectionCard as Collection } from '@schemas/catalog';

/**
 * The hero: a spotlight on the first featured collection (its picture is the first screen's largest paint)
 * beside the welcome and the two calls to action. Its layout classes (`fp-hero…`) live in index.html's
 * critical CSS, which the app shell uses to paint the same picture in the same place before the app loads.
 */
function Hero({ spotlight, pending }: { spotlight: Collection | undefined; pending: boolean }) {
  return (
    <header className="fp-hero">
      {spotlight ? (
        <Link
          to="/collectDetail"
          search={{ id: spotlight.id }}
          className="fp-hero-media"
          aria-label={spotlight.name}
        >
          {/* The same picture, candidates and sizes as the shell's (index.html): one request, one paint. */}
          <img
            src={spotlight.featuredImage}
            srcSet={spotlightSrcSet(spotlight)}
            sizes={SPOTLIGHT_SIZES}
            alt=""
            width={766}
            height={414}
            fetchPriority="high"
            decoding="async"
          />
          <span className="fp-hero-caption">{spotlight.name}</span>
        </Link>
      ) : (
        pending && <div className="fp-hero-media" aria-hidden />
      )}
      <Stack gap="md" className="fp-hero-text">
        <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
          <Trans>Discover, collect and sell digital collectibles</Trans>
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} opacity={0.9}>
          <Trans>
            Artworks, membership cards and physical goods from creators and merchants, on Ethereum and
            Polygon.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button size="md" color="white" c="violet.8" renderRoot={(p) => <Link to="/explore" {...p} />}>
            <Trans>Explore</Trans>
          </Button>
          <Button size="md" variant="outline" color="white" renderRoot={(p) => <Link to="/create" {...p} />}>
            <Trans>Create</Trans>
          </Button>
        </Group>
      </Stack>
    </header>
  );
}

function SeeAll({ to }: { to: '/explore' | '/collections' | '/allAuthors' }) {
  return (
    <Anchor renderRoot={(p) => <Link to={to} {...p} />} size="sm">
      <Group gap={4} component="span">
        <Trans>See all</Trans>
        <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

function Grid<T>({
  pending,
  items,
  cols,
  skeleton,
  render,
}: {
  pending: boolean;
  items: T[] | undefined;
  cols: SimpleGridProps['cols'];
  skeleton: ReactNode;
  render: (item: T, index: number) => ReactNode;
}) {
  if (pending) return <>{skeleton}</>;
  if (!items?.length) return <ListEmpty />;
  return (
    <SimpleGrid cols={cols} spacing="md">
      {items.map(render)}
    </SimpleGrid>
  );
}

/** The home page (spec §2): hero, categories, featured collections, new items and top creators. */
export function HomePage() {
  const query = useQuery(catalogQueries.home());
  const home = query.data;
  const pending = query.isPending && !query.isError;
  return (
    <Stack gap={48}>
      <Hero spotlight={home?.featuredCollections[0]} pending={pending} />
      <Section title={<Trans>Browse by category</Trans>} order={2} skipOffscreen={false}>
        <CategoryLinks />
      </Section>
      {query.isError && !home ? (
        // One call feeds every section, so one error with one refresh button stands for all of them.
        <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <Section title={<Trans>Featured collections</Trans>} action={<SeeAll to="/collections" />}>
            <Grid
              pending={pending}
              items={home?.featuredCollections}
              cols={COLLECTION_COLS}
              skeleton={<GridSkeleton count={3} cols={COLLECTION_COLS} ratio={414 / 766} />}
              render={(c, i) => <CollectionCard key={c.id} collection={c} index={i} />}
            />
          </Section>
          <Section title={<Trans>New items</Trans>} action={<SeeAll to="/explore" />}>
            <Grid
              pending={pending}
              items={home?.newItems}
              cols={PRODUCT_COLS}
              skeleton={<GridSkeleton count={8} cols={PRODUCT_COLS} />}
              render={(p, i) => <ProductCard key={p.id} product={p} index={i} />}
            />
          </Section>
          <Section title={<Trans>Top creators</Trans>} action={<SeeAll to="/allAuthors" />}>
            <Grid
              pending={pending}
              items={home?.topCreators}
              cols={CREATOR_COLS}
              skeleton={<GridSkeleton count={6} cols={CREATOR_COLS} />}
              render={(c) => <CreatorCard key={c.id} creator={c} />}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
