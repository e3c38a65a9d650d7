import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '@/features/shell/Header';
import { readCookie } from '@/lib/cookies';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

/**
 * The open Mantine menu. jsdom never finishes Mantine's open transition (the dropdown keeps display:none),
 * so menus and their items are queried including hidden elements.
 */
const openMenu = () => screen.findByRole('menu', { hidden: true });
const item = (menu: HTMLElement, name: string | RegExp) =>
  within(menu).getByRole('menuitem', { name, hidden: true });

/** Records every API call and answers each with the given code. */
const stubAll = (code = 200) => stubApi({}, code === 200 ? okAnswer(null) : refusal(code, code));

beforeEach(() => session.clear());
afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  document.cookie = 'nftLang=; path=/; max-age=0';
  document.cookie = 'nftLangChosen=; path=/; max-age=0';
  await i18n.loadAndActivate({ locale: 'en_US', messages: {} });
});

describe('Header', () => {
  it('links home, pricing and contact, and opens the Explore, Create and Help menus', async () => {
    const { user } = await render(<Header profileMenu={<span>profile slot</span>} />, { path: '/home' });
    const nav = screen.getAllByRole('navigation', { name: /main/i })[0]!;
    // The menus load right after the first paint.
    expect(await within(nav).findByRole('link', { name: /^home$/i })).toHaveAttribute('href', '/home');
    expect(within(nav).getByRole('link', { name: /pricing/i })).toHaveAttribute('href', '/pricing');
    expect(within(nav).getByRole('link', { name: /contact/i })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /marketplace home/i })).toHaveAttribute('href', '/home');
    expect(screen.getByText('profile slot')).toBeInTheDocument();

    const menus: [RegExp, [RegExp, string][]][] = [
      [
        /explore/i,
        [
          [/all nfts/i, '/explore'],
          [/collections/i, '/collections'],
          [/creators/i, '/allAuthors'],
        ],
      ],
      [
        /create/i,
        [
          [/collection/i, '/createcollect'],
          [/item/i, '/create'],
        ],
      ],
      [
        /help/i,
        [
          [/faq/i, '/faq'],
          [/tutorial/i, '/tutorial'],
        ],
      ],
    ];
    for (const [menu, items] of menus) {
      await user.click(within(nav).getByRole('button', { name: menu }));
      const list = await openMenu();
      for (const [name, href] of items) {
        expect(item(list, name)).toHaveAttribute('href', href);
      }
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    }
  });

  it('the wallet button sends a visitor to login, remembering the page', async () => {
    const { user, router } = await render(<Header />, { path: '/explore' });
    await user.click(screen.getByRole('button', { name: /^wallet$/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/explore' });
    expect(session.takeReturnRoute()).toBe('/explore');
  });

  it('the wallet button opens the wallet panel for a member', async () => {
    session.start('m1', 'tok');
    const { user, router } = await render(<Header />, { path: '/explore' });
    await user.click(screen.getByRole('button', { name: /^wallet$/i }));
    const panel = await screen.findByRole('dialog', { name: /my wallet/i });
    expect(within(panel).getByRole('link', { name: /go to my wallet/i })).toHaveAttribute('href', '/wallet');
    expect(router.state.location.pathname).toBe('/explore');
  });

  it('the language switch lists languages by their own names and applies the choice', async () => {
    const calls = stubAll();
    const { user } = await render(<Header />, { path: '/home' });
    await user.click(await screen.findByRole('button', { name: /language/i }));
    const list = await openMenu();
    for (const name of ['English', '繁體中文', '简体中文']) {
      expect(item(list, name)).toBeInTheDocument();
    }
    await user.click(item(list, '繁體中文'));
    await waitFor(() => expect(i18n.locale).toBe('zh_TW'));
    expect(readCookie('nftLang')).toBe('zh_TW');
    // Marked as chosen on this device, so a later login keeps it over the saved language.
    await waitFor(() => expect(readCookie('nftLangChosen')).toBe('zh_TW'));
    expect(calls).toHaveLength(0); // a visitor's choice is not saved to the server
  });

  it('a member’s choice is saved; a refused save shows address_set_err', async () => {
    session.start('m1', 'tok');
    const calls = stubAll(500);
    const { user } = await render(<Header />, { path: '/home' });
    await user.click(await screen.findByRole('button', { name: /language/i }));
    await user.click(item(await openMenu(), '简体中文'));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/language']));
    expect(calls[0]!.fields.get('myLocation')).toBe('zh_CN');
    // The language is already switched when the toast shows, so it reads in the chosen language.
    expect(i18n.locale).toBe('zh_CN');
    expect(await screen.findByText(i18n._('address_set_err'))).toBeInTheDocument();
    expect(i18n._('address_set_err')).not.toBe('address_set_err');
  });

  it('on a phone renders neither the desktop menus nor the search and language switch', async () => {
    // A phone's width: every max-width query matches.
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: /max-width/.test(query) });
    try {
      const { user } = await render(<Header />, { path: '/home' });
      await user.click(screen.getByRole('button', { name: /open menu/i }));
      // The drawer's navigation comes from the same module as the desktop menus: once it shows, they would too.
      const drawer = await screen.findByRole('dialog', { hidden: true });
      expect(await within(drawer).findByRole('link', { name: /^home$/i, hidden: true })).toBeInTheDocument();
      const headerNav = screen
        .getAllByRole('navigation', { name: /main/i, hidden: true })
        .find((nav) => !drawer.contains(nav))!;
      expect(within(headerNav).queryAllByRole('link', { hidden: true })).toHaveLength(0);
      expect(screen.queryByRole('button', { name: /language/i, hidden: true })).toBeNull();
      const outside = (el: HTMLElement) => !drawer.contains(el);
      expect(screen.queryAllByRole('textbox', { hidden: true }).filter(outside)).toHaveLength(0);
    } finally {
      window.matchMedia = wide;
    }
  });
});
