import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { rem } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ProductCard as Product } from '@schemas/catalog';
import {
  aspectRatio,
  badgeLabel,
  cardRoot,
  cardSection,
  coverImage,
  group,
  stack,
  text,
  whiteBadge,
} from './card-markup';
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
 * its place in the grid (the first row's pictures load at once, see cardImageLoading). Mantine's card as plain
 * elements (card-markup.ts): a grid renders many.
 */
export function ProductCard({ product: p, index }: { product: Product; index?: number }) {
  const { i18n, t } = useLingui();
  const crypto = formatCrypto(p.fixPrice, p.curr, i18n.locales ?? i18n.locale);
  const fiat = formatFiat(p.fixPriceHK, 'HKD', i18n.locales ?? i18n.locale);
  return (
    <Link to="/itemDetails" search={{ id: p.id }} {...cardRoot('cv-card')}>
      <div {...cardSection({ position: 'relative' })}>
        <div {...aspectRatio(1)}>
          {/* A card is at most ~400 CSS px wide: the 400 px WebP thumbnail, when the cover has one. */}
          <img
            {...coverImage}
            alt={p.name}
            width={400}
            height={400}
            {...cardImageLoading(index)}
            decoding="async"
            src={p.thumbUrl ?? p.displayImage}
          />
        </div>
        <div
          {...group(4, {
            style: {
              position: 'absolute',
              top: rem(8),
              left: rem(8),
            },
          })}
        >
          {kindsOf(p).map((d) => (
            <div key={d.id} {...whiteBadge}>
              <span className={badgeLabel}>{i18n._(d)}</span>
            </div>
          ))}
        </div>
      </div>
      <div {...stack(2, { marginTop: 'var(--mantine-spacing-sm)' })}>
        <p {...text({ fw: 600, clamp: true })}>{p.name}</p>
        <p {...text({ size: 'xs', dimmed: true, clamp: true })}>{p.collection.name}</p>
        <p {...text({ size: 'xs', dimmed: true, clamp: true })}>{t`by ${p.creator.name}`}</p>
        <div {...group(6, { align: 'baseline', style: { marginTop: rem(4) } })}>
          {crypto ? (
            <p {...text({ size: 'sm', fw: 700 })}>{crypto}</p>
          ) : (
            <p {...text({ size: 'sm', fw: 600, dimmed: true })}>
              {p.sellType === 'AUCTION' ? t`Auction` : t`Not for sale`}
            </p>
          )}
          {/* The seller's own HKD price (paid by card), not a conversion: two prices, never two rates. */}
          {fiat && <p {...text({ size: 'xs', dimmed: true })}>{t`or ${fiat} by card`}</p>}
        </div>
      </div>
    </Link>
  );
}
