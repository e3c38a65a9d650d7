import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addGuestLine } from '@/features/orders/guest-cart';
import { features } from '@/lib/flags';
import { session } from '@/lib/session';
import { RootLayout } from '@/routes/root-layout';
import { stubApi } from '../../support/api-stub';
import { render } from '../../support/render';

// Which of the header's member parts were fetched: each module is replaced by a stand-in that notes its load,
// so the test sees what a visitor's page would download (the real modules have their own tests).
// A module loads once per file: the visitor's test comes first, before anything has loaded them.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('@/features/members/MemberMenu', () => {
  loaded.add('member menu');
  return { MemberMenu: () => <p>member menu</p> };
});
vi.mock('@/features/notifications/NotificationBell', () => {
  loaded.add('bell');
  return { NotificationBell: () => <p>bell</p> };
});
vi.mock('@/features/wallet/HeaderBalance', () => {
  loaded.add('balance');
  return { HeaderBalance: () => <p>balance</p> };
});
// The feature catalogs the page asked for (a visitor's login link needs none: its text is the shell's).
const catalogs = vi.hoisted(() => new Set<string>());
vi.mock('@/lib/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/i18n')>();
  return {
    ...real,
    loadCatalogs: (names: readonly string[]) => {
      for (const n of names) catalogs.add(n);
      return real.loadCatalogs(names);
    },
  };
});
vi.mock('@/features/orders/CartLink', () => {
  loaded.add('cart');
  return { CartLink: () => <p>cart</p> };
});

beforeEach(() => {
  session.clear();
  localStorage.clear();
  stubApi({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
  localStorage.clear();
});

describe("the root layout's header", () => {
  it("gives a visitor the login link and fetches none of a member's parts", async () => {
    await render(RootLayout);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect([...loaded]).toEqual([]);
    expect(catalogs).not.toContain('members');
  });

  it("shows a visitor's cart once it holds something", async () => {
    await render(RootLayout);
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByText('cart')).not.toBeInTheDocument();
    act(() => addGuestLine({ productId: 'p1', specKey: '', quantity: 1 }, 5));
    expect(await screen.findByText('cart')).toBeInTheDocument();
    expect(loaded).toContain('cart');
  });

  it("gives a member the member's menu, bell, cart and balance", async () => {
    session.start('m1', 'tok');
    await render(RootLayout);
    expect(await screen.findByText('member menu')).toBeInTheDocument();
    expect(await screen.findByText('bell')).toBeInTheDocument();
    expect(await screen.findByText('cart')).toBeInTheDocument();
    if (features.showWallet) expect(await screen.findByText('balance')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
