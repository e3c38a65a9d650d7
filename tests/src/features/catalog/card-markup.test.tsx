import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Avatar, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionCard as Collection, ProductCard as Product } from '@schemas/catalog';
import { CollectionCard } from '@/features/catalog/CollectionCard';
import { formatCrypto, formatFiat } from '@/features/catalog/format';
import { cardImageLoading } from '@/features/catalog/grids';
import { kindsOf, ProductCard } from '@/features/catalog/ProductCard';
import { render } from '../../../support/render';
import { activateEnglish, collection, product } from './fixtures';

// src/features/catalog/card-markup.ts: the catalogue's cards are plain elements with Mantine's classes and style
// variables, to render fewer components per card. Below, the cards as they were built from Mantine's components
// (the reference); each test renders both with the same data and compares the elements, their attributes
// (order aside) and their text.

/** An element tree as text: tag, sorted attributes (style declarations sorted too), then children. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const attrs = [...node.attributes]
    .map((a) =>
      a.name === 'style'
        ? `style=${a.value
            .split(';')
            .map((d) => d.trim())
            .filter(Boolean)
            .sort()
            .join(';')}`
        : a.name === 'class'
          ? `class=${a.value.split(/\s+/).sort().join(' ')}`
          : `${a.name}=${a.value}`,
    )
    .sort();
  return `<${node.localName} ${attrs.join(' ')}>${[...node.childNodes].map(shape).join('')}</${node.localName}>`;
}

async function both(plain: React.ReactNode, mantine: React.ReactNode) {
  const a = await render(<div data-testid="card">{plain}</div>);
  const ours = shape(a.getByTestId('card'));
  a.unmount();
  const b = await render(<div data-testid="card">{mantine}</div>);
  const theirs = shape(b.getByTestId('card'));
  b.unmount();
  return { ours, theirs };
}

describe('catalogue cards as plain elements', () => {
  beforeAll(activateEnglish);

  const products: [string, Product, number | undefined][] = [
    ['fixed price, first in its grid', product(1), 0],
    [
      'with kind badges, thumbnail, lazy',
      product(2, { fileKind: 'video', sourceType: 'NON', thumbUrl: '/files/t.webp' }),
      7,
    ],
    [
      'auction without a price, no index',
      product(3, { sellType: 'AUCTION', fixPrice: null, fixPriceHK: null }),
      undefined,
    ],
    [
      'not for sale, physical',
      product(4, {
        sellType: 'FIXED',
        fixPrice: null,
        fixPriceHK: null,
        sourceType: 'PHYSICAL',
      }),
      3,
    ],
  ];
  it.each(products)('a product card renders what Mantine did: %s', async (_name, p, index) => {
    const { ours, theirs } = await both(
      <ProductCard product={p} index={index} />,
      <MantineProductCard product={p} index={index} />,
    );
    expect(ours).toContain('<a ');
    expect(ours).toBe(theirs);
  });

  const collections: [string, Collection, number | undefined][] = [
    ['first in its grid', collection(1), 0],
    ['thumbnail, one item, lazy logo', collection(2, { thumbUrl: '/files/c.webp', itemCount: 1 }), 5],
  ];
  it.each(collections)('a collection card renders what Mantine did: %s', async (_name, c, index) => {
    const { ours, theirs } = await both(
      <CollectionCard collection={c} index={index} />,
      <MantineCollectionCard collection={c} index={index} />,
    );
    expect(ours).toContain('<a ');
    expect(ours).toBe(theirs);
  });
});

function MantineProductCard({ product: p, index }: { product: Product; index?: number }) {
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

function MantineCollectionCard({ collection: c, index }: { collection: Collection; index?: number }) {
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
