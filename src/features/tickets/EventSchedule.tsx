import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/dates';

/** An event's venue and its start and end, in the reader's language and time zone. */
export function EventSchedule({
  venue,
  startsAt,
  endsAt,
  size = 'sm',
}: {
  venue: string;
  startsAt: string;
  endsAt: string;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { i18n } = useLingui();
  const start = formatDateTime(startsAt, i18n.locale);
  const end = formatDateTime(endsAt, i18n.locale);
  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size={size}>
          <Trans>
            <time dateTime={startsAt}>{start}</time> to <time dateTime={endsAt}>{end}</time>
          </Trans>
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size={size}>{venue}</Text>
      </Group>
    </>
  );
}
