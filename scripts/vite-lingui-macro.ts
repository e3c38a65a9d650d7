// Vite plugin: Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`) compiled by Babel in the files that
// import one, and only there. Given to @vitejs/plugin-react as a Babel plugin, the macro plugin made it run Babel
// over every .ts/.tsx file outside node_modules: the server's and the tests' files in every Vitest run (none of
// them imports a macro) and the half of src/ that has no text. Babel then only parsed and printed the file again;
// the other transforms (TypeScript, JSX, React Refresh in dev) are the same as before.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;
const MACRO_IMPORT = /['"]@lingui\/(?:(?:core|react)\/)?macro['"]/;

export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    // Before Vite's esbuild step: the macros are found by their imports, which esbuild drops once unused as types.
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        sourceFileName: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: {
          sourceType: 'module',
          allowAwaitOutsideFunction: true,
          plugins: [
            ...(file.endsWith('.ts') ? [] : (['jsx'] as const)),
            ...(/\.tsx?$/.test(file) ? (['typescript'] as const) : []),
          ],
        },
        generatorOpts: { importAttributesKeyword: 'with', decoratorsBeforeExport: true },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
