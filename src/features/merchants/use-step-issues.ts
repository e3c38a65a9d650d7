import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';
import type { FieldIssue } from '@machines/merchant-registration.machine';
import { markIssues } from '@/lib/field-issues';
import { merchantIssueText } from './merchants.errors';

/**
 * A step's fields the server refused (4200, kept by the registration machine) marked on its form in the
 * reason's words, and the first of them (in the step's field order) focused so the applicant lands on it.
 */
export function useStepIssues<V extends object>(
  form: UseFormReturnType<V>,
  issues: readonly FieldIssue[],
  order: readonly string[],
) {
  useEffect(() => {
    markIssues(form, issues, merchantIssueText);
    const first = order.find((k) => issues.some((i) => i.path === k));
    if (first) form.getInputNode(first)?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the answer changes
  }, [issues]);
}
