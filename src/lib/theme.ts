import { createTheme } from '@mantine/core';

/** The product's look: one brand colour, rounded cards, system fonts with CJK fallbacks. */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK TC", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", sans-serif',
  headings: { fontWeight: '700' },
});
