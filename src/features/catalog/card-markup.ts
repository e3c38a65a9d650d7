import { rem } from '@mantine/core';
import type { CSSProperties } from 'react';

/*
 * Mantine's markup for the catalogue's cards, as the props of plain elements. A first screen shows 12–26 cards;
 * built from Mantine's components (Card, Card.Section, AspectRatio, Image, Group, Stack, five Texts, each with
 * its Box, and Lingui's Trans) a card was about 45 React components, two thirds of the home page's, each
 * resolving its theme props and styles when it renders. The same elements with the same classes and style
 * variables are about 15 components, and look the same: tests/src/features/catalog/card-markup.test.tsx renders
 * both and compares the elements, so a Mantine upgrade that renames a class fails there. The class names are
 * written out rather than read from each component's `classes`: importing Card, Badge, AspectRatio and Image
 * for them would put their code in the first screen's JS.
 */

/** Mantine 8's class names (`<Component>.classes`) for the parts below. */
const M = {
  card: 'm_e615b15f',
  cardSection: 'm_599a2148',
  paper: 'm_1b7284a3',
  aspectRatio: 'm_71ac47fc',
  image: 'm_9e117634',
  group: 'm_4081bf90',
  stack: 'm_6d731127',
  text: 'm_b6d8b162',
  badge: 'm_347db0ec',
  badgeLabel: 'm_5add502a',
};

type Props = { className: string; style: CSSProperties } & Record<
  `data-${string}`,
  string | true | undefined
>;
type Size = 'xs' | 'sm';

/** `<Card withBorder padding="sm" radius="md">`'s root (a Paper). */
export function cardRoot(className: string): Props {
  return {
    className: `${className} ${M.card} mantine-Card-root ${M.paper} mantine-Paper-root`,
    'data-with-border': true,
    style: {
      '--paper-radius': 'var(--mantine-radius-md)',
      '--card-padding': 'var(--mantine-spacing-sm)',
    } as CSSProperties,
  };
}

/** `<Card.Section>` as a card's first child. */
export function cardSection(style: CSSProperties = {}): Props {
  return { className: `${M.cardSection} mantine-Card-section`, 'data-first-section': true, style };
}

/** `<AspectRatio ratio={ratio}>`. */
export function aspectRatio(ratio: number): Props {
  return {
    className: `${M.aspectRatio} mantine-AspectRatio-root`,
    style: { '--ar-ratio': ratio } as CSSProperties,
  };
}

/** `<Image fit="cover">`. */
export const coverImage: Props = {
  className: `${M.image} mantine-Image-root`,
  style: { '--image-object-fit': 'cover' } as CSSProperties,
};

/** `<Group gap={gap}>` with Mantine's defaults (wrap, start) unless given. */
export function group(
  gap: number | 'sm',
  {
    align = 'center',
    wrap = 'wrap',
    style = {},
  }: { align?: string; wrap?: string; style?: CSSProperties } = {},
): Props {
  return {
    className: `${M.group} mantine-Group-root`,
    style: {
      '--group-gap': gap === 'sm' ? 'var(--mantine-spacing-sm)' : rem(gap),
      '--group-align': align,
      '--group-justify': 'flex-start',
      '--group-wrap': wrap,
      ...style,
    } as CSSProperties,
  };
}

/** `<Stack gap={gap}>`. */
export function stack(gap: number, style: CSSProperties = {}): Props {
  return {
    className: `${M.stack} mantine-Stack-root`,
    style: {
      '--stack-gap': rem(gap),
      '--stack-align': 'stretch',
      '--stack-justify': 'flex-start',
      ...style,
    } as CSSProperties,
  };
}

/** `<Text size fw c="dimmed" lineClamp={1}>` (size absent: the body size). */
export function text({
  size,
  fw,
  dimmed,
  clamp,
  style = {},
}: {
  size?: Size;
  fw?: number;
  dimmed?: boolean;
  clamp?: boolean;
  style?: CSSProperties;
}): Props {
  return {
    className: `mantine-focus-auto ${M.text} mantine-Text-root`,
    'data-size': size,
    'data-line-clamp': clamp || undefined,
    style: {
      ...(size && {
        '--text-fz': `var(--mantine-font-size-${size})`,
        '--text-lh': `var(--mantine-line-height-${size})`,
      }),
      ...(clamp && { '--text-line-clamp': 1 }),
      ...style,
      color: dimmed ? 'var(--mantine-color-dimmed)' : undefined,
      fontWeight: fw,
    } as CSSProperties,
  };
}

/** `<Badge size="xs" variant="white" color="dark">`'s root; its label is `badgeLabel`. */
export const whiteBadge: Props = {
  className: `${M.badge} mantine-Badge-root`,
  'data-variant': 'white',
  'data-size': 'xs',
  style: {
    '--badge-height': 'var(--badge-height-xs)',
    '--badge-padding-x': 'var(--badge-padding-x-xs)',
    '--badge-fz': 'var(--badge-fz-xs)',
    '--badge-bg': 'var(--mantine-color-white)',
    '--badge-color': 'var(--mantine-color-dark-filled)',
    '--badge-bd': `${rem(1)} solid transparent`,
  } as CSSProperties,
};
export const badgeLabel = `${M.badgeLabel} mantine-Badge-label`;
