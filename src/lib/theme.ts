import {
  createTheme,
  darken,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** WCAG contrast ratio of two opaque colours (Mantine's luminance is the WCAG relative luminance). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `a` laid over `b` at `weight` (0 = b, 1 = a), as an rgb() colour the contrast check can read. */
function mix(a: string, b: string, weight: number): string {
  const [x, y] = [toRgba(a), toRgba(b)];
  const ch = (k: 'r' | 'g' | 'b') => Math.round(x[k] * weight + y[k] * (1 - weight));
  return `rgb(${ch('r')}, ${ch('g')}, ${ch('b')})`;
}

/**
 * The lightest colour of a palette from shade 6 on (quarter steps between shades, then shade 9 darkened)
 * that keeps `ratio` against every background: the palette's look where it already passes, darker only
 * where it must (green, yellow and orange text need more than shade 9).
 */
export function readable(shades: MantineColorsTuple, backgrounds: string[], ratio: number): string {
  const steps: string[] = [];
  for (let i = 6; i < 9; i++) {
    for (const w of [1, 0.75, 0.5, 0.25]) steps.push(mix(shades[i]!, shades[i + 1]!, w));
  }
  for (const a of [0, 0.1, 0.2, 0.3, 0.4, 0.5]) steps.push(darken(shades[9]!, a));
  return steps.find((c) => backgrounds.every((bg) => contrast(c, bg) >= ratio)) ?? '#000000';
}

/**
 * Control boundaries: the lightest gray with 3:1 on white and gray.0 (WCAG 1.4.11 non-text contrast), i.e.
 * `readable(gray, [white, gray.0], 3)`, written out so the theme module computes nothing when it loads
 * (tests/src/lib/theme.test.ts checks the two agree).
 */
export const CONTROL_BORDER = 'rgb(134, 142, 150)';

/**
 * The product's look: one brand colour, rounded cards, system fonts. A Chinese, Japanese or Korean interface
 * adds its own region's CJK font through `--app-cjk-font`, set by the page's `lang` in index.html's critical CSS;
 * an English page names none.
 */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", var(--app-cjk-font, sans-serif), sans-serif',
  headings: { fontWeight: '700' },
  // Asked for by the system's "reduce motion" setting (WCAG 2.3.3): menus, dialogs and popovers appear and
  // leave at once, without the fade and its two animation frames.
  respectReducedMotion: true,
  // Plain objects, not Menu.extend / Input.extend: importing those components here would put Menu, Popover
  // and floating-ui in the first screen's JS (bench/initial-js.mjs).
  components: {
    // No focus placeholder inside menus: role=menu may only hold menu items (axe aria-required-children);
    // the menu then focuses its first item on opening, which keyboard users expect anyway.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Text boxes' borders reach 3:1 like every other control (Mantine sets gray.4, 1.5:1, on the wrapper).
    Input: {
      vars: (_: unknown, props: { variant?: string }) =>
        props.variant && props.variant !== 'default'
          ? { wrapper: {} }
          : { wrapper: { '--input-bd': CONTROL_BORDER } },
    },
  },
});

/**
 * WCAG 2.2 AA contrast in the light scheme, which Mantine's defaults miss (dimmed grey 3.3:1, teal and green
 * text near 2.5:1, white on a green or red button under 3.5:1). Small text needs 4.5:1 and is checked on
 * every light background a page uses: white, gray.0 and gray.1 (cards, table rows) and each colour's 10 %
 * tint (alerts, light badges). Control boundaries (input, checkbox, default button borders) need 3:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const white = t.white;
  const gray = t.colors.gray;
  const tint = (c: string) => mix(t.colors[c]![6]!, white, 0.1);
  const surfaces = [white, gray[0]!, gray[1]!, ...Object.keys(t.colors).map(tint)];
  const text = (c: string) => readable(t.colors[c]!, surfaces, 4.5);
  const perColour = Object.keys(t.colors).flatMap((c) => {
    const filled = readable(t.colors[c]!, [white], 4.5);
    return [
      // Text and outline variants (text and border in the colour), and links and `c="teal"` text.
      [`--mantine-color-${c}-text`, text(c)],
      [`--mantine-color-${c}-outline`, text(c)],
      // Light variants: the colour's text on its own tint, laid over white or gray.1.
      [
        `--mantine-color-${c}-light-color`,
        readable(t.colors[c]!, [tint(c), mix(t.colors[c]![6]!, gray[1]!, 0.1)], 4.5),
      ],
      // Filled variants carry white text.
      [`--mantine-color-${c}-filled`, filled],
      [`--mantine-color-${c}-filled-hover`, darken(filled, 0.1)],
    ];
  });
  const primaryText = text(t.primaryColor);
  return {
    variables: {},
    light: {
      ...Object.fromEntries(perColour),
      '--mantine-color-dimmed': text('gray'),
      '--mantine-color-placeholder': text('gray'),
      '--mantine-color-anchor': primaryText,
      // Validation messages and the text and border of a field in error (red.6 is 3.3:1).
      '--mantine-color-error': text('red'),
      '--mantine-color-default-border': CONTROL_BORDER,
    },
    dark: {},
  };
};
