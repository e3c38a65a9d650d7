import { useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, NavLink as MantineNavLink } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { headerNav, isMenu, type NavLink } from './nav-links';

/**
 * Side padding of the desktop menu buttons: narrower than Mantine's default (18 px) so that six entries in the
 * longest language leave room for search, language, profile and wallet at 1280 px (e2e/header-fit.spec.ts).
 */
const NAV_PX = 'xs';

/** Desktop header navigation: plain links and keyboard-reachable dropdown menus. */
export function DesktopNav() {
  const { i18n } = useLingui();
  return (
    <Group gap={4} component="ul" className="nav-list" wrap="nowrap">
      {headerNav.map((entry) =>
        isMenu(entry) ? (
          <li key={entry.label.id}>
            <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start">
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  px={NAV_PX}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  {i18n._(entry.label)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {entry.items.map((item) => (
                  <Menu.Item key={item.to} renderRoot={(p) => <Link to={item.to} {...p} />}>
                    {i18n._(item.label)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </li>
        ) : (
          <li key={entry.to}>
            <Button
              variant="subtle"
              color="gray"
              px={NAV_PX}
              renderRoot={(p) => <Link to={entry.to} activeProps={{ 'aria-current': 'page' }} {...p} />}
            >
              {i18n._(entry.label)}
            </Button>
          </li>
        ),
      )}
    </Group>
  );
}

/** Phone drawer navigation: the same entries, menus as expandable groups; any link closes the drawer. */
export function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const { i18n } = useLingui();
  const link = (item: NavLink) => (
    <MantineNavLink
      key={item.to}
      label={i18n._(item.label)}
      onClick={onNavigate}
      renderRoot={(p) => <Link to={item.to} activeProps={{ 'aria-current': 'page' }} {...p} />}
    />
  );
  return (
    <div>
      {headerNav.map((entry) =>
        isMenu(entry) ? (
          <MantineNavLink key={entry.label.id} label={i18n._(entry.label)} childrenOffset="md">
            {entry.items.map(link)}
          </MantineNavLink>
        ) : (
          link(entry)
        ),
      )}
    </div>
  );
}
