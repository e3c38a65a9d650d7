import { ApiError } from '@/lib/api-error';
import { Code } from '@schemas/codes';

/** A line a visitor put in the cart before signing in: the item, the spec choice (canonical key), how many. */
export type GuestLine = { productId: string; specKey: string; quantity: number };

const KEY = 'guest-cart.v1';
const listeners = new Set<() => void>();
let cached: GuestLine[] | null = null;

const valid = (l: unknown): l is GuestLine =>
  typeof l === 'object' &&
  l !== null &&
  typeof (l as GuestLine).productId === 'string' &&
  typeof (l as GuestLine).specKey === 'string' &&
  Number.isInteger((l as GuestLine).quantity) &&
  (l as GuestLine).quantity > 0;

/** The visitor's lines, kept in this browser (localStorage) so that a reload or the login keeps them. */
export function guestLines(): GuestLine[] {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cached = Array.isArray(parsed) ? parsed.filter(valid) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function save(lines: GuestLine[]) {
  cached = lines;
  try {
    if (lines.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Private mode or a full storage: the lines stay for this page's life.
  }
  for (const l of listeners) l();
}

/** Subscribes to changes of the visitor's lines (for useSyncExternalStore). */
export function subscribeGuestCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds `quantity` to the visitor's line of this item and spec choice, never above `stock`. */
export function addGuestLine(line: GuestLine, stock: number) {
  const lines = guestLines();
  const at = lines.findIndex((l) => l.productId === line.productId && l.specKey === line.specKey);
  const before = at >= 0 ? lines[at]!.quantity : 0;
  const quantity = Math.min(stock, before + line.quantity);
  const next = lines.filter((_, i) => i !== at);
  save([{ ...line, quantity }, ...next]);
}

type AddLine = (
  productId: string,
  quantity: number,
  specKey: string,
  mode: 'add' | 'set',
) => Promise<unknown>;

/**
 * Moves the visitor's lines into the member's cart, adding to what it already holds. A line whose stock shrank
 * meanwhile goes in with what is left; a line the server refuses for good (off sale, the member's own item) is
 * dropped.
 */
export async function flushGuestLines(add: AddLine) {
  const lines = guestLines();
  if (lines.length === 0) return;
  // Cleared first: a second login event while this runs must not add the same lines again.
  save([]);
  for (const l of [...lines].reverse()) {
    try {
      await add(l.productId, l.quantity, l.specKey, 'add');
    } catch (err) {
      const data = err instanceof ApiError ? (err.data as { stock?: number } | null) : null;
      if (err instanceof ApiError && err.code === Code.OUT_OF_STOCK && data?.stock) {
        await add(l.productId, data.stock, l.specKey, 'set').catch(() => undefined);
      }
    }
  }
}

let moving: Promise<void> = Promise.resolve();

/** The move-in the last login started (settled when there was none): the cart's read waits for it. */
export const guestLinesMoved = (): Promise<void> => moving;

/**
 * Starts the move-in at each login, in this tab or another, so the cart survives the login.
 * Called once at start-up with the session; the move-in starts in the login's own notification, before any
 * screen reads the cart, so the first read already holds the lines. A session already open at start-up counts
 * as a login (lines put in while another tab was signed out).
 */
export function moveGuestLinesOnLogin(
  source: { isLoggedIn(): boolean; subscribe(listener: () => void): unknown },
  add: AddLine,
): void {
  let was = false;
  const check = () => {
    const now = source.isLoggedIn();
    if (now && !was && guestLines().length > 0) moving = flushGuestLines(add).catch(() => undefined);
    was = now;
  };
  source.subscribe(check);
  check();
}
