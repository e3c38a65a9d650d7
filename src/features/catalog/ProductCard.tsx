import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductCard as Product } from '@schemas/catalog';
import { formatCrypto, formatFiat } from './format';
import { cardImageLoading } from './grids';

const KIND: Record<string, MessageDescriptor> = {
  video: msg`Video`,
  audio: msg`Audio`,
  glb: msg`3D`,
  PHYSICAL: msg`Physical`,
  NON: msg`Other platform`,
};

/** The small badges of an item: its media kind (video, audio, 3D) and where it comes from. */
export function kindsOf(p: Pick<Product, 'fileKind' | 'sourceType'>): MessageDescriptor[] {
  return [KIND[p.fileKind], KIND[p.sourceType]].filter((d): d is MessageDescriptor => Boolean(d));
}

/**
 * An item in a grid: cover, name, collection, creator and price; the whole card opens the item. `index` is
 * its place in the grid (the first row's pictures load at once, see cardImageLoading).
 */
export function ProductCard({ product: p, index }: { product: Product; index?: number }) {
  const { i18n } = useLingui();
  const crypto = formatCrypto(p.fixPrice, p.curr, i18n.locales ?? i18n.locale);
  const fiat = formatFiat(p.fixPriceHK, 'HKD', i18n.locales ?? i18n.locale);
  return (
    <Card
      renderRoot={(props) => <Link to="/itemDetails" search={{ id: p.id }} {...props} />}
      withBorder
      className="cv-card"
      padding="sm"
      radius="md"
    >
      <Card.Section pos="relative">
        <AspectRatio ratio={1}>
          {/* A card is at most ~400 CSS px wide: the 400 px WebP thumbnail, when the cover has one. */}
          <Image
            src={p.thumbUrl ?? p.displayImage}
            alt={p.name}
            width={400}
            height={400}
            {...cardImageLoading(index)}
            decoding="async"
            fit="cover"
          />
        </AspectRatio>
        <Group gap={4} pos="absolute" top={8} left={8}>
          {kindsOf(p).map((d) => (
            <Badge key={d.id} size="xs" variant="white" color="dark">
              {i18n._(d)}
            </Badge>
          ))}
        </Group>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={600} lineClamp={1}>
          {p.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {p.collection.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          <Trans>by {p.creator.name}</Trans>
        </Text>
        <Group gap={6} mt={4} align="baseline" wrap="wrap">
          {crypto ? (
            <Text fw={700} size="sm">
              {crypto}
            </Text>
          ) : (
            <Text fw={600} size="sm" c="dimmed">
              {p.sellType === 'AUCTION' ? <Trans>Auction</Trans> : <Trans>Not for sale</Trans>}
            </Text>
          )}
          {/* The seller's own HKD price (paid by card), not a conversion: two prices, never two rates. */}
          {fiat && (
            <Text size="xs" c="dimmed">
              <Trans>or {fiat} by card</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
