import { readCookie, removeCookie, writeCookie } from './cookies';

const MEMBER = 'memberId';
const TOKEN = 'token';
/** Client flags the spec clears on logout (§3, §4). */
const FLAGS = ['connectWallet', 'withdraw', 'headerStatus', 'userInfo'] as const;
const RETURN_ROUTE = 'returnRoute';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The member's session as the spec defines it: logged in means both member id and token are present. */
export const session = {
  memberId: () => readCookie(MEMBER),
  token: () => readCookie(TOKEN),
  isLoggedIn: () => Boolean(readCookie(MEMBER) && readCookie(TOKEN)),
  start(memberId: string, token: string, days = 30) {
    writeCookie(MEMBER, memberId, days * 1440);
    writeCookie(TOKEN, token, days * 1440);
    listeners.forEach((l) => l());
  },
  /** Clears member id, token, flags and cached user info (spec §4 Logout and 401). */
  clear() {
    removeCookie(MEMBER);
    removeCookie(TOKEN);
    for (const f of FLAGS) {
      removeCookie(f);
      sessionStorage.removeItem(f);
    }
    listeners.forEach((l) => l());
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
