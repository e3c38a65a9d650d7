import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ListEmpty, ListError } from '@/components/ListState';
import { codeOf } from '@/lib/error-text';
import { showcaseQueries, type ShowcaseSource } from './showcase.queries';
import { ShowcaseGrid } from './ShowcaseGrid';
import { hasWebGL } from '@/lib/webgl';
import { AnchorLink } from '@/components/router-links';

// three.js comes with this chunk only, and only where WebGL can draw it.
const GalleryCanvas = lazy(() => import('./GalleryCanvas'));

type Props = { source: ShowcaseSource; onOpen: (itemId: string) => void };

const galleryBox = <Skeleton h="min(70vh, 560px)" radius="md" aria-hidden />;

/**
 * Artaverse (spec §1 Business plan "metaverse showcase"): a merchant's (Business plan and above)
 * or a collection's works hung in a walkable 3D gallery, the featured collection without either. Where WebGL is missing (or fails, or
 * the visitor asks) the same works show as a grid; the 3D view always comes with the works as links.
 */
export function ShowcasePage({ source, onOpen }: Props) {
  const { t } = useLingui();
  const query = useQuery(showcaseQueries.detail(source));
  const [webgl] = useState(hasWebGL);
  const [failed, setFailed] = useState(false);
  const [grid, setGrid] = useState(false);

  if (query.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={36} w="50%" />
        {galleryBox}
      </Stack>
    );
  if (query.isError && codeOf(query.error) === 403)
    return (
      <ListEmpty heading title={<Trans>This merchant's plan does not include a showcase</Trans>}>
        <Anchor renderRoot={(props) => <Link to="/pricing" {...props} />}>
          <Trans>See the plans</Trans>
        </Anchor>
      </ListEmpty>
    );
  if (query.isError)
    return codeOf(query.error) === 404 ? (
      <ListEmpty heading title={<Trans>There is no showcase to show here</Trans>}>
        <AnchorLink to="/collections">
          <Trans>Browse the collections</Trans>
        </AnchorLink>
      </ListEmpty>
    ) : (
      <ListError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
        title={<Trans>The showcase could not be loaded</Trans>}
      />
    );

  const g = query.data;
  const threeD = webgl && !failed && !grid && g.items.length > 0;
  const owner = g.owner.name;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <Trans>Artaverse showcase</Trans>
        </Text>
        <Title order={1}>{g.title}</Title>
        <Group gap="xs" wrap="wrap">
          <Text c="dimmed">
            <Trans>by {owner}</Trans>
          </Text>
          {g.kind === 'collection' && (
            <Anchor renderRoot={(props) => <Link to="/collectDetail" search={{ id: g.id }} {...props} />}>
              <Trans>Open the collection</Trans>
            </Anchor>
          )}
        </Group>
        {g.description && <Text>{g.description}</Text>}
      </Stack>

      {g.items.length === 0 ? (
        <ListEmpty title={<Trans>Nothing hangs in this showcase yet</Trans>} />
      ) : threeD ? (
        <>
          <Suspense fallback={galleryBox}>
            <GalleryCanvas
              title={g.title}
              pictures={g.items}
              onOpen={onOpen}
              onFail={() => setFailed(true)}
            />
          </Suspense>
          <Group>
            <Button variant="default" size="xs" onClick={() => setGrid(true)}>
              <Trans>Show as a grid</Trans>
            </Button>
          </Group>
          <section aria-labelledby="showcase-works">
            <Title order={2} size="h4" id="showcase-works" mb="xs">
              <Trans>On the walls</Trans>
            </Title>
            <Stack component="ol" gap={4} m={0} pl="lg" data-testid="showcase-list">
              {g.items.map((item) => (
                <li key={item.id}>
                  <Anchor
                    renderRoot={(props) => <Link to="/itemDetails" search={{ id: item.id }} {...props} />}
                    size="sm"
                  >
                    {item.name}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </section>
        </>
      ) : (
        <>
          {(!webgl || failed) && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
              {t`This device cannot show the 3D gallery, so the works are shown as a grid.`}
            </Alert>
          )}
          {webgl && !failed && (
            <Group>
              <Button variant="default" size="xs" onClick={() => setGrid(false)}>
                <Trans>Walk the 3D gallery</Trans>
              </Button>
            </Group>
          )}
          <section aria-labelledby="showcase-works">
            <Title order={2} size="h4" id="showcase-works" mb="xs">
              <Trans>The works</Trans>
            </Title>
            <ShowcaseGrid items={g.items} />
          </section>
        </>
      )}
    </Stack>
  );
}
