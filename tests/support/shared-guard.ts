import type { TestProject } from 'vitest/node';
import { refuseLeaks, type Leak } from './leak-guard';

/**
 * What a test file may not do when it shares its process with the files run before and after it
 * (`isolate: false`): replace modules, the clock, globals or the environment for everyone after it.
 */
const LEAKS: Leak[] = [
  [/\bvi\s*\.\s*(mock|doMock|unmock|doUnmock|resetModules)\s*\(/, 'mocks modules'],
  [/\bvi\s*\.\s*useFakeTimers\s*\(/, 'fakes timers'],
  [/\bvi\s*\.\s*(stubGlobal|stubEnv)\s*\(/, 'stubs globals or env'],
  [/\bprocess\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|\bdelete\s+process\.env\b/, 'writes process.env'],
];

/**
 * Global setup of the shared server project: fails the run, naming the file, when one of its test files does
 * something that needs a process of its own. Such a file belongs in ISOLATED_SERVER_TESTS (vite.config.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  await refuseLeaks(project, LEAKS, 'ISOLATED_SERVER_TESTS');
}
