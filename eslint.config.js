// Flat ESLint config. Not type-aware on purpose (fast on 2 cores); `tsc --noEmit` checks types.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const ALIASES = [
  ['@/', 'src/'],
  ['@machines/', 'machines/'],
  ['@schemas/', 'server/schemas/'],
];

/** Repo-relative path ('src/features/x/y') an import points at, or null for packages. */
function target(fromFile, spec) {
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) return dir + spec.slice(alias.length);
  if (!spec.startsWith('.')) return null;
  const abs = path.resolve(path.dirname(fromFile), spec);
  return path.relative(root, abs).split(path.sep).join('/');
}

const under = (p, dir) => p === dir || p.startsWith(`${dir}/`);
const featureOf = (p) => (under(p, 'src/features') ? p.split('/')[2] : null);

/**
 * DESIGN §2 arrows. Returns the message of the first broken rule, or null.
 * `file` and `to` are repo-relative; `spec` is the import string as written.
 */
function violation(file, spec, to) {
  if (under(file, 'machines')) {
    if (to === null) {
      if (spec === 'xstate' || spec.startsWith('xstate/')) return null;
      return `machines/ may import only 'xstate' and server/schemas (found '${spec}')`;
    }
    if (!under(to, 'machines') && !under(to, 'server/schemas'))
      return `machines/ may import only 'xstate' and server/schemas (found '${spec}')`;
    return null;
  }
  // Every toast goes through src/lib/notify.ts, which names its close button (axe: button-name) and asks for
  // the toast host (src/components/ToastHost.tsx), which mounts Mantine's on the first toast.
  if (
    spec === '@mantine/notifications' &&
    under(file, 'src') &&
    file !== 'src/lib/notify.ts' &&
    file !== 'src/components/ToastHost.tsx'
  )
    return `show toasts with notify() from src/lib/notify.ts ('${spec}')`;
  if (to === null) return null;
  if (under(file, 'server') && under(to, 'src')) return `server/ must never import src/ ('${spec}')`;
  if (under(file, 'src')) {
    if (under(to, 'server') && !under(to, 'server/schemas'))
      return `src/ may import server/schemas only ('${spec}')`;
    const a = featureOf(file);
    const b = featureOf(to);
    if (a && b && a !== b) return `features do not import each other: ${a} → ${b} ('${spec}')`;
    if ((under(file, 'src/components') || under(file, 'src/lib')) && (b || under(to, 'src/routes')))
      return `src/components and src/lib must not import src/features or src/routes ('${spec}')`;
    if (under(to, 'src/routes') && !under(file, 'src/routes') && file !== 'src/main.tsx')
      return `only src/main.tsx and src/routes import src/routes ('${spec}')`;
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', docs: { description: 'Import arrows of DESIGN §2' }, schema: [] },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const spec = node.source.value;
      const message = violation(file, spec, target(context.filename, spec));
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'locales/**',
      'server/db/migrations/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/.tmp/**',
      'src/locales-compiled/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { local: { rules: { boundaries } } },
    rules: {
      'local/boundaries': 'error',
      // Stylistic noise, not correctness: tests and protocol glue legitimately use `any` and `_unused`.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['tests/src/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // machines/ are pure (imports are checked by local/boundaries): no network or DOM globals either.
    files: ['machines/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'machines/ are pure: effects are injected actors (DESIGN §3.4).' },
        { name: 'window', message: 'machines/ have no DOM.' },
        { name: 'document', message: 'machines/ have no DOM.' },
      ],
    },
  },
);
