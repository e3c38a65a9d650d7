import { describe, expect, it } from 'vitest';
import { stampCardIssues, stampCardValues } from '@/features/coupons/stamp-card-form';

const NOW = new Date('2026-03-01T10:00:00Z');
const BATCH = 'b0000000-0000-4000-8000-000000000001';
const at = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path, i.message]).reverse());

describe('the stamp card form’s checks (saveStampCard’s schema)', () => {
  const filled = { ...stampCardValues(null, NOW), name: 'Coffee', batchId: BATCH };

  it('passes a filled card; a count out of range, no reward or a reversed period are marked', () => {
    expect(stampCardIssues(filled)).toEqual([]);
    expect(
      at(stampCardIssues({ ...filled, stamps: '21', batchId: null, validTo: '2026-02-01T10:00' })),
    ).toEqual({ stamps: 'stamps_range', batchId: expect.any(String), validTo: 'ends_before_start' });
    expect(at(stampCardIssues({ ...filled, name: '', validFrom: 'x' }))).toEqual({
      name: 'required',
      validFrom: 'datetime_format',
    });
  });
});
