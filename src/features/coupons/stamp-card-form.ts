import { SaveStampCardForm, type StampCard } from '@schemas/stamps';
import { atFormPaths, schemaIssues, type FieldIssue } from '@/lib/field-issues';
import { endsBeforeStart, instant, localInput } from '@/lib/local-time';

/** The stamp card form as typed: the count as text, times as the browser's local date-time. */
export type StampCardValues = {
  name: string;
  stamps: string;
  batchId: string | null;
  validFrom: string;
  validTo: string;
};

/** The card in force to change, or a new card's values (a year from now). */
export const stampCardValues = (card: StampCard | null, now = new Date()): StampCardValues => ({
  name: card?.name ?? '',
  stamps: String(card?.stampsRequired ?? 8),
  batchId: card?.reward.batchId ?? null,
  validFrom: localInput(card ? new Date(card.validFrom) : now),
  validTo: localInput(card ? new Date(card.validTo) : new Date(now.getTime() + 365 * 86_400_000)),
});

/** saveStampCard's fields. */
export const stampCardFields = (v: StampCardValues) => ({
  name: v.name.trim(),
  stampsRequired: v.stamps,
  rewardBatchId: v.batchId ?? '',
  validFrom: instant(v.validFrom),
  validTo: instant(v.validTo),
});

/** The wire's names for the form's fields, to mark the server's issues where they were typed. */
export const STAMP_CARD_PATHS = { stampsRequired: 'stamps', rewardBatchId: 'batchId' };

/** The server's schema (SaveStampCardForm) and the period's order, at the form's paths. */
export function stampCardIssues(v: StampCardValues): FieldIssue[] {
  const issues = atFormPaths(schemaIssues(SaveStampCardForm, stampCardFields(v)), STAMP_CARD_PATHS).map((i) =>
    // Any refusal of the count is about its range.
    i.path === 'stamps' ? { ...i, message: 'stamps_range' } : i,
  );
  if (endsBeforeStart(v.validFrom, v.validTo)) issues.push({ path: 'validTo', message: 'ends_before_start' });
  return issues;
}
