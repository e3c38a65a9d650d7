// jsdom has no IndexedDB, where the session keeps its token-cookie key (src/lib/token-cipher.ts). Only this
// file loads one: elsewhere the cookie is simply not written (the session lasts for the page), which keeps
// the other UI tests free of the key store's background work.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from '@/lib/cookies';
import { session } from '@/lib/session';

const MEMBER = '11111111-1111-4111-8111-111111111111';
const TOKEN = 'a3f1c9e07b5d2468ace13579bdf02468a3f1c9e07b5d2468ace13579bdf02468';

/** The session module as a freshly loaded page sees it: nothing in memory, only the cookies. */
async function nextPage() {
  vi.resetModules();
  return (await import('@/lib/session')).session;
}

function deleteKeyStore(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase('marketplace-session');
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
  });
}

afterEach(() => session.clear());

describe('session: the token cookie is encrypted at rest (spec §3)', () => {
  it('keeps the token in memory at once and writes a cookie that is not the token', async () => {
    const started = session.start(MEMBER, TOKEN);
    // Synchronous for every signed request, before the cookie is even written.
    expect(session.token()).toBe(TOKEN);
    expect(session.isLoggedIn()).toBe(true);
    await started;

    const sealed = readCookie('token');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).not.toContain(TOKEN.slice(0, 16));
    expect(document.cookie).not.toContain(TOKEN.slice(0, 16));
    // The member id stays plain.
    expect(readCookie('memberId')).toBe(MEMBER);
    expect(session.token()).toBe(TOKEN);
  });

  it('seals each login anew (a random IV): the same token gives different cookies', async () => {
    await session.start(MEMBER, TOKEN);
    const first = readCookie('token');
    await session.start(MEMBER, TOKEN);
    expect(readCookie('token')).not.toBe(first);
  });

  it('round trip: the next page decrypts the cookie once at start-up and is logged in with the same token', async () => {
    await session.start(MEMBER, TOKEN);
    const page = await nextPage();
    await page.load();
    expect(page.isLoggedIn()).toBe(true);
    expect(page.memberId()).toBe(MEMBER);
    expect(page.token()).toBe(TOKEN);
  });

  it('a tampered token cookie means logged out, and both cookies are cleared', async () => {
    await session.start(MEMBER, TOKEN);
    const sealed = readCookie('token')!;
    const i = sealed.length - 5;
    const flipped = sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1);
    writeCookie('token', flipped, 60);

    const page = await nextPage();
    const seen = vi.fn();
    page.subscribe(seen);
    await page.load();
    expect(page.isLoggedIn()).toBe(false);
    expect(page.token()).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('memberId')).toBeNull();
    expect(seen).toHaveBeenCalled();
  });

  it('a cookie paired with another member id does not open (the member id is authenticated data)', async () => {
    await session.start(MEMBER, TOKEN);
    writeCookie('memberId', '22222222-2222-4222-8222-222222222222', 60);
    const page = await nextPage();
    await page.load();
    expect(page.isLoggedIn()).toBe(false);
    expect(page.token()).toBeNull();
  });

  it('without the device key (another browser, cleared site data) the cookie means logged out', async () => {
    await session.start(MEMBER, TOKEN);
    await deleteKeyStore();
    const page = await nextPage();
    await page.load();
    expect(page.isLoggedIn()).toBe(false);
    expect(readCookie('token')).toBeNull();
  });

  it('a plain (unencrypted) token cookie is refused', async () => {
    writeCookie('memberId', MEMBER, 60);
    writeCookie('token', TOKEN, 60);
    const page = await nextPage();
    await page.load();
    expect(page.isLoggedIn()).toBe(false);
    expect(page.token()).toBeNull();
  });

  it('a logout while the cookie is being encrypted wins: no token cookie is written afterwards', async () => {
    const started = session.start(MEMBER, TOKEN);
    session.clear();
    await started;
    expect(readCookie('token')).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('another tab logging out (its cookies gone) logs this page out too', async () => {
    await session.start(MEMBER, TOKEN);
    document.cookie = 'token=; path=/; max-age=0';
    expect(session.isLoggedIn()).toBe(false);
    expect(session.token()).toBeNull();
  });

  it('another tab logging in is picked up: its cookie is decrypted in the background', async () => {
    await session.start(MEMBER, TOKEN);
    const page = await nextPage(); // this tab, before the other one logs in
    await page.load();
    const other = 'b'.repeat(64);
    await session.start('33333333-3333-4333-8333-333333333333', other); // the other tab
    const seen = new Promise<void>((resolve) => page.subscribe(resolve));
    expect(page.isLoggedIn()).toBe(false); // not yet decrypted
    await seen;
    expect(page.isLoggedIn()).toBe(true);
    expect(page.token()).toBe(other);
  });

  it('clear() removes member id, token and the spec flags', async () => {
    await session.start(MEMBER, TOKEN);
    writeCookie('withdraw', '1');
    sessionStorage.setItem('userInfo', '{}');
    session.clear();
    expect(readCookie('memberId')).toBeNull();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('withdraw')).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
  });
});
