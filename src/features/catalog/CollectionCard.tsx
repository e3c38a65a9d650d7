import { Plural, useLingui } from '@lingui/react/macro';
import { Avatar, rem } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { CollectionCard as Collection } from '@schemas/catalog';
import { aspectRatio, cardRoot, cardSection, coverImage, group, stack, text } from './card-markup';
import { cardImageLoading } from './grids';

/**
 * A collection in a grid: featured image (766x414, spec §9), logo, name, owner and item count. `index` is its
 * place in the grid (the first row's pictures load at once, see cardImageLoading). Mantine's card as plain
 * elements (card-markup.ts): a grid renders many.
 */
export function CollectionCard({ collection: c, index }: { collection: Collection; index?: number }) {
  const { t } = useLingui();
  return (
    <Link to="/collectDetail" search={{ id: c.id }} {...cardRoot('cv-card')}>
      <div {...cardSection()}>
        <div {...aspectRatio(766 / 414)}>
          {/* The featured image's 400 px WebP thumbnail when it has one: a card is at most ~400 CSS px wide. */}
          <img
            {...coverImage}
            alt=""
            width={766}
            height={414}
            {...cardImageLoading(index)}
            decoding="async"
            src={c.thumbUrl ?? c.featuredImage}
          />
        </div>
      </div>
      <div {...group('sm', { wrap: 'nowrap', style: { marginTop: 'var(--mantine-spacing-sm)' } })}>
        {/* Mantine's Avatar itself: it shows a placeholder when the logo does not load. */}
        <Avatar
          src={c.logoImage}
          alt={t`${c.name} logo`}
          size={48}
          radius="md"
          mt={-32}
          style={{ border: '3px solid var(--mantine-color-body)', flexShrink: 0 }}
          imageProps={{ loading: index !== undefined && index < 4 ? 'eager' : 'lazy' }}
        />
        <div {...stack(0, { minWidth: '0rem' })}>
          <p {...text({ fw: 600, clamp: true })}>{c.name}</p>
          <p {...text({ size: 'xs', dimmed: true, clamp: true })}>{t`by ${c.owner.name}`}</p>
        </div>
      </div>
      <p {...text({ size: 'xs', dimmed: true, style: { marginTop: rem(6) } })}>
        <Plural value={c.itemCount} one="# item" other="# items" />
      </p>
    </Link>
  );
}
