import type { TestProject } from 'vitest/node';
import { refuseLeaks, type Leak } from './leak-guard';

/**
 * What a test file of the shared `ui` project (isolate: false) may not do: replace one of the app's own modules
 * or reset the module registry. The modules of a worker are loaded once for all its files, so such a mock holds
 * only where the file loaded the module first: elsewhere it is ignored, or it stays in the modules the later
 * files get. A mock of a package that the app loads lazily (`@google/model-viewer`) holds per file and is fine;
 * what ui-setup.ts resets at each file's end (timers, stubbed globals, the page) is fine too.
 */
const LEAKS: Leak[] = [
  [
    /\bvi\s*\.\s*(do)?[mM]ock\s*\(\s*(import\s*\(\s*)?['"`](@\/|@machines\/|@schemas\/|\.)/,
    "mocks an app's module",
  ],
  [/\bvi\s*\.\s*(resetModules|unmock|doUnmock)\s*\(/, 'resets modules'],
];

/**
 * Global setup of the `ui` project: fails the run, naming the file, when one of its test files needs a process
 * of its own. Such a file belongs in ISOLATED_UI_TESTS (vite.config.ts), or should stub the browser API the
 * module reads instead (tests/src/features/item-detail/fixtures.ts `deviceWebGL`).
 */
export default async function setup(project: TestProject): Promise<void> {
  await refuseLeaks(project, LEAKS, 'ISOLATED_UI_TESTS');
}
