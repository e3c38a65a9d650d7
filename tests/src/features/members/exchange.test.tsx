import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeFromUrl, parseExchangeRedirect } from '@/features/members/exchange';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';

const MEMBER = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'presented-token-0123456789abcdef';
const json = JSON.stringify({ memberId: MEMBER, token: TOKEN, appId: 'NFTH5', type: 'mcard' });
const b64 = btoa(json);
const b64url = b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  window.history.replaceState(null, '', '/');
});

describe('parseExchangeRedirect', () => {
  it('reads JSON, URI-encoded JSON, base64, base64url and query strings', () => {
    const expected = { memberId: MEMBER, token: TOKEN, appId: 'NFTH5', type: 'mcard' };
    expect(parseExchangeRedirect(json)).toEqual(expected);
    expect(parseExchangeRedirect(encodeURIComponent(json))).toEqual(expected);
    expect(parseExchangeRedirect(b64)).toEqual(expected);
    expect(parseExchangeRedirect(b64url)).toEqual(expected);
    expect(parseExchangeRedirect(`memberId=${MEMBER}&token=${TOKEN}&appId=NFTH5&type=mcard`)).toEqual(
      expected,
    );
    expect(parseExchangeRedirect(btoa(`memberId=${MEMBER}&token=${TOKEN}`))).toEqual({
      memberId: MEMBER,
      token: TOKEN,
    });
  });

  it('is not fooled by login paths, junk or a payload without a token', () => {
    for (const v of [
      '/wallet',
      '%2Fwallet',
      'not base64!',
      '',
      btoa('{"memberId":"x"}'),
      json.replace(TOKEN, ''),
    ])
      expect(parseExchangeRedirect(v), v).toBeNull();
  });
});

describe('exchangeFromUrl', () => {
  it('exchanges the link for a new session, starts it and strips the parameter from the hash query', async () => {
    window.history.replaceState(
      null,
      '',
      `/?x=1#/qpwallet?lang=en_US&redirect=${encodeURIComponent(b64)}&mcId=COM`,
    );
    const calls = stubApi({
      '/api/auth/exchange': okAnswer({ memberId: MEMBER, token: 'new-token', name: 'Q' }),
    });
    await exchangeFromUrl();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/api/auth/exchange');
    const body = new URLSearchParams(calls[0]!.body);
    expect([body.get('memberId'), body.get('token')]).toEqual([MEMBER, TOKEN]);
    expect(session.memberId()).toBe(MEMBER);
    expect(session.token()).toBe('new-token');
    expect(window.location.hash).toBe('#/qpwallet?lang=en_US&mcId=COM');
    expect(window.location.search).toBe('?x=1');
  });

  it('reads the page query too; an invalid link leaves the visitor logged out, strips it and does not throw', async () => {
    window.history.replaceState(null, '', `/?redirect=${encodeURIComponent(json)}#/home`);
    stubApi({ '/api/auth/exchange': refusal(401, 401) });
    await expect(exchangeFromUrl()).resolves.toBeUndefined();
    expect(session.isLoggedIn()).toBe(false);
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/home');
  });

  it('does nothing for a login redirect path or a network failure', async () => {
    window.history.replaceState(null, '', '/#/login?redirect=%2Fwallet');
    const calls = stubApi({ '/api/auth/exchange': okAnswer(null) });
    await exchangeFromUrl();
    expect(calls).toEqual([]);
    expect(window.location.hash).toBe('#/login?redirect=%2Fwallet');

    window.history.replaceState(null, '', `/#/home?redirect=${b64url}`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(exchangeFromUrl()).resolves.toBeUndefined();
    expect(session.isLoggedIn()).toBe(false);
  });
});
