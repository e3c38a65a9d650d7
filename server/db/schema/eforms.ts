import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EFORM_CODE_PURPOSES, EFORM_STATUSES, EFORM_TYPES } from '../../schemas/eforms';
import { members } from './members';

/**
 * An e-form of the QR mini page (spec §2 qpwallet, §5): one per type, merchant and e-mail, so a merchant sees
 * who registered through its code; a later submission of the same e-mail updates it (the newest code wins).
 */
export const eformSubmissions = pgTable(
  'eform_submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text({ enum: EFORM_TYPES }).notNull(),
    mcId: text().notNull(),
    /** Lower-cased. */
    email: text().notNull(),
    /** The logged-in submitter (a `bind` or code-less form), then the member the registration completed for. */
    memberId: uuid().references(() => members.id, { onDelete: 'set null' }),
    /** Which e-mail code completes it; null when a logged-in member's bound e-mail needs none. */
    codePurpose: text({ enum: EFORM_CODE_PURPOSES }),
    status: text({ enum: EFORM_STATUSES }).notNull().default('SUBMITTED'),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('eform_submissions_form_idx').on(t.type, t.mcId, t.email),
    index('eform_submissions_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
  ],
);
