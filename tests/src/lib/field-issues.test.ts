import { describe, expect, it } from 'vitest';
import { markFieldIssues } from '@/lib/field-issues';

const refusal = (data: unknown) => ({ code: 4200, data });

describe('markFieldIssues: a 4200 answer onto a form', () => {
  const formOf = (values: unknown) => {
    const errors: Record<string, string> = {};
    return { values, errors, setFieldError: (path: string, e: string) => void (errors[path] = e) };
  };

  it('marks each refused field the form has, nested paths too, in the reason’s words', () => {
    const form = formOf({ email: '', address: { city: '' } });
    const unplaced = markFieldIssues(
      form,
      refusal([
        { path: 'email', message: 'email_format' },
        { path: 'address.city', message: 'required' },
        { path: 'lines.0.quantity', message: 'min_value' },
      ]),
      (reason) => `why: ${reason}`,
    );
    expect(form.errors).toEqual({ email: 'why: email_format', 'address.city': 'why: required' });
    // What the form cannot show is handed back to be said in words.
    expect(unplaced).toEqual([{ path: 'lines.0.quantity', message: 'min_value' }]);
  });

  it('marks nothing for another refusal or a malformed answer', () => {
    const form = formOf({ email: '' });
    expect(markFieldIssues(form, { code: 4602, data: [{ path: 'email', message: 'x' }] })).toEqual([]);
    expect(markFieldIssues(form, refusal('nope'))).toEqual([]);
    expect(markFieldIssues(form, new Error('network'))).toEqual([]);
    expect(form.errors).toEqual({});
  });
});
