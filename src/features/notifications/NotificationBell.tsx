import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator, Popover, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { session } from '@/lib/session';
import { NotificationList } from './NotificationList';
import { notificationQueries } from './notifications.queries';
import { useTimeZoneSync } from './use-time-zone-sync';

function useLoggedIn(): boolean {
  return useSyncExternalStore((l) => {
    const off = session.subscribe(l);
    return () => void off();
  }, session.isLoggedIn);
}

/**
 * The header's bell (issue 31 §4): the member's unread count, polled every minute and on focus, named for
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
  const phone = useMediaQuery('(max-width: 48em)');
  const unread = useQuery(notificationQueries.unread()).data?.unread ?? 0;
  const label = t`Notifications, ${plural(unread, { one: '# unread', other: '# unread' })}`;
  const heading = (
    <Title order={2} size="h5">
      <Trans>Notifications</Trans>
    </Title>
  );
  const button = (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      size={16}
      color="red"
      offset={4}
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={toggle}
        aria-label={label}
        aria-expanded={opened}
        aria-haspopup="dialog"
        data-testid="notification-bell"
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
  if (phone) {
    return (
      <>
        {button}
        <Drawer opened={opened} onClose={close} position="right" size="100%" title={heading}>
          <NotificationList onNavigate={close} />
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      width={360}
      position="bottom-end"
      trapFocus
      shadow="md"
    >
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown aria-label={t`Notifications`} role="dialog" mah="70vh" style={{ overflowY: 'auto' }}>
        {heading}
        <NotificationList onNavigate={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
