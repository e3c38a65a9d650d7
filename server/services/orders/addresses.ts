import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { fail } from '../../http/errors';
import { ADDRESS_BOOK_LIMIT, type Address, type AddressForm } from '../../schemas/delivery';

type Deps = { db: Db; now: () => Date };

const fields = {
  id: addresses.id,
  receiverName: addresses.receiverName,
  phone: addresses.phone,
  district: addresses.district,
  city: addresses.city,
  detail: addresses.detail,
  isDefault: addresses.isDefault,
};

/**
 * Serialises one member's address-book writes (PostgreSQL and PGlite alike), so "one default" holds across
 * concurrent saves: the partial unique index addresses_default_idx would otherwise refuse the loser.
 */
async function lockBook(tx: Db, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('addresses'), hashtext(${memberId}))`);
}

/** The caller's addresses (spec §3 Address), the default first, then the newest. */
export async function listAddresses(db: Db, memberId: string): Promise<Address[]> {
  return db
    .select(fields)
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/**
 * Adds or edits one of the caller's addresses (another member's id answers 404). The book always has one
 * default while it has addresses: the first one becomes it, and making another the default clears the
 * previous one in the same transaction; unticking the current default keeps it (nothing would replace it).
 */
export async function saveAddress(deps: Deps, memberId: string, form: AddressForm): Promise<Address> {
  const { id, receiverName, phone, district, city, detail } = form;
  const values = { receiverName, phone, district, city, detail };
  return deps.db.transaction(async (tx) => {
    await lockBook(tx, memberId);
    const [book] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.memberId, memberId));
    const size = book?.n ?? 0;
    if (!id && size >= ADDRESS_BOOK_LIMIT) {
      fail('VALIDATION_FAILED', 'address_book_full', [{ path: 'id', message: 'address_book_full' }]);
    }
    const makeDefault = form.isDefault || (!id && size === 0);
    if (makeDefault) {
      const others = and(eq(addresses.memberId, memberId), eq(addresses.isDefault, true));
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(id ? and(others, ne(addresses.id, id)) : others);
    }
    const [row] = id
      ? await tx
          .update(addresses)
          .set({ ...values, ...(makeDefault ? { isDefault: true } : {}) })
          .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
          .returning(fields)
      : await tx
          .insert(addresses)
          .values({ ...values, memberId, isDefault: makeDefault, createdAt: deps.now() })
          .returning(fields);
    if (!row) fail('NOT_FOUND', 'address_not_found');
    return row;
  });
}

/** Deletes one of the caller's addresses; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(db: Db, memberId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockBook(tx, memberId);
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
      .returning({ isDefault: addresses.isDefault });
    if (!gone) fail('NOT_FOUND', 'address_not_found');
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.memberId, memberId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
    return { id };
  });
}
