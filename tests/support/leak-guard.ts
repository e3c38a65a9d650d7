import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** A pattern a shared (isolate: false) project's test file may not contain, and what it means. */
export type Leak = [RegExp, string];

/**
 * Global setup of a shared project: fails the run, naming each file and why, when one of its test files matches
 * `leaks` and so needs a process of its own (the list `isolatedList` in vite.config.ts).
 */
export async function refuseLeaks(project: TestProject, leaks: Leak[], isolatedList: string): Promise<void> {
  if (project.config.isolate) return;
  const specs = await project.globTestFiles();
  const found = specs.testFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const why = leaks.filter(([re]) => re.test(text)).map(([, what]) => what);
    return why.length ? [`${path.relative(project.config.root, file)} ${why.join(', ')}`] : [];
  });
  if (found.length === 0) return;
  throw new Error(
    `These files run in the shared "${project.name}" project (isolate: false) but need a process of their own:\n` +
      found.map((f) => `  ${f}`).join('\n') +
      `\nAdd them to ${isolatedList} in vite.config.ts.`,
  );
}
