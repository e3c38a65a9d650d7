// Vitest reporter that writes which tests failed and which passed only on a retry (vite.config.ts retries once on
// CI) to the file given as `--outputFile.outcomes=<file>`. scripts/test.mjs registers it beside the default and
// JSON reporters and lists both at the very end of its log, which is the part of a CI log one gets to see: the
// default reporter's own account of a failure scrolls away above the summary. Shape: scripts/test-outcomes.d.mts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, SerializedError, TestCase, TestModule, TestSuite, Vitest } from 'vitest/node';
import { firstLines, type TestOutcome, type TestOutcomes } from './test-outcomes.mjs';

/** An error message's first lines, trimmed: enough to tell one failure from another, not its diff. */
export function errorText(error: SerializedError | undefined): string {
  if (!error) return '';
  const text = firstLines(error.message);
  const name = error.name && error.name !== 'Error' && !text.startsWith(error.name) ? `${error.name}: ` : '';
  return name + text;
}

/**
 * The line of the error's innermost frame in the test's own file, where its stack has one. The stack is the
 * source-mapped text: its parsed form (`stacks`) is filled in only by Vitest's printer, not for a reporter.
 */
export function lineIn(file: string, error: SerializedError | undefined): number | undefined {
  const stack = error?.stack ?? '';
  const at = stack.indexOf(`${file}:`);
  const line = at < 0 ? NaN : parseInt(stack.slice(at + file.length + 1), 10);
  return Number.isFinite(line) ? line : undefined;
}

export default class OutcomesReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    const config = this.vitest?.config;
    const target = typeof config?.outputFile === 'object' ? config.outputFile.outcomes : undefined;
    if (!config || !target) return;
    const rel = (file: string) => path.relative(config.root, file);
    const outcome = (test: TestCase | TestSuite | TestModule, error: SerializedError | undefined) => {
      const file = test.type === 'module' ? test.moduleId : test.module.moduleId;
      const o: TestOutcome = {
        file: rel(file),
        name:
          test.type === 'module'
            ? '(the file itself)'
            : test.type === 'suite'
              ? `${test.fullName} (a beforeAll/afterAll of the suite)`
              : test.fullName,
        project: test.project.name,
        error: errorText(error),
      };
      const line = lineIn(file, error);
      if (line) o.line = line;
      return o;
    };
    const result: TestOutcomes = { failed: [], flaky: [] };
    for (const m of modules) {
      // A file that did not load, or a failed beforeAll/afterAll: no test of it carries that error.
      for (const s of [m, ...m.children.allSuites()])
        for (const e of s.errors()) result.failed.push(outcome(s, e));
      for (const test of m.children.allTests()) {
        const r = test.result();
        if (r.state === 'failed') result.failed.push(outcome(test, r.errors[0]));
        else if (r.state === 'passed' && test.diagnostic()?.flaky) {
          // A retried test that passed keeps its earlier attempts' errors: the first says why it failed.
          const o = outcome(test, r.errors?.[0]);
          o.retries = test.diagnostic()?.retryCount ?? 1;
          result.flaky.push(o);
        }
      }
    }
    // Vitest names the file and test an unhandled error came from, when it was one's.
    for (const e of unhandled) {
      const from = typeof e.VITEST_TEST_PATH === 'string' ? e.VITEST_TEST_PATH : '';
      const test = typeof e.VITEST_TEST_NAME === 'string' ? ` during "${e.VITEST_TEST_NAME}"` : '';
      result.failed.push({
        file: from && rel(from),
        name: `(unhandled error${test})`,
        project: '',
        error: errorText(e),
      });
    }
    const file = path.resolve(config.root, target);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  }
}
