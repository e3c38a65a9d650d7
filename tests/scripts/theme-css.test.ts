import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeCss } from '../../scripts/theme-css';

describe('src/theme.generated.css', () => {
  it('is what MantineProvider would inject for the current theme (run `npm run theme:css` after a change)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeCss());
  });

  it('carries the contrast fixes of the theme and the global classes', () => {
    const css = themeCss();
    expect(css).toMatch(/--mantine-color-dimmed:/);
    expect(css).toMatch(/--mantine-color-anchor:/);
    expect(css).toMatch(/\.mantine-visible-from-sm/);
  });
});
