import { DEFAULT_THEME, mergeThemeOverrides, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONTROL_BORDER, contrast, cssVariablesResolver, readable, theme } from '@/lib/theme';

const t = mergeThemeOverrides(DEFAULT_THEME, theme) as MantineTheme;
const light = cssVariablesResolver(t).light as Record<string, string>;
const colours = Object.keys(t.colors);
const gray = t.colors.gray;
/** Light surfaces pages put text on: white, gray.0 (app background), gray.1 (table rows). */
const surfaces = [t.white, gray[0], gray[1]];

describe('theme contrast (WCAG 2.2 AA, light scheme)', () => {
  it('the control border written out is the lightest gray with 3:1 on white and gray.0', () => {
    expect(CONTROL_BORDER).toBe(readable(gray, [t.white, gray[0]], 3));
    expect(contrast(CONTROL_BORDER, t.white)).toBeGreaterThanOrEqual(3);
  });

  it('dimmed text, placeholders, links and validation errors reach 4.5:1 on every light surface', () => {
    for (const name of [
      '--mantine-color-dimmed',
      '--mantine-color-placeholder',
      '--mantine-color-anchor',
      '--mantine-color-error',
    ]) {
      for (const bg of surfaces)
        expect(contrast(light[name]!, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own dimmed grey (gray.6) is what failed: 3.32:1 on white.
    expect(contrast(gray[6], t.white)).toBeLessThan(4.5);
  });

  it('every colour as text, outline and on its light tint reaches 4.5:1; filled carries white text at 4.5:1', () => {
    for (const c of colours) {
      for (const bg of surfaces) {
        expect(
          contrast(light[`--mantine-color-${c}-text`]!, bg),
          `${c} text on ${bg}`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(contrast(light[`--mantine-color-${c}-outline`]!, bg), `${c} outline`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
      expect(
        contrast(light[`--mantine-color-${c}-filled`]!, t.white),
        `white on ${c}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the brand look where it already passes: violet buttons stay violet.6', () => {
    expect(light['--mantine-color-violet-filled']).toBe('rgb(121, 80, 242)');
  });

  it('control borders reach 3:1 on white and gray.0', () => {
    for (const bg of [t.white, gray[0]]) {
      expect(contrast(light['--mantine-color-default-border']!, bg)).toBeGreaterThanOrEqual(3);
    }
  });
});
