/** Minimal cookie access for the spec's client-side keys (§3: member id, token, language, flags). */
export function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/** `minutes` is the lifetime; omitted means a session cookie. */
export function writeCookie(name: string, value: string, minutes?: number) {
  const expiry = minutes === undefined ? '' : `; max-age=${Math.round(minutes * 60)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Strict${expiry}`;
}

export function removeCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Strict`;
}
