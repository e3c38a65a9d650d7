import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import type * as v from 'valibot';
import { fieldIssuesOf, type FieldIssue } from '@machines/error-code';

export { fieldIssuesOf, type FieldIssue };

const CHECK_FIELD = msg`Please check this field.`;

/** The words for a refused field whose reason a form has no sentence of its own for. */
export const checkFieldText = (): string => i18n._(CHECK_FIELD);

/** The reason key the server gave for `path` when it refused that field (4200), so the form can mark it. */
export const issueAt = (error: unknown, path: string): string | undefined =>
  fieldIssuesOf(error).find((i) => i.path === path)?.message;

/** Whether `path` ('name', 'address.city', 'lines.0.quantity') names a field among the form's values. */
function hasPath(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/** What a form of @mantine/form offers to be marked (getValues: an uncontrolled form's `values` are not kept). */
type Markable = {
  values?: unknown;
  getValues?: () => unknown;
  setFieldError: (path: string, error: string) => void;
};

/**
 * The one mapping from a server's 4200 answer to a form: each refused path that is a field of
 * the form gets its error, in `text` of the server's reason (by default "Please check this field."). Answers
 * the issues it could not place (paths the form does not have), so the caller can say those in words.
 */
export function markFieldIssues(
  form: Markable,
  error: unknown,
  text?: (reason: string, issue: FieldIssue) => string,
): FieldIssue[] {
  return markIssues(form, fieldIssuesOf(error), text);
}

/** markFieldIssues for issues a machine kept from the answer (its context holds no error object). */
export function markIssues(
  form: Markable,
  issues: readonly FieldIssue[],
  text: (reason: string, issue: FieldIssue) => string = checkFieldText,
): FieldIssue[] {
  const unplaced: FieldIssue[] = [];
  const values = form.getValues ? form.getValues() : form.values;
  for (const issue of issues) {
    if (hasPath(values, issue.path)) form.setFieldError(issue.path, text(issue.message, issue));
    else unplaced.push(issue);
  }
  return unplaced;
}

/**
 * The issues a shared schema finds in what a form would send, shaped like a 4200 answer's (path, reason), so
 * a form words its own checks and the server's with one map. Reasons the schema does not name are valibot's.
 */
export function schemaIssues(schema: v.GenericSchema, wire: unknown): FieldIssue[] {
  const found = valibotResolver(schema as v.GenericSchema<Record<string, unknown>>)(
    wire as Record<string, unknown>,
  );
  // A field left blank that the schema refuses without a reason of its own is a missing one: "required",
  // not valibot's range or format sentence (its own messages all begin "Invalid ").
  return Object.entries(found).map(([path, message]) => ({
    path,
    message:
      String(message).startsWith('Invalid ') && isBlank(valueAt(wire, path)) ? 'required' : String(message),
  }));
}

const valueAt = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      values,
    );
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Issues as a form's errors, the first of each path, in `text` of its reason (a form's `validate` answer). */
export function issueErrors(
  issues: readonly FieldIssue[],
  text: (reason: string, issue: FieldIssue) => string,
): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) errors[issue.path] ??= text(issue.message, issue);
  return errors;
}

/**
 * Issues at the form's own paths, where the wire names a field differently (`value` typed as `amount`):
 * a path, or its first segment (`productIds.0`), found in `paths` is renamed.
 */
export const atFormPaths = (issues: readonly FieldIssue[], paths: Record<string, string>): FieldIssue[] =>
  issues.map((i) => ({ ...i, path: paths[i.path] ?? paths[i.path.split('.')[0]!] ?? i.path }));

/**
 * A form's handler of a refused submit (@mantine/form's onSubmit second argument): keyboard and screen reader
 * users land on the first field to correct, once the errors are drawn.
 */
export function focusFirstInvalid(
  _errors: unknown,
  _values: unknown,
  event?: { currentTarget: unknown },
): void {
  const form = event?.currentTarget as HTMLFormElement | undefined;
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
