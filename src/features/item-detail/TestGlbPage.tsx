import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Code, Container, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListEmpty, ListError } from '@/components/ListState';
import { DetailSkeleton } from './detail-states';
import { itemDetailQueries } from './item-detail.queries';
import { ModelViewer } from './ModelViewer';

/**
 * A model to show from `?src=`: only this site's own files (`/files/…`), so the page cannot be pointed at
 * another origin's content. Returns the path, or null when the value is not such a file.
 */
export function sameOriginFile(src: string | undefined, origin = window.location.origin): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, origin);
    if (url.origin !== origin || !url.pathname.startsWith('/files/')) return null;
    if (decodeURIComponent(url.pathname).split('/').includes('..')) return null;
    return url.pathname;
  } catch {
    return null;
  }
}

/** Spec §2 testGLB: the 3D viewer on a demo model (the first GLB item) or on `?src=/files/…`. */
export function TestGlbPage({ src }: { src?: string }) {
  const own = sameOriginFile(src);
  const demo = useQuery({ ...itemDetailQueries.firstGlb(), enabled: own === null });
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>
          <Trans>3D viewer test</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Drag to turn the model, scroll or pinch to zoom. It turns slowly on its own.</Trans>
        </Text>
        {src && !own && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Trans>Only files of this site (/files/…) can be shown. Showing the demo model instead.</Trans>
          </Alert>
        )}
        {own ? (
          <>
            <Text size="sm">
              <Trans>
                Model: <Code>{own}</Code>
              </Trans>
            </Text>
            <ModelViewer key={own} src={own} alt={own} />
          </>
        ) : demo.isPending ? (
          <DetailSkeleton />
        ) : demo.isError ? (
          <ListError error={demo.error} onRetry={() => void demo.refetch()} retrying={demo.isRefetching} />
        ) : !demo.data?.file ? (
          <ListEmpty title={<Trans>There is no 3D item in the catalogue yet.</Trans>} />
        ) : (
          <>
            <Text size="sm">
              <Trans>
                Demo model from{' '}
                <Anchor renderRoot={(p) => <Link to="/itemDetails" search={{ id: demo.data!.id }} {...p} />}>
                  {demo.data.name}
                </Anchor>
              </Trans>
            </Text>
            <ModelViewer
              key={demo.data.file.displayPath}
              src={demo.data.file.displayPath}
              poster={demo.data.displayImage}
              alt={demo.data.name}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
