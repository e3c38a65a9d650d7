import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator, Popover, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useLoggedIn } from '@/lib/use-session';
import { NotificationList } from './NotificationList';
import { notificationQueries } from './notifications.queries';
import { useTimeZoneSync } from './use-time-zone-sync';

/**
 * The header's bell: the member's unread count, polled every minute and on focus, named for
 * screen readers ("Notifications, 3 unread"); it opens the list in a popover on desktop and a drawer on phones.
 * Nothing when logged out.
 */
export function NotificationBell() {
  const loggedIn = useLoggedIn();
  useTimeZoneSync(loggedIn);
  if (!loggedIn) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Read at once: measured in an effect, a phone rendered the desktop popover first and then the drawer, two
  // renders of the bell on the first screen's main thread.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const unread = useQuery(notificationQueries.unread()).data?.unread ?? 0;
  const label = t`Notifications, ${plural(unread, { one: '# unread', other: '# unread' })}`;
  const heading = (
    <Title order={2} size="h5">
      <Trans>Notifications</Trans>
    </Title>
  );
  const icon = (props: Record<string, unknown>) => (
    <ActionIcon
      variant="subtle"
      size="lg"
      onClick={toggle}
      aria-label={label}
      data-testid="notification-bell"
      {...props}
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
  // The badge sits outside the button and is hidden from screen readers: the button's name says the count.
  const badge = (child: ReactNode) => (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      size={16}
      color="red"
      offset={4}
    >
      {child}
    </Indicator>
  );
  if (phone) {
    return (
      <>
        {badge(icon({ 'aria-expanded': opened, 'aria-haspopup': 'dialog' }))}
        <Drawer
          opened={opened}
          onClose={close}
          position="right"
          size="100%"
          title={heading}
          closeButtonProps={{ 'aria-label': t`Close dialog` }}
        >
          <NotificationList onNavigate={close} />
        </Drawer>
      </>
    );
  }
  // Popover.Target gives the button its aria-expanded and aria-controls.
  return badge(
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      width={360}
      position="bottom-end"
      trapFocus
      shadow="md"
    >
      <Popover.Target>{icon({})}</Popover.Target>
      <Popover.Dropdown aria-label={t`Notifications`} role="dialog" mah="70vh" style={{ overflowY: 'auto' }}>
        {heading}
        <NotificationList onNavigate={close} />
      </Popover.Dropdown>
    </Popover>,
  );
}
