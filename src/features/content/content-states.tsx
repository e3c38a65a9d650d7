import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListEmpty, ListError } from '@/components/ListState';
import { ButtonLink } from '@/components/router-links';

// The content pages' loading, error and empty states are the shared list states of src/components.
export { ListSkeleton } from '@/components/ListState';

/** Spec §8: a page that failed to load shows the reason, its code and a refresh button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <ListError error={error} onRetry={onRetry} title={<Trans>Could not load this page</Trans>} />;
}

/** A friendly "nothing here" block (a heading) with optional actions. */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <ListEmpty title={title} heading>
      {children}
    </ListEmpty>
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
        <ButtonLink to={back === 'help' ? '/help' : '/blog'} variant="light">
          {back === 'help' ? <Trans>Back to Help</Trans> : <Trans>Back to the blog</Trans>}
        </ButtonLink>
      </Group>
    </EmptyState>
  );
}
