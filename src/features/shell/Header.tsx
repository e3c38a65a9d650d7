import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Box, Burger, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { features } from '@/lib/flags';
import { LanguageSelect, LanguageSwitch } from './LanguageSwitch';
import { DesktopNav, DrawerNav } from './NavMenus';
import { SearchBox } from './SearchBox';
import { WalletButton } from './WalletButton';

/** The product mark, linking home. */
function Logo() {
  return (
    <Anchor
      renderRoot={(p) => <Link to={'/home' as never} {...p} />}
      underline="never"
      fw={800}
      fz="lg"
      c="violet.7"
      aria-label={t`Marketplace home`}
    >
      <Trans>Marketplace</Trans>
    </Anchor>
  );
}

/**
 * Site header (spec §1): logo, navigation menus, search, language, profile menu and wallet panel.
 * Desktop shows everything inline; phones get a burger that opens a drawer with the same entries.
 * The profile menu comes from the members feature through `profileMenu`.
 */
export function Header({ profileMenu }: { profileMenu?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="md" wrap="nowrap">
        <Burger
          hiddenFrom="lg"
          size="sm"
          opened={opened}
          onClick={toggle}
          aria-label={opened ? t`Close menu` : t`Open menu`}
          aria-expanded={opened}
          aria-controls="site-drawer"
        />
        <Logo />
        <Box component="nav" aria-label={t`Main`} visibleFrom="lg">
          <DesktopNav />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Group visibleFrom="md" gap="xs" wrap="nowrap">
          <SearchBox w={{ base: 170, xl: 220 }} />
          {features.internationalization && <LanguageSwitch />}
        </Group>
        {profileMenu}
        {features.showWallet && <WalletButton />}
      </Group>
      <Drawer
        id="site-drawer"
        opened={opened}
        onClose={close}
        size="xs"
        title={<Logo />}
        hiddenFrom="lg"
        closeButtonProps={{ 'aria-label': t`Close menu` }}
      >
        <Stack gap="md">
          <SearchBox onSearched={close} />
          <nav aria-label={t`Main`}>
            <DrawerNav onNavigate={close} />
          </nav>
          <Divider />
          {features.internationalization && <LanguageSelect />}
        </Stack>
      </Drawer>
    </Group>
  );
}
