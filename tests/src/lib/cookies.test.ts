import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';

// src/lib/cookies.ts: the cookies' text the shell read is kept until the browser reports a change (index.html
// empties window.__cookies on the Cookie Store API's change event); without the shell, every read asks.
type ShellWindow = { __cookies?: string | null; cookieStore?: unknown };
const w = window as unknown as ShellWindow;

afterEach(() => {
  delete w.__cookies;
  delete w.cookieStore;
  for (const name of ['kept', 'fresh']) removeCookie(name);
  vi.restoreAllMocks();
});

/** Counts reads of document.cookie from here on. */
function countReads() {
  const get = vi.spyOn(document, 'cookie', 'get');
  return () => get.mock.calls.length;
}

describe('cookie reads', () => {
  it('without the shell every read asks the browser: a write elsewhere is seen at once', () => {
    const reads = countReads();
    document.cookie = 'fresh=1; path=/';
    expect(readCookie('fresh')).toBe('1');
    document.cookie = 'fresh=2; path=/';
    expect(readCookie('fresh')).toBe('2');
    expect(reads()).toBe(2);
  });

  it('with the shell watching, reads use the kept text until it is emptied', () => {
    w.cookieStore = {};
    w.__cookies = 'kept=shell; memberId=m1';
    document.cookie = 'kept=browser; path=/';
    const reads = countReads();
    expect(readCookie('kept')).toBe('shell');
    expect(readCookie('memberId')).toBe('m1');
    expect(reads()).toBe(0);

    // The change event (another tab, a Set-Cookie) empties it: the next read asks once, then keeps that.
    w.__cookies = null;
    expect(readCookie('kept')).toBe('browser');
    expect(readCookie('kept')).toBe('browser');
    expect(reads()).toBe(1);
  });

  it('a write here is read back at once, before the browser reports it', () => {
    w.cookieStore = {};
    w.__cookies = 'kept=old';
    writeCookie('kept', 'new value', 10);
    expect(readCookie('kept')).toBe('new value');
    removeCookie('kept');
    expect(readCookie('kept')).toBeNull();
  });

  it('a browser without the Cookie Store API reads each time, even with the shell’s text', () => {
    w.__cookies = 'kept=shell';
    document.cookie = 'kept=browser; path=/';
    expect(readCookie('kept')).toBe('browser');
  });
});
