import { describe, expect, it } from 'vitest';
import { PLATFORM_MEMBER_ID } from '../../../server/schemas/merchants';
import { freshDatabase } from '../../support/server';

// tests/support/pglite-reuse.ts (the server projects' test databases): a database a file closed comes back to the next file exactly as the template was.

const FAQ = `INSERT INTO faqs (key, locale, category, question, answer) VALUES ('k', 'en_US', 'c', 'q', 'a')`;
const rows = async (db: Awaited<ReturnType<typeof freshDatabase>>, text: string) =>
  (await db.executeSql(text)).rows;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a PGlite handed from one file to the next', () => {
  it('holds only the template rows, sequences and settings again', async () => {
    const first = await freshDatabase();
    const before = await rows(first, 'SELECT id FROM members ORDER BY id');
    await first.executeSql(`INSERT INTO members (login_name, name) VALUES ('reuse_probe', 'Probe')`);
    await first.executeSql(FAQ);
    await first.executeSql(`UPDATE members SET name = 'renamed' WHERE id = '${PLATFORM_MEMBER_ID}'`);
    await first.executeSql(`SET TIME ZONE 'Asia/Tokyo'`);
    await first.executeSql('BEGIN');
    await first.close();

    const next = await freshDatabase();
    expect(await rows(next, 'SELECT id FROM members ORDER BY id')).toEqual(before);
    expect(await rows(next, `SELECT id FROM members WHERE name = 'renamed'`)).toEqual([]);
    expect(await rows(next, 'SELECT count(*)::int AS n FROM faqs')).toEqual([{ n: 0 }]);
    // The sequence starts again where the template's did: the first new FAQ is number 1.
    await next.executeSql(FAQ);
    expect(await rows(next, 'SELECT id FROM faqs')).toEqual([{ id: 1 }]);
    expect(await rows(next, 'SHOW TIME ZONE')).not.toEqual([{ TimeZone: 'Asia/Tokyo' }]);
    await next.close();
  });

  it('refuses calls once its file closed it', async () => {
    const db = await freshDatabase();
    await db.close();
    await expect(db.executeSql('SELECT 1')).rejects.toThrow(/closed/);
  });

  it('gives the next file a new database when a file changed the schema', async () => {
    const first = await freshDatabase();
    await first.executeSql('CREATE TABLE reuse_probe (id int)');
    await first.executeSql('ALTER TABLE faqs ADD COLUMN reuse_probe int');
    await first.close();

    const next = await freshDatabase();
    expect(await rows(next, `SELECT to_regclass('reuse_probe') IS NULL AS gone`)).toEqual([{ gone: true }]);
    expect(
      await rows(
        next,
        `SELECT count(*)::int AS n FROM information_schema.columns WHERE column_name = 'reuse_probe'`,
      ),
    ).toEqual([{ n: 0 }]);
    await next.close();
  });
});
