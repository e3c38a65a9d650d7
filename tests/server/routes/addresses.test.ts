import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../../../server/db/schema';
import { Code } from '../../../server/schemas/codes';
import { ADDRESS_BOOK_LIMIT, Address, AddressList } from '../../../server/schemas/delivery';
import type { TestServer } from '../../support/server';
import { orderServer, person, type Session } from './orders-fixtures';

let s: TestServer;
let me: Session;
let other: Session;

beforeAll(async () => {
  s = await orderServer();
  me = await person(s, 'Me');
  other = await person(s, 'Other');
});
afterAll(() => s.close());
beforeEach(async () => {
  await s.deps.db.delete(addresses);
});

const form = (extra: Record<string, string> = {}) => ({
  receiverName: 'Chan Tai Man',
  phone: '91234567',
  district: 'Central and Western',
  city: 'Hong Kong',
  detail: 'Flat 3A, 1 Queen’s Road Central',
  ...extra,
});
/** Saves an address a second after the last, so "newest" is well defined. */
const save = async (session: Session, extra: Record<string, string> = {}) => {
  s.clock.now = new Date(s.clock.now.getTime() + 1000);
  return s.request('POST', '/api/addresses', { session, form: form(extra) });
};
const list = async (session: Session = me) => (await s.request('GET', '/api/addresses', { session })).data;
const remove = (id: string, session: Session = me) =>
  s.request('POST', '/api/addresses/delete', { session, form: { id } });
const defaults = async (session: Session = me) =>
  (await list(session)).filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id);

describe('saveAddress', () => {
  it('saves the first address as the default and answers it', async () => {
    const res = await save(me);
    expect(res.meta.code).toBe(Code.OK);
    expect(res.data).toEqual({ id: expect.any(String), ...form(), isDefault: true });
    expect(v.is(Address, res.data)).toBe(true);
    const second = await save(me, { receiverName: 'Second' });
    expect(second.data.isDefault).toBe(false);
    expect(await defaults()).toEqual([res.data.id]);
    expect(v.is(AddressList, await list())).toBe(true);
  });

  it('makes another address the default and clears the previous one', async () => {
    const first = (await save(me)).data;
    const second = (await save(me, { isDefault: 'true' })).data;
    expect(second.isDefault).toBe(true);
    expect(await defaults()).toEqual([second.id]);
    // Editing the first into the default moves it back.
    const edited = await save(me, { id: first.id, isDefault: 'true', city: 'Kowloon' });
    expect(edited.data).toMatchObject({ id: first.id, city: 'Kowloon', isDefault: true });
    expect(await defaults()).toEqual([first.id]);
    // The list shows the default first.
    expect((await list()).map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
  });

  it('keeps the default when it is edited without the flag (the book always has one)', async () => {
    const first = (await save(me)).data;
    const edited = await save(me, { id: first.id, detail: 'Flat 9B' });
    expect(edited.data).toMatchObject({ detail: 'Flat 9B', isDefault: true });
  });

  it('keeps one default when two saves race to be it', async () => {
    await save(me);
    const answers = await Promise.all([1, 2, 3].map(() => save(me, { isDefault: 'true' })));
    expect(answers.every((a) => a.meta.code === Code.OK)).toBe(true);
    expect(await defaults()).toHaveLength(1);
  });

  it('validates the phone (6 to 15 digits) and the required fields', async () => {
    for (const phone of ['12345', '1234567890123456', '+85291234567', '9123 4567']) {
      const res = await save(me, { phone });
      expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
      expect(res.data).toEqual([{ path: 'phone', message: 'phone_format' }]);
    }
    const res = await s.request('POST', '/api/addresses', {
      session: me,
      form: { receiverName: ' ', phone: '91234567', district: 'Central', city: '' },
    });
    expect(res.meta.code).toBe(Code.VALIDATION_FAILED);
    expect(res.data.map((i: { path: string }) => i.path).sort()).toEqual(['city', 'detail', 'receiverName']);
    expect(await list()).toEqual([]);
  });

  it('stops at the address book limit', async () => {
    await s.deps.db.insert(addresses).values(
      Array.from({ length: ADDRESS_BOOK_LIMIT }, (_, i) => ({
        memberId: me.memberId,
        ...form({ detail: `Flat ${i}` }),
        isDefault: i === 0,
      })),
    );
    const res = await save(me);
    expect(res.meta).toMatchObject({ code: Code.VALIDATION_FAILED, message: 'address_book_full' });
  });

  it('needs a session', async () => {
    expect((await s.request('GET', '/api/addresses')).status).toBe(401);
    expect((await s.request('POST', '/api/addresses', { form: form() })).status).toBe(401);
  });
});

describe('deleteAddress', () => {
  it('deletes an address; deleting the default promotes the newest remaining one', async () => {
    const a = (await save(me)).data;
    const b = (await save(me)).data;
    const c = (await save(me)).data;
    expect(await defaults()).toEqual([a.id]);
    expect((await remove(b.id)).data).toEqual({ id: b.id });
    expect(await defaults()).toEqual([a.id]);
    await save(me, { receiverName: 'Newest' });
    const newest = (await list()).find((x: { receiverName: string }) => x.receiverName === 'Newest');
    expect((await remove(a.id)).meta.code).toBe(Code.OK);
    expect(await defaults()).toEqual([newest.id]);
    expect((await list()).map((x: { id: string }) => x.id).sort()).toEqual([c.id, newest.id].sort());
    await remove(newest.id);
    await remove(c.id);
    expect(await list()).toEqual([]);
    // An address of nobody (already gone) is 404.
    expect((await remove(c.id)).status).toBe(404);
  });
});

describe('nobody reads or changes another member’s addresses', () => {
  it('lists only the caller’s; editing or deleting another’s id answers 404 and changes nothing', async () => {
    const mine = (await save(me)).data;
    const theirs = (await save(other)).data;
    expect((await list(me)).map((a: { id: string }) => a.id)).toEqual([mine.id]);
    expect((await list(other)).map((a: { id: string }) => a.id)).toEqual([theirs.id]);

    const edit = await save(me, { id: theirs.id, receiverName: 'Hijack', isDefault: 'true' });
    expect(edit.status).toBe(404);
    expect(edit.meta.message).toBe('address_not_found');
    expect((await remove(theirs.id, me)).status).toBe(404);
    expect(await list(other)).toEqual([theirs]);
    // The failed edit rolled back: the caller's own default is untouched.
    expect(await defaults(me)).toEqual([mine.id]);
  });
});
