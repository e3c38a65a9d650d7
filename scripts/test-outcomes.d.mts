// Types of test-outcomes.mjs, for scripts/vitest-outcomes-reporter.ts and its test.

/** A test that failed, or passed only on a retry. */
export type TestOutcome = {
  /** Relative to the repository; empty for an error outside any file. */
  file: string;
  /** Line of the error in `file`, where its stack has one. */
  line?: number;
  /** The test's name with its suites' (`suite > test`). */
  name: string;
  /** Vitest's or Playwright's project. */
  project: string;
  /** The error's first lines, trimmed (for a flaky test, its failed attempt's). */
  error: string;
  /** For a flaky test: the attempts before the one that passed. */
  retries?: number;
};
export type TestOutcomes = { failed: TestOutcome[]; flaky: TestOutcome[] };

export const SHOWN: number;
export const ERROR_CHARS: number;
export function firstLines(message: unknown, lines?: number, max?: number): string;
export function oneLine(text: unknown, max?: number): string;
export function playwrightOutcomes(report: unknown, root?: string): TestOutcomes;
export function outcomeLines(title: string, outcomes: TestOutcomes, source: string): string[];
