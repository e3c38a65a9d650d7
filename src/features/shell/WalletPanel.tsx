import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Drawer, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The wallet panel: a right-side drawer that locks page scroll while open (spec §4). */
export function WalletPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t`My wallet`} size="sm">
      <Stack>
        <Text>
          <Trans>Your wallets and balances will appear here once the wallet feature arrives.</Trans>
        </Text>
        <Button renderRoot={(p) => <Link to={'/wallet' as never} {...p} />} onClick={onClose}>
          <Trans>Go to my wallet</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
