import { readCookie, removeCookie, writeCookie } from './cookies';
import { openToken, sealToken } from './token-cipher';

const MEMBER = 'memberId';
const TOKEN = 'token';
/** Client flags the spec clears on logout (§3, §4). */
const FLAGS = ['connectWallet', 'withdraw', 'headerStatus', 'userInfo'] as const;
const RETURN_ROUTE = 'returnRoute';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((l) => l());

/**
 * The session this page holds: the member id (its cookie is plain) and the token in memory, decrypted once
 * from its cookie (spec §3 "token (encrypted)"). `sealed` is the token cookie's value once written; null
 * while it is being encrypted, or for good when this browser cannot (the session then lasts for the page).
 */
type Held = { memberId: string; token: string; sealed: string | null };
let held: Held | null = null;
let resyncing = false;

/**
 * The held session while the cookies still say so. Another tab's logout removes them (logged out here
 * too); another tab's login writes new ones, which are decrypted in the background.
 */
function current(): Held | null {
  const memberId = readCookie(MEMBER);
  const sealed = readCookie(TOKEN);
  if (held && memberId === held.memberId && (held.sealed === null || sealed === held.sealed)) return held;
  if (memberId && sealed && !resyncing) {
    resyncing = true;
    void session.load().finally(() => (resyncing = false));
  }
  return null;
}

function forget() {
  held = null;
  removeCookie(MEMBER);
  removeCookie(TOKEN);
  for (const f of FLAGS) {
    removeCookie(f);
    sessionStorage.removeItem(f);
  }
}

/** The member's session as the spec defines it: logged in means both member id and token are present. */
export const session = {
  memberId: () => readCookie(MEMBER),
  /** The token, kept in memory: read synchronously by every signed request. */
  token: () => current()?.token ?? null,
  isLoggedIn: () => current() !== null,
  /**
   * Reads the session the cookies hold; the app awaits it once before it starts. A token cookie that does
   * not open here (another browser, cleared site data, a changed value) means logged out: both cookies go.
   */
  async load(): Promise<void> {
    const memberId = readCookie(MEMBER);
    const sealed = readCookie(TOKEN);
    if (!memberId || !sealed) return;
    if (held?.memberId === memberId && held.sealed === sealed) return;
    const token = await openToken(sealed, memberId);
    // A login or logout while decrypting wins over what was read.
    if (readCookie(MEMBER) !== memberId || readCookie(TOKEN) !== sealed) return;
    if (token === null) forget();
    else held = { memberId, token, sealed };
    notify();
  },
  /**
   * Logs in on this device: at once in memory (signed requests carry the token), and the token cookie,
   * encrypted, when the returned promise settles.
   */
  start(memberId: string, token: string, days = 30): Promise<void> {
    const entry: Held = { memberId, token, sealed: null };
    held = entry;
    removeCookie(TOKEN);
    writeCookie(MEMBER, memberId, days * 1440);
    notify();
    return sealToken(token, memberId).then(
      (sealed) => {
        if (held !== entry) return; // logged out, or in again, meanwhile
        writeCookie(TOKEN, sealed, days * 1440);
        entry.sealed = sealed;
      },
      () => {
        // No WebCrypto or IndexedDB here (some private modes): the session lasts while the page is open.
      },
    );
  },
  /** Clears member id, token, flags and cached user info (spec §4 Logout and 401). */
  clear() {
    forget();
    notify();
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** The route to come back to after login (spec §2). */
  saveReturnRoute(href: string) {
    sessionStorage.setItem(RETURN_ROUTE, href);
  },
  takeReturnRoute(): string | null {
    const href = sessionStorage.getItem(RETURN_ROUTE);
    sessionStorage.removeItem(RETURN_ROUTE);
    return href;
  },
};
