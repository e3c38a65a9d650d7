import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../server/db/client';
import { PLATFORM_MEMBER_ID } from '../../../server/schemas/merchants';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true, maxRetries: 5 })));
});

describe('createDb on PGlite files', () => {
  it('refuses a second process on the same DATA_DIR and frees it on close', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'mkt-db-'));
    dirs.push(dataDir);
    const first = await createDb({ url: '', dataDir });
    await expect(createDb({ url: '', dataDir })).rejects.toThrow(/in use by another marketplace process/);
    await first.migrate();
    await first.close();
    const again = await createDb({ url: '', dataDir });
    // The migrated schema is there: only the platform's own member, which a migration writes (0009).
    const { rows } = await again.executeSql('SELECT id FROM members');
    expect(rows).toEqual([{ id: PLATFORM_MEMBER_ID }]);
    await again.close();
    // Two opens of a file-backed PGlite and the whole migration on disk: under two Vitest workers on two busy
    // cores this took 34 s once, past the server project's 30 s.
  }, 120_000);
});
