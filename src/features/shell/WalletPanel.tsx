import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';

/**
 * The wallet panel: a right-side drawer that locks page scroll while open (spec §4; Mantine's Drawer locks
 * it by default). Its content comes from the wallet feature through the header (features do not import
 * each other); the link to the my-wallet page is always there.
 */
export function WalletPanel({
  opened,
  onClose,
  content,
}: {
  opened: boolean;
  onClose: () => void;
  content?: (close: () => void) => ReactNode;
}) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      // Loaded on the first open and mounted open: see useOpenedAfterMount.
      opened={shown}
      onClose={onClose}
      position="right"
      title={t`My wallet`}
      size="sm"
      lockScroll
      closeButtonProps={{ 'aria-label': t`Close wallet panel` }}
    >
      <Stack>
        {content?.(onClose)}
        <Button renderRoot={(p) => <Link to="/wallet" {...p} />} onClick={onClose}>
          <Trans>Go to my wallet</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
