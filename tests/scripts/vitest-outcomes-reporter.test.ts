import { describe, expect, it } from 'vitest';
import { errorText, lineIn } from '../../scripts/vitest-outcomes-reporter';

describe('Vitest outcomes reporter (scripts/vitest-outcomes-reporter.ts)', () => {
  it('names the error’s kind before its message’s first lines', () => {
    expect(
      errorText({
        name: 'AssertionError',
        message: 'expected 1 to be 2 // Object.is equality\n\n- Expected\n+ Received',
      }),
    ).toBe('AssertionError: expected 1 to be 2 // Object.is equality ⏎ - Expected ⏎ + Received');
    // A plain Error, or a message that starts with its name already, is not named twice.
    expect(errorText({ name: 'Error', message: 'boom' })).toBe('boom');
    expect(errorText({ name: 'TypeError', message: 'TypeError: x is undefined' })).toBe(
      'TypeError: x is undefined',
    );
    expect(errorText(undefined)).toBe('');
  });

  it('finds the line in the test’s own file from the error’s stack', () => {
    const stack = [
      'AssertionError: expected 1 to be 2',
      '    at /repo/tests/server/a.test.ts:42:15',
      '    at file:///repo/node_modules/@vitest/runner/dist/chunk-hooks.js:155:11',
    ].join('\n');
    expect(lineIn('/repo/tests/server/a.test.ts', { message: '', stack })).toBe(42);
    expect(lineIn('/repo/tests/server/b.test.ts', { message: '', stack })).toBeUndefined();
    expect(lineIn('/repo/tests/server/a.test.ts', undefined)).toBeUndefined();
  });
});
