import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * Vitest's jsdom environment, but one window per worker for all the files it runs (the `ui` project, isolate:
 * false). Without isolation Vitest keeps each worker's modules but still makes a new window for every file, so
 * what a library bound at import stays bound to the first file's page: Testing Library's `screen` queried an
 * empty body from the second file on. Here the window lives as long as the worker, like the modules; what a
 * file leaves in it is reset at the file's end in tests/support/ui-setup.ts.
 */
let shared: ReturnType<Environment['setup']> | undefined;

export default {
  name: 'jsdom-shared',
  transformMode: 'web',
  async setup(global, options) {
    shared ??= builtinEnvironments.jsdom.setup(global, options);
    await shared;
    // Nothing to tear down per file; the worker's end discards the window with everything else.
    return { teardown() {} };
  },
} satisfies Environment;
