import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { createContext, useContext, useEffect } from 'react';
import { codeOf } from '@/lib/error-text';

const RETRY_KEY = 'chunkRetry';

/**
 * How to recognise a failed chunk load. The routes layer owns the loader (and its error test) and provides
 * it from the root layout, since features do not import routes.
 */
export const ChunkErrorTest = createContext<(error: unknown) => boolean>(() => false);

/** True the first time a chunk failure is seen for this href in this tab (so the automatic retry runs once). */
export function claimChunkRetry(href: string, store: Storage = sessionStorage): boolean {
  try {
    if (store.getItem(RETRY_KEY) === href) return false;
    store.setItem(RETRY_KEY, href);
    return true;
  } catch {
    return false;
  }
}

/**
 * A route's error screen (spec §2/§8). A failed chunk load (e.g. after a deploy) retries the pending route
 * once by itself and offers Retry; any other error shows its code and a reload button.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const isChunkLoadError = useContext(ChunkErrorTest);
  const chunk = isChunkLoadError(error);
  const href = router.state.location.href;

  useEffect(() => {
    if (chunk && claimChunkRetry(href)) {
      reset();
      void router.invalidate();
    }
  }, [chunk, href, reset, router]);

  if (chunk) {
    return (
      <Stack align="center" ta="center" py={64} px="md" role="alert">
        <Title order={1}>
          <Trans>This page didn't load</Trans>
        </Title>
        <Text c="dimmed" maw={480}>
          <Trans>Part of the page could not be downloaded. Check your connection and try again.</Trans>
        </Text>
        <Group justify="center">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            <Trans>Retry</Trans>
          </Button>
          {/* After a new release the old chunk is gone for good; only a full reload fetches the new one. */}
          <Button variant="light" onClick={() => window.location.reload()}>
            <Trans>Reload page</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  const code = codeOf(error);
  return (
    <Stack align="center" ta="center" py={64} px="md" role="alert">
      <Title order={1}>
        <Trans>Something went wrong</Trans>
      </Title>
      <Text c="dimmed" maw={480}>
        <Trans>Current network is unstable, please try again later [{code}]</Trans>
      </Text>
      <Group justify="center">
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <Button variant="light" renderRoot={(p) => <Link to="/home" {...p} />}>
          <Trans>Back to home</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
