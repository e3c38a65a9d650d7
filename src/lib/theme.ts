import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** The product's look: one brand colour, rounded cards, system fonts with CJK fallbacks. */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  // The ring on :focus-visible only: keyboard users always see it, pointer clicks leave none (app.css
  // gives the same ring to text fields and to elements that are not Mantine's).
  focusRing: 'auto',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * WCAG AA contrast (4.5:1) for small text, which Mantine's defaults miss on white: dimmed text (gray 6, 3.3:1)
 * becomes gray 7 (8.2:1), and the text of light variants (badges, light buttons, alerts; shade 6 on its own
 * 10 % tint, 2.2:1 for green) becomes shade 9 darkened by a third.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    ...Object.fromEntries(
      Object.keys(t.colors).map((c) => [
        `--mantine-color-${c}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${c}-9), black 35%)`,
      ]),
    ),
  },
  dark: {},
});
