import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { notificationRoute, type NotificationEntry } from '@schemas/notifications';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ListState';
import { formatDateTime } from '@/lib/dates';
import { useNotificationText } from './notification-text';
import { markNotificationsRead, notificationQueries } from './notifications.queries';

/**
 * The notification centre's list: newest first, each entry a link to its subject that marks it
 * read; "Mark all read" on top; more on demand. `onNavigate` closes the popover or drawer holding it.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useLingui();
  const qc = useQueryClient();
  const query = useInfiniteQuery(notificationQueries.list());
  const text = useNotificationText();
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const refresh = () => qc.invalidateQueries({ queryKey: notificationQueries.all() });
  const mark = (which: { id: string } | { all: true }) =>
    markNotificationsRead(which)
      .then((count) => qc.setQueryData(notificationQueries.unread().queryKey, count))
      .finally(refresh)
      .catch(() => {
        /* the count stays as it was; the next poll corrects it */
      });

  if (query.isPending) return <ListSkeleton rows={3} height={48} />;
  if (query.isError)
    return <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (items.length === 0) return <ListEmpty title={<Trans>No notifications yet</Trans>} />;

  const open = (n: NotificationEntry) => {
    if (!n.read) void mark({ id: n.id });
    onNavigate();
  };
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => void mark({ all: true })}
          disabled={items.every((n) => n.read)}
        >
          <Trans>Mark all read</Trans>
        </Button>
      </Group>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t`Notifications`}>
        {items.map((n) => {
          const route = notificationRoute(n.link);
          return (
            <Box component="li" key={n.id} mb={4}>
              <UnstyledButton
                renderRoot={(p) => <Link to={`/${route.to}`} search={route.search} {...p} />}
                onClick={() => open(n)}
                data-unread={n.read ? undefined : 'true'}
                className="notification-entry"
                p="xs"
                w="100%"
                style={{
                  display: 'block',
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: n.read ? undefined : 'var(--mantine-color-violet-light)',
                }}
              >
                {!n.read && (
                  <VisuallyHidden>
                    <Trans>Unread:</Trans>{' '}
                  </VisuallyHidden>
                )}
                <Text size="sm" fw={n.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
                  {text(n)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(n.createdAt, i18n.locale)}
                </Text>
              </UnstyledButton>
            </Box>
          );
        })}
      </Box>
      {query.hasNextPage && (
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </Stack>
  );
}
