import type { LoginAnswer } from '@schemas/members';
import { api } from '@/lib/api';
import { session } from '@/lib/session';

/** What the QR mini page's `redirect` parameter carries (spec §2): member id, token, app id and a type. */
export type ExchangePayload = { memberId: string; token: string; appId?: string; type?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fromBase64(s: string): string | null {
  try {
    const std = s.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(std + '='.repeat((4 - (std.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function fromJsonOrQuery(text: string): Record<string, unknown> | null {
  const t = text.trim();
  if (t.startsWith('{')) {
    try {
      const o: unknown = JSON.parse(t);
      return typeof o === 'object' && o !== null ? (o as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  if (t.includes('=')) return Object.fromEntries(new URLSearchParams(t.replace(/^\?/, '')));
  return null;
}

function payloadOf(o: Record<string, unknown> | null): ExchangePayload | null {
  if (!o) return null;
  const memberId = o.memberId ?? o.member_id;
  const token = o.token;
  if (typeof memberId !== 'string' || !UUID.test(memberId) || typeof token !== 'string' || token.length < 16)
    return null;
  return {
    memberId,
    token,
    ...(typeof o.appId === 'string' ? { appId: o.appId } : {}),
    ...(typeof o.type === 'string' ? { type: o.type } : {}),
  };
}

/**
 * Decodes a `redirect` value: JSON or a query string, either as they are, URI-encoded (once more) or in
 * base64/base64url. Anything else (e.g. login's `redirect=/wallet` path) is not an exchange: null.
 */
export function parseExchangeRedirect(value: string | null | undefined): ExchangePayload | null {
  if (!value) return null;
  const candidates = [value];
  try {
    const once = decodeURIComponent(value);
    if (once !== value) candidates.push(once);
  } catch {
    // not URI-encoded
  }
  for (const c of [...candidates]) {
    const b = fromBase64(c);
    if (b) candidates.push(b);
  }
  for (const c of candidates) {
    const p = payloadOf(fromJsonOrQuery(c));
    if (p) return p;
  }
  return null;
}

/** Where the parameter sits: the page query (`?redirect=`) or the hash route's query (`#/qpwallet?redirect=`). */
function locate(href: string): { where: 'search' | 'hash'; value: string } | null {
  const url = new URL(href);
  const inSearch = url.searchParams.get('redirect');
  if (inSearch && parseExchangeRedirect(inSearch)) return { where: 'search', value: inSearch };
  const q = url.hash.indexOf('?');
  if (q >= 0) {
    const inHash = new URLSearchParams(url.hash.slice(q + 1)).get('redirect');
    if (inHash && parseExchangeRedirect(inHash)) return { where: 'hash', value: inHash };
  }
  return null;
}

/** The same address without the exchange parameter. */
function withoutRedirect(href: string, where: 'search' | 'hash'): string {
  const url = new URL(href);
  if (where === 'search') {
    url.searchParams.delete('redirect');
  } else {
    const q = url.hash.indexOf('?');
    const params = new URLSearchParams(url.hash.slice(q + 1));
    params.delete('redirect');
    const rest = params.toString();
    url.hash = url.hash.slice(0, q) + (rest ? `?${rest}` : '');
  }
  return url.toString();
}

/**
 * Spec §2/§4: a link with an encoded `redirect` parameter logs in via exchangeTokenLogin, then the app starts
 * whatever the outcome. On success the new session is started on this device; the parameter (it holds a
 * token) is always removed from the address. Never throws.
 */
export async function exchangeFromUrl(): Promise<void> {
  try {
    const found = locate(window.location.href);
    if (!found) return;
    window.history.replaceState(window.history.state, '', withoutRedirect(window.location.href, found.where));
    const payload = parseExchangeRedirect(found.value)!;
    try {
      const answer = await api.post<LoginAnswer>(
        '/api/auth/exchange',
        { memberId: payload.memberId, token: payload.token },
        { tolerate401: true },
      );
      await session.start(answer.memberId, answer.token);
    } catch {
      // An invalid or expired link simply leaves the visitor as they were (spec §4: the app starts anyway).
    }
  } catch {
    // Malformed address: nothing to exchange.
  }
}
