import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { members } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { seedSupportMember } from '../../../server/db/seed/support';
import { verifyPassword } from '../../../server/services/members/passwords';
import { freshDatabase } from '../../support/server';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('seedSupportMember', () => {
  it('adds the demo customer-service member with the SUPPORT tag once, with its password', async () => {
    await seedSupportMember(database.db);
    await seedSupportMember(database.db);
    const account = DEMO_ACCOUNTS.find((a) => a.role === 'support')!;
    const rows = (await database.db.select().from(members)).filter((m) => m.loginName === account.loginName);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.permiTagValues).toEqual(['SUPPORT']);
    expect(await verifyPassword(rows[0]!.passwordHash!, account.password)).toBe(true);
  });
});
