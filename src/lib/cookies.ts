/**
 * The cookies' text as index.html's shell read it, kept until the browser reports a change. Each read of
 * `document.cookie` is a synchronous call to the browser's network service, which answers slowly while it
 * loads the page's files (6–24 ms a read on a first screen, which read it about forty times: the session is
 * checked on every render that asks whether someone is logged in). The shell reads it once, keeps the text
 * in `window.__cookies` and empties it on the Cookie Store API's change event (another tab's login or logout,
 * a response's Set-Cookie, a write here). Without that API, or without the shell (tests), every read asks.
 */
type ShellWindow = { __cookies?: string | null; cookieStore?: unknown };

function kept(): ShellWindow | null {
  const w = window as unknown as ShellWindow;
  return w.cookieStore && '__cookies' in w ? w : null;
}

function cookieText(): string {
  const w = kept();
  if (!w) return document.cookie;
  return (w.__cookies ??= document.cookie);
}

function setCookie(text: string) {
  document.cookie = text;
  // The change event comes later: the next read must see this write.
  const w = kept();
  if (w) w.__cookies = null;
}

/** Minimal cookie access for the spec's client-side keys (§3: member id, token, language, flags). */
export function readCookie(name: string): string | null {
  const hit = cookieText()
    .split('; ')
    .find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/** `minutes` is the lifetime; omitted means a session cookie. */
export function writeCookie(name: string, value: string, minutes?: number) {
  const expiry = minutes === undefined ? '' : `; max-age=${Math.round(minutes * 60)}`;
  setCookie(`${name}=${encodeURIComponent(value)}; path=/; SameSite=Strict${expiry}`);
}

export function removeCookie(name: string) {
  setCookie(`${name}=; path=/; max-age=0; SameSite=Strict`);
}
