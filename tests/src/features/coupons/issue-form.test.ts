import { describe, expect, it } from 'vitest';
import { emptyIssue, issueFields, issueIssues, type IssueValues } from '@/features/coupons/issue-form';

const NOW = new Date('2026-03-01T10:00:00Z');
const ITEM = 'a0000000-0000-4000-8000-000000000001';
const issue = (over: Partial<IssueValues> = {}): IssueValues => ({
  ...emptyIssue(NOW),
  name: 'Spring',
  amount: '12.5',
  ...over,
});
const at = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path, i.message]).reverse());

describe('the issue form’s checks (issueCoupons’ schema and its checks across fields)', () => {
  it('passes a filled form and sends the amount in cents', () => {
    expect(issueIssues(issue())).toEqual([]);
    expect(issueFields(issue())).toMatchObject({ value: '1250', price: '', isForAll: 'true' });
  });

  it('marks each field with the server’s reason, the wire’s `value` as the amount', () => {
    const found = at(
      issueIssues(
        issue({
          name: ' ',
          amount: '0',
          validTo: '2026-02-01T10:00',
          quantity: '',
          price: '1.234',
          isForAll: false,
        }),
      ),
    );
    expect(found).toMatchObject({
      name: 'required',
      amount: 'required',
      validTo: 'ends_before_start',
      price: 'amount_format',
      productIds: 'required',
    });
    expect(found.quantity).toBeDefined();
  });

  it('a percentage needs one, and the limit per member stays within the quantity', () => {
    expect(at(issueIssues(issue({ method: 'PERCENT', percent: '' })))).toEqual({ percent: 'percent_format' });
    expect(at(issueIssues(issue({ method: 'PERCENT', percent: '12.345' })))).toEqual({
      percent: 'percent_format',
    });
    expect(at(issueIssues(issue({ quantity: '5', perMemberLimit: '6' })))).toEqual({
      perMemberLimit: 'above_quantity',
    });
    expect(issueIssues(issue({ isForAll: false, productIds: [ITEM] }))).toEqual([]);
  });
});
