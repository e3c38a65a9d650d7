import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ProductDetail } from '@schemas/products';
import { PersonLink } from './PersonLink';

/** Who holds copies of the token and how many each (spec §2 owners). */
export function OwnersList({ owners, total }: { owners: ProductDetail['owners']; total: number }) {
  if (owners.length === 0)
    return (
      <Text c="dimmed" size="sm">
        <Trans>Nobody holds this item yet.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {owners.map((o) => (
        <Group key={o.member.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <PersonLink person={o.member} />
          <Badge variant="light" style={{ flexShrink: 0 }}>
            <Trans>× {o.quantity}</Trans>
          </Badge>
        </Group>
      ))}
      {total > owners.length && (
        <Text component="li" size="xs" c="dimmed">
          <Plural
            value={total}
            one={`Showing ${owners.length} of # owner`}
            other={`Showing ${owners.length} of # owners`}
          />
        </Text>
      )}
    </Stack>
  );
}
