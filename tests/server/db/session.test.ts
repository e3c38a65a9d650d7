import { describe, expect, it } from 'vitest';
import { WORD_SIMILARITY_THRESHOLD } from '../../../server/db/schema/text-search';
import { freshDatabase } from '../../support/server';

// server/db/client.ts SESSION_SETUP: on PGlite, and on PostgreSQL (npm test runs this file there too).
describe('every database session of the app', () => {
  it("starts with the search's similarity threshold, on each pooled connection too", async () => {
    const database = await freshDatabase();
    try {
      // Several at once, so a pool opens several connections; each answers with the app's own threshold,
      // not pg_trgm's 0.6 (a six-letter word with one wrong letter, 0.4 alike, would no longer match).
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          database.executeSql(`select current_setting('pg_trgm.word_similarity_threshold') as t,
            'gaxaxy' <% 'Galaxy' as typo, pg_sleep(0.05)::text as waited`),
        ),
      );
      for (const { rows } of answers)
        expect(rows[0]).toMatchObject({ t: String(WORD_SIMILARITY_THRESHOLD), typo: true });
    } finally {
      await database.close();
    }
  });
});
