import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * What a test file may not do when it shares its process with the files run before and after it
 * (`isolate: false`): replace modules, the clock, globals or the environment for everyone after it.
 */
const LEAKS: [RegExp, string][] = [
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
  if (project.config.isolate) return;
  const specs = await project.globTestFiles();
  const found = specs.testFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const why = LEAKS.filter(([re]) => re.test(text)).map(([, what]) => what);
    return why.length ? [`${path.relative(project.config.root, file)} ${why.join(', ')}`] : [];
  });
  if (found.length === 0) return;
  throw new Error(
    `These files run in the shared "${project.name}" project (isolate: false) but need a process of their own:\n` +
      found.map((f) => `  ${f}`).join('\n') +
      '\nAdd them to ISOLATED_SERVER_TESTS in vite.config.ts.',
  );
}
