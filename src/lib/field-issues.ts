import { fieldIssuesOf, type FieldIssue } from '@machines/error-code';

export { fieldIssuesOf, type FieldIssue };

/** The reason key the server gave for `path` when it refused that field (4200), so the form can mark it. */
export const issueAt = (error: unknown, path: string): string | undefined =>
  fieldIssuesOf(error).find((i) => i.path === path)?.message;
