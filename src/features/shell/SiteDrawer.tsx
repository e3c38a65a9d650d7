import { t } from '@lingui/core/macro';
import { Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';
import { features } from '@/lib/flags';
import { LanguageSelect } from './LanguageSwitch';
import { DrawerNav } from './nav-menus';
import { SearchBox } from './SearchBox';

/** The phone menu: search, the same navigation as the desktop header, and the language choice. */
export function SiteDrawer({
  opened,
  onClose,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
}) {
  const shown = useOpenedAfterMount(opened);
  return (
    <Drawer
      id="site-drawer"
      // Loaded on the first open and mounted open: see useOpenedAfterMount.
      opened={shown}
      onClose={onClose}
      size="xs"
      title={title}
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': t`Close menu` }}
    >
      <Stack gap="md">
        <SearchBox onSearched={onClose} />
        <nav aria-label={t`Main`}>
          <DrawerNav onNavigate={onClose} />
        </nav>
        <Divider />
        {features.internationalization && <LanguageSelect />}
      </Stack>
    </Drawer>
  );
}
