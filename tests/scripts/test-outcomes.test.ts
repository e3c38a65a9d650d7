import { describe, expect, it } from 'vitest';
import {
  ERROR_CHARS,
  SHOWN,
  firstLines,
  oneLine,
  outcomeLines,
  playwrightOutcomes,
  type TestOutcome,
} from '../../scripts/test-outcomes.mjs';

const failed = (n: number): TestOutcome => ({
  file: `tests/server/f${n}.test.ts`,
  line: 12,
  name: `suite > test ${n}`,
  project: 'server',
  error: `AssertionError: expected ${n} to be 0`,
});

/** A Playwright JSON report as it writes one (trimmed to the fields read), one test of each outcome. */
const report = {
  config: { rootDir: '/repo/e2e' },
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'checkout.spec.ts',
      file: 'checkout.spec.ts',
      specs: [
        {
          title: 'passes',
          file: 'checkout.spec.ts',
          tests: [{ projectName: 'desktop', status: 'expected', results: [{ status: 'passed' }] }],
        },
      ],
      suites: [
        {
          title: 'paying',
          file: 'checkout.spec.ts',
          specs: [
            {
              title: 'pays by card',
              file: 'checkout.spec.ts',
              tests: [
                {
                  projectName: 'phone',
                  status: 'flaky',
                  results: [
                    {
                      status: 'timedOut',
                      error: { message: 'Test timeout of 60000ms exceeded.', location: { line: 40 } },
                    },
                    { status: 'passed' },
                  ],
                },
              ],
            },
            {
              title: 'refunds',
              file: 'checkout.spec.ts',
              tests: [
                {
                  projectName: 'desktop',
                  status: 'unexpected',
                  results: [
                    { status: 'failed', error: { message: 'first attempt' } },
                    {
                      status: 'failed',
                      error: {
                        message:
                          "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByRole('button')\nExpected: visible\nReceived: hidden",
                        location: { line: 77 },
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('test outcomes at the end of the log (scripts/test-outcomes.mjs)', () => {
  it('lists failed tests, then flaky ones, each with its place and a short error', () => {
    const lines = outcomeLines(
      'Vitest (PGlite)',
      { failed: [failed(1)], flaky: [{ ...failed(2), retries: 1 }] },
      'test-results/vitest-outcomes.json',
    );
    expect(lines).toEqual([
      '\nFailed tests, Vitest (PGlite): 1',
      '  tests/server/f1.test.ts:12  suite > test 1 [server]',
      '      AssertionError: expected 1 to be 0',
      '\nPassed on retry (flaky), Vitest (PGlite): 1',
      '  tests/server/f2.test.ts:12  suite > test 2 [server] (passed after 1 retry)',
      '      AssertionError: expected 2 to be 0',
    ]);
  });

  it('prints nothing for a run with neither', () => {
    expect(outcomeLines('Vitest (PGlite)', { failed: [], flaky: [] }, 'x')).toEqual([]);
  });

  it('keeps each list short: the first tests, then how many more and where they are', () => {
    const many = Array.from({ length: SHOWN + 5 }, (_, i) => failed(i));
    const lines = outcomeLines(
      'Vitest (PGlite)',
      { failed: many, flaky: [] },
      'test-results/vitest-outcomes.json',
    );
    expect(lines).toHaveLength(1 + 2 * SHOWN + 1);
    expect(lines[0]).toBe(`\nFailed tests, Vitest (PGlite): ${SHOWN + 5}`);
    expect(lines.at(-1)).toBe('  … and 5 more: test-results/vitest-outcomes.json');
  });

  it('cuts an error to one line of ERROR_CHARS characters', () => {
    const long = { ...failed(1), error: `${'x'.repeat(150)}\n${'y'.repeat(150)}` };
    const errorLine = outcomeLines('t', { failed: [long], flaky: [] }, 'x')[2]!;
    expect(errorLine.trim()).toHaveLength(ERROR_CHARS);
    expect(errorLine.trim().endsWith('…')).toBe(true);
    expect(errorLine).not.toContain('\n');
    expect(oneLine('a\n\n  b\tc')).toBe('a b c');
  });

  it('keeps a message’s first lines, without colours or blank lines', () => {
    expect(firstLines('\u001b[31mError: boom\u001b[39m\n\n  at one\nat two\nat three')).toBe(
      'Error: boom ⏎ at one ⏎ at two',
    );
    expect(firstLines(undefined)).toBe('');
  });

  it('reads Playwright’s failed and flaky tests from its JSON report, files relative to the repository', () => {
    expect(playwrightOutcomes(report, '/repo')).toEqual({
      failed: [
        {
          file: 'e2e/checkout.spec.ts',
          line: 77,
          name: 'paying > refunds',
          project: 'desktop',
          // The last attempt's error: the one that failed the run.
          error:
            "Error: expect(locator).toBeVisible() failed ⏎ Locator: getByRole('button') ⏎ Expected: visible",
        },
      ],
      flaky: [
        {
          file: 'e2e/checkout.spec.ts',
          line: 40,
          name: 'paying > pays by card',
          project: 'phone',
          error: 'Test timeout of 60000ms exceeded.',
          retries: 1,
        },
      ],
    });
  });

  it('counts an error outside any test as a failure', () => {
    const r = playwrightOutcomes({ suites: [], errors: [{ message: 'Error: global setup failed\nstack' }] });
    expect(r.failed).toEqual([
      {
        file: '',
        name: '(error outside the tests)',
        project: '',
        error: 'Error: global setup failed ⏎ stack',
      },
    ]);
  });
});
