import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@schemas/codes';
import {
  addGuestLine,
  flushGuestLines,
  guestLines,
  guestLinesMoved,
  moveGuestLinesOnLogin,
} from '@/features/orders/guest-cart';
import { ApiError } from '@/lib/api-error';

const A = { productId: 'a', specKey: '', quantity: 2 };
const B = { productId: 'b', specKey: 'color=red', quantity: 1 };

/** A session stand-in: logged in or not, telling its listeners on each change as the real one does. */
function fakeSession(loggedIn = false) {
  const listeners = new Set<() => void>();
  return {
    isLoggedIn: () => loggedIn,
    subscribe: (l: () => void) => listeners.add(l),
    set(next: boolean) {
      loggedIn = next;
      listeners.forEach((l) => l());
    },
  };
}

beforeEach(async () => {
  // The module keeps the lines in memory beside localStorage: empty both.
  await flushGuestLines(async () => undefined);
  localStorage.clear();
});

describe('guest cart', () => {
  it('adds to a line and never above the stock, and keeps the lines in localStorage', () => {
    addGuestLine(A, 5);
    addGuestLine({ ...A, quantity: 4 }, 5);
    addGuestLine(B, 5);
    expect(guestLines()).toEqual([B, { ...A, quantity: 5 }]);
    expect(JSON.parse(localStorage.getItem('guest-cart.v1')!)).toHaveLength(2);
  });

  it('moves the lines into the member cart at login, once, and the cart read waits for it', async () => {
    addGuestLine(A, 9);
    addGuestLine(B, 9);
    const s = fakeSession();
    let release!: () => void;
    const add = vi.fn(() => new Promise<void>((r) => (release = r)));
    moveGuestLinesOnLogin(s, add);
    expect(add).not.toHaveBeenCalled();

    s.set(true);
    s.set(true); // another notification while logged in: no second move-in
    let read = false;
    const cartRead = guestLinesMoved().then(() => (read = true));
    expect(guestLines()).toEqual([]);
    release();
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(2));
    release();
    await cartRead;
    expect(read).toBe(true);
    expect(add.mock.calls).toEqual([
      ['a', 2, '', 'add'],
      ['b', 1, 'color=red', 'add'],
    ]);
  });

  it('counts a session open at start-up as a login', async () => {
    addGuestLine(A, 9);
    const add = vi.fn(async () => undefined);
    moveGuestLinesOnLogin(fakeSession(true), add);
    await guestLinesMoved();
    expect(add).toHaveBeenCalledWith('a', 2, '', 'add');
  });

  it('puts in what is left of a line whose stock shrank, and drops a line refused for good', async () => {
    addGuestLine(A, 9);
    addGuestLine(B, 9);
    const add = vi.fn(async (productId: string, quantity: number, _spec: string, mode: string) => {
      if (productId === 'a' && mode === 'add') throw new ApiError(Code.OUT_OF_STOCK, 'out', { stock: 1 });
      if (productId === 'b') throw new ApiError(1050, 'own item');
      return quantity;
    });
    await flushGuestLines(add);
    expect(add).toHaveBeenCalledWith('a', 1, '', 'set');
    expect(guestLines()).toEqual([]);
  });
});
