import { t } from '@lingui/core/macro';
import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconWallet } from '@tabler/icons-react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { session } from '@/lib/session';
import { useLoggedIn } from '@/lib/use-session';

const WalletPanel = lazyNamed(() => import('./WalletPanel'), 'WalletPanel');

/**
 * Header wallet button (spec §2 "The wallet button needs login"): logged out it goes to login and returns
 * here afterwards; logged in it opens the wallet panel, a right-side drawer that locks page scroll.
 */
export function WalletButton({
  panel,
  balance,
}: {
  /** The panel's content (from the wallet feature); gets the drawer's close. */
  panel?: (close: () => void) => ReactNode;
  /** Shown next to the button (the wallet feature's balance, desktop only). */
  balance?: ReactNode;
}) {
  const loggedIn = useLoggedIn();
  const [opened, { open, close }] = useDisclosure(false);
  const [mounted, setMounted] = useState(false);
  const navigate = useNavigate();
  const here = useRouterState({ select: (s) => s.location.href });

  const onClick = () => {
    if (session.isLoggedIn()) {
      setMounted(true);
      return open();
    }
    session.saveReturnRoute(here);
    void navigate({ to: '/login', search: { redirect: here } });
  };

  return (
    <>
      {loggedIn && balance}
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
      {mounted && (
        <Suspense fallback={null}>
          <WalletPanel opened={opened && loggedIn} onClose={close} content={panel} />
        </Suspense>
      )}
    </>
  );
}
