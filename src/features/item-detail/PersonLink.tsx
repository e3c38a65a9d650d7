import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type Person = { id: string; name: string; displayImage: string | null };

/** A member with avatar and a link to their public page (author1?id=). */
export function PersonLink({ person, role }: { person: Person; role?: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={person.displayImage} alt="" size="md" radius="xl">
        {person.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0}>
        {role && (
          <Text size="xs" c="dimmed">
            {role}
          </Text>
        )}
        <Anchor
          renderRoot={(p) => <Link to="/author1" search={{ id: person.id }} {...p} />}
          fw={600}
          size="sm"
          truncate
        >
          {person.name}
        </Anchor>
      </Stack>
    </Group>
  );
}
