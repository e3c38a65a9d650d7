// The failed and flaky tests at the end of `npm test`'s log (scripts/test.mjs): CI shows only the log's end, so a
// failure or a test that passed only on its retry must be named there, briefly. Vitest's come from
// scripts/vitest-outcomes-reporter.ts's files, Playwright's from its JSON report.
import path from 'node:path';

/** Tests shown per list: two lines each, so a list stays within about 15 lines of the log's tail. */
export const SHOWN = 7;
/** An error line's length in the summary. */
export const ERROR_CHARS = 200;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes, in Playwright's messages
const ANSI = /\u001b\[[0-9;]*m/g;

/** A message's first non-empty lines joined into one (` ⏎ ` between them): what went wrong, not its whole diff. */
export function firstLines(message, lines = 3, max = 600) {
  const kept = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, lines);
  return kept.join(' ⏎ ').slice(0, max);
}

/** One line of at most `max` characters: colours taken out, whitespace runs made one space. */
export function oneLine(text, max = ERROR_CHARS) {
  const flat = String(text ?? '')
    .replace(ANSI, '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Playwright's failed (`unexpected`) and retried-then-passed (`flaky`) tests, from its JSON report. Its spec
 * files are relative to its test directory (config.rootDir); given the repository's `root`, to the repository.
 */
export function playwrightOutcomes(report, root) {
  const rootDir = report.config?.rootDir;
  const rel = (file) => (root && rootDir && file ? path.relative(root, path.resolve(rootDir, file)) : file);
  const result = { failed: [], flaky: [] };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const results = t.results ?? [];
        // The failure that counts: the last attempt's for a failed test, the first failed one's for a flaky test.
        const failedRun =
          t.status === 'unexpected'
            ? results.at(-1)
            : results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
        const error = failedRun?.error ?? failedRun?.errors?.[0];
        const o = {
          file: rel(spec.file ?? suite.file ?? ''),
          name: [...titles, spec.title].join(' > '),
          project: t.projectName ?? '',
          error: firstLines(error?.message ?? (failedRun ? `status ${failedRun.status}` : '')),
        };
        const line = error?.location?.line;
        if (line) o.line = line;
        if (t.status === 'flaky') {
          o.retries = results.length - 1;
          result.flaky.push(o);
        } else result.failed.push(o);
      }
    // The file's own suite is titled with its path, which each test shows already.
    for (const s of suite.suites ?? []) walk({ file: suite.file, ...s }, [...titles, s.title]);
  };
  for (const s of report.suites ?? []) walk(s, []);
  // An error outside any test (a global setup, a worker that crashed) fails the run with no test failed.
  for (const e of report.errors ?? [])
    result.failed.push({
      file: '',
      name: '(error outside the tests)',
      project: '',
      error: firstLines(e.message),
    });
  return result;
}

/** The summary's lines for one runner's outcomes: a heading per non-empty list, each test on two lines. */
export function outcomeLines(title, outcomes, source) {
  const lines = [];
  const list = (heading, tests) => {
    if (!tests?.length) return;
    lines.push(`\n${heading}, ${title}: ${tests.length}`);
    for (const t of tests.slice(0, SHOWN)) {
      const where = t.file ? `${t.file}${t.line ? `:${t.line}` : ''}` : '';
      const project = t.project ? ` [${t.project}]` : '';
      const retries = t.retries
        ? ` (passed after ${t.retries} ${t.retries === 1 ? 'retry' : 'retries'})`
        : '';
      lines.push(`  ${[where, t.name].filter(Boolean).join('  ')}${project}${retries}`);
      lines.push(`      ${oneLine(t.error || '(no error message)')}`);
    }
    if (tests.length > SHOWN) lines.push(`  … and ${tests.length - SHOWN} more: ${source}`);
  };
  list('Failed tests', outcomes.failed);
  list('Passed on retry (flaky)', outcomes.flaky);
  return lines;
}
