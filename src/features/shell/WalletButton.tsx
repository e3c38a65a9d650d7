import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Button, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWallet } from '@tabler/icons-react';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { session } from '@/lib/session';
import { useLoggedIn } from './use-session';

/**
 * Header wallet button (spec §2 "The wallet button needs login"): logged out it goes to login and returns
 * here afterwards; logged in it opens the wallet panel, a right-side drawer that locks page scroll.
 */
export function WalletButton() {
  const loggedIn = useLoggedIn();
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });

  const onClick = () => {
    if (session.isLoggedIn()) return open();
    session.saveReturnRoute(here);
    void navigate({ to: '/login', search: { redirect: here } } as never);
  };

  return (
    <>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={onClick}
        aria-label={t`Wallet`}
        aria-haspopup={loggedIn ? 'dialog' : undefined}
        aria-expanded={loggedIn ? opened : undefined}
      >
        <IconWallet size={20} aria-hidden />
      </ActionIcon>
      <Drawer opened={opened && loggedIn} onClose={close} position="right" title={t`My wallet`} size="sm">
        <Stack>
          <Text>
            <Trans>Your wallets and balances will appear here once the wallet feature arrives.</Trans>
          </Text>
          <Button renderRoot={(p) => <Link to={'/wallet' as never} {...p} />} onClick={close}>
            <Trans>Go to my wallet</Trans>
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
