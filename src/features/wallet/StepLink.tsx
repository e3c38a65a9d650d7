import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The step page's address as a link, for when the browser blocked the new window. */
export function StepLink({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <Text size="sm">
      <Trans>No new window?</Trans>{' '}
      <Anchor href={url} target="_blank" rel="opener">
        <Trans>Open the wallet page</Trans> <IconExternalLink size={14} aria-hidden />
      </Anchor>
    </Text>
  );
}

/** A busy line announced to screen readers. */
export function Busy({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
