import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Avatar, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CollectionCard as Collection } from '@schemas/catalog';
import { cardImageLoading } from './grids';

/**
 * A collection in a grid: featured image (766x414, spec §9), logo, name, owner and item count. `index` is its
 * place in the grid (the first row's pictures load at once, see cardImageLoading).
 */
export function CollectionCard({ collection: c, index }: { collection: Collection; index?: number }) {
  const { t } = useLingui();
  return (
    <Card
      renderRoot={(props) => <Link to="/collectDetail" search={{ id: c.id }} {...props} />}
      withBorder
      className="cv-card"
      padding="sm"
      radius="md"
    >
      <Card.Section>
        <AspectRatio ratio={766 / 414}>
          {/* The featured image's 400 px WebP thumbnail when it has one: a card is at most ~400 CSS px wide. */}
          <Image
            src={c.thumbUrl ?? c.featuredImage}
            alt=""
            width={766}
            height={414}
            {...cardImageLoading(index)}
            decoding="async"
            fit="cover"
          />
        </AspectRatio>
      </Card.Section>
      <Group gap="sm" mt="sm" wrap="nowrap" align="center">
        <Avatar
          src={c.logoImage}
          alt={t`${c.name} logo`}
          size={48}
          radius="md"
          mt={-32}
          style={{ border: '3px solid var(--mantine-color-body)', flexShrink: 0 }}
          imageProps={{ loading: index !== undefined && index < 4 ? 'eager' : 'lazy' }}
        />
        <Stack gap={0} miw={0}>
          <Text fw={600} lineClamp={1}>
            {c.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            <Trans>by {c.owner.name}</Trans>
          </Text>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        <Plural value={c.itemCount} one="# item" other="# items" />
      </Text>
    </Card>
  );
}
