import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyNamed } from '@/components/lazy-named';
import { features } from '@/lib/flags';
import { useNarrowerThan } from '@/lib/use-narrower-than';
import { WalletButton } from './WalletButton';

// Menus, the language flow and the phone drawer load right after the first paint (bench/README.md).
const DesktopNav = lazyNamed(() => import('./nav-menus'), 'DesktopNav');
const LanguageSwitch = lazyNamed(() => import('./LanguageSwitch'), 'LanguageSwitch');
const SiteDrawer = lazyNamed(() => import('./SiteDrawer'), 'SiteDrawer');
// The search field too: Mantine's input family weighs ~3 KiB gzip that the first screen need not wait for.
const SearchBox = lazyNamed(() => import('./SearchBox'), 'SearchBox');

/** Where the search box will be, at its size (SearchBox `grow`, Mantine's sm input), so nothing moves. */
function SearchSlot() {
  return <div className="search-slot" aria-hidden />;
}

/** The product mark, linking home. */
function Logo() {
  return (
    <Anchor
      renderRoot={(p) => <Link to="/home" {...p} />}
      underline="never"
      fw={800}
      fz={{ base: 'md', sm: 'lg' }}
      c="violet.7"
      // Never broken over two lines: Japanese and Korean names would otherwise wrap when the bar is full.
      style={{ whiteSpace: 'nowrap', flex: 'none' }}
      aria-label={t`Marketplace home`}
    >
      <Trans>Marketplace</Trans>
    </Anchor>
  );
}

/**
 * Site header (spec §1): logo, navigation menus, search, language, cart, profile menu and wallet panel.
 * Desktop shows everything inline; phones get a burger that opens a drawer with the same entries.
 * The profile menu comes from the members feature through `profileMenu`, the wallet panel's content and
 * balance from the wallet feature through `wallet`.
 */
export function Header({
  cart,
  profileMenu,
  notifications,
  wallet,
}: {
  /** The orders feature's cart link with its count. */
  cart?: ReactNode;
  profileMenu?: ReactNode;
  /** The notifications feature's bell, shown before the profile menu. */
  notifications?: ReactNode;
  /** The wallet feature's panel content and header balance, passed through to the wallet button. */
  wallet?: { panel?: (close: () => void) => ReactNode; balance?: ReactNode };
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched on the first open and stays mounted afterwards for its close animation.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const belowLg = useNarrowerThan(75);
  const belowMd = useNarrowerThan(62);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      {/* Logo and menus keep their size; when the bar is full the search box on the right gives way. */}
      <Group gap="sm" wrap="nowrap" style={{ flex: 'none' }}>
        <Burger
          hiddenFrom="lg"
          size="sm"
          opened={opened}
          onClick={() => {
            setDrawerMounted(true);
            toggle();
          }}
          aria-label={opened ? t`Close menu` : t`Open menu`}
          aria-expanded={opened}
          aria-controls="site-drawer"
        />
        <Logo />
        <Box component="nav" aria-label={t`Main`} visibleFrom="lg">
          {!belowLg && (
            <Suspense fallback={null}>
              <DesktopNav />
            </Suspense>
          )}
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap" justify="flex-end" miw={0} style={{ flex: '0 1 auto' }}>
        <Group visibleFrom="md" gap="xs" wrap="nowrap" miw={0} style={{ flex: '0 1 auto' }}>
          {!belowMd && (
            <Suspense fallback={<SearchSlot />}>
              <SearchBox grow />
            </Suspense>
          )}
          {!belowMd && features.internationalization && (
            <Suspense fallback={null}>
              <LanguageSwitch />
            </Suspense>
          )}
        </Group>
        {cart}
        {notifications}
        {profileMenu}
        {features.showWallet && <WalletButton panel={wallet?.panel} balance={wallet?.balance} />}
      </Group>
      {drawerMounted && (
        <Suspense fallback={null}>
          <SiteDrawer opened={opened} onClose={close} title={<Logo />} />
        </Suspense>
      )}
    </Group>
  );
}
