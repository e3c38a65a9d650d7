import { Plural, useLingui } from '@lingui/react/macro';
import { Avatar, Card, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CreatorCard as Creator } from '@schemas/catalog';

/** A creator: avatar, name and how many items they made; opens the creator's public page. */
export function CreatorCard({ creator: c }: { creator: Creator }) {
  const { t } = useLingui();
  return (
    <Card
      renderRoot={(props) => <Link to="/author1" search={{ id: c.id }} {...props} />}
      withBorder
      className="cv-card"
      padding="md"
      radius="md"
    >
      <Stack align="center" gap={6}>
        <Avatar
          src={c.displayImage}
          alt={t`${c.name} avatar`}
          name={c.name}
          color="initials"
          size={72}
          radius="xl"
          imageProps={{ loading: 'lazy' }}
        />
        <Text fw={600} ta="center" lineClamp={1} maw="100%">
          {c.name}
        </Text>
        <Text size="xs" c="dimmed">
          <Plural value={c.itemCount} one="# item" other="# items" />
        </Text>
      </Stack>
    </Card>
  );
}
