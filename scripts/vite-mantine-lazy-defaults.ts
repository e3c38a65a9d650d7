// Vite plugin: Mantine computes its default theme's CSS variables when its module is evaluated
// (`const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME)` in remove-default-variables.mjs),
// for MantineCssVariables to drop values equal to the defaults. The app never renders that component (it
// ships the theme's variables as a stylesheet, scripts/theme-css.tsx), yet the computation ran in the first
// load's module-evaluation task, about a seventh of it. This makes it lazy: the same values, computed on first
// use. The build fails if Mantine's code no longer has that line, so the plugin cannot silently stop working.
import type { Plugin } from 'vite';

const FILE =
  /@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';

export function mantineLazyDefaults(): Plugin {
  return {
    name: 'mantine-lazy-defaults',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0]!)) return null;
      if (!code.includes(EAGER)) this.error(`mantine-lazy-defaults: "${EAGER}" not found in ${id}`);
      const lazy = code
        .replace(
          EAGER,
          'let defaults;\nconst defaultsOf = () => (defaults ??= defaultCssVariablesResolver(DEFAULT_THEME));',
        )
        .replace(
          /function removeDefaultVariables\(input\) \{/,
          '$&\n  const defaultCssVariables = defaultsOf();',
        );
      return { code: lazy, map: null };
    },
  };
}
