import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { atFormPaths, issueErrors, markFieldIssues, schemaIssues } from '@/lib/field-issues';

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

describe('schemaIssues, atFormPaths and issueErrors: a form’s own checks in the server’s terms', () => {
  const Schema = v.object({
    name: v.pipe(v.string(), v.minLength(1, 'required')),
    lines: v.array(v.object({ qty: v.pipe(v.string(), v.regex(/^\d+$/, 'qty_format')) })),
  });

  it('answers the schema’s issues with their dotted paths and reasons', () => {
    expect(schemaIssues(Schema, { name: '', lines: [{ qty: '1' }, { qty: 'x' }] })).toEqual([
      { path: 'name', message: 'required' },
      { path: 'lines.1.qty', message: 'qty_format' },
    ]);
    expect(schemaIssues(Schema, { name: 'a', lines: [] })).toEqual([]);
  });

  it('calls a blank field the schema refuses without a reason of its own "required", and keeps other reasons', () => {
    const Counts = v.object({
      limit: v.pipe(v.string(), v.transform(Number), v.number(), v.minValue(1), v.maxValue(100)),
      when: v.pipe(v.string(), v.minLength(1, 'datetime_format')),
    });
    const issues = (limit: string, when: string) =>
      Object.fromEntries(schemaIssues(Counts, { limit, when }).map((i) => [i.path, i.message]));
    expect(issues('', '')).toEqual({ limit: 'required', when: 'datetime_format' });
    expect(issues('150', 'x').limit).toMatch(/^Invalid value/);
  });

  it('renames wire paths, whole or by their first segment', () => {
    const issues = [
      { path: 'value', message: 'amount_format' },
      { path: 'productIds.0', message: 'uuid' },
      { path: 'name', message: 'required' },
    ];
    expect(atFormPaths(issues, { value: 'amount', productIds: 'productIds' }).map((i) => i.path)).toEqual([
      'amount',
      'productIds',
      'name',
    ]);
  });

  it('words the first issue of each path', () => {
    const errors = issueErrors(
      [
        { path: 'name', message: 'required' },
        { path: 'name', message: 'too_long' },
        { path: 'qty', message: 'qty_format' },
      ],
      (reason) => `why: ${reason}`,
    );
    expect(errors).toEqual({ name: 'why: required', qty: 'why: qty_format' });
  });
});
