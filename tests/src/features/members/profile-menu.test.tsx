import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The header's profile slot as the app composes it: the login link, or the member's menu (MemberMenu).
import { ProfileSlot } from '@/routes/layout-parts';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { features } from '@/lib/flags';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { ME } from './fixtures';

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

// jsdom may not finish Mantine's open transition (the dropdown can keep display:none), so menu items are
// queried including hidden ones, as in the header test.
describe('profile menu', () => {
  it('shows a login link when logged out, without calling the server', async () => {
    const calls = stubApi({});
    await render(ProfileSlot);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('shows the member and the spec menu items when logged in', async () => {
    stubApi({ '/api/members/detail': okAnswer(ME) });
    session.start(ME.memberId, 'tok');
    const { user } = await render(ProfileSlot);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    // The button's name holds the name it shows (WCAG 2.5.3 label in name).
    await user.click(screen.getByRole('button', { name: 'Profile menu Alice' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual([
      'Get started',
      'My NFTs',
      'My wallet',
      // The member's orders (customer service also gets "Customer service" by its SUPPORT tag).
      'My orders',
      // Our own e-coupons page while no external coupon site is configured (VITE_COUPON_SITE_URL).
      'My e-coupons',
      'My member cards',
      'My tickets',
      'My profile',
      // Spec §2: "account" only when third-party login is enabled.
      ...(features.isOpenThidLogin ? ['Account'] : []),
      'Sign out',
    ]);
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/getstart',
      '/author?type=own',
      '/wallet',
      '/orders',
      '/myCoupons',
      '/memberCard',
      '/myTickets',
      '/profile',
      ...(features.isOpenThidLogin ? ['/userAccount'] : []),
      null,
    ]);
  });

  it('adds the coupon entry for a COUPON merchant (a B2B account), the e-shop for PMS, and the operator pages for ADMIN (spec §6)', async () => {
    const admin = { ...ME, memberType: 'B2B', memberLite: { ...ME.memberLite, permiTagValues: ['ADMIN'] } };
    const calls = stubApi({
      '/api/members/detail': okAnswer(admin),
      '/api/merchants/detail': (call) =>
        call.fields.get('type') === 'COUPON' ? okAnswer({ mcId: 'M1', type: 'COUPON' }) : refusal(404, 404),
    });
    session.start(ME.memberId, 'tok');
    const { user } = await render(ProfileSlot);
    await screen.findByText('Alice');
    await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
    await waitFor(async () => {
      const names = (await screen.findAllByRole('menuitem', { hidden: true })).map((i) => i.textContent);
      expect(names).toEqual(
        expect.arrayContaining(['Issue e-coupons', 'Merchant plan', 'Merchant applications', 'Super admin']),
      );
      expect(names).not.toContain('E-shop orders');
    });
    // Fetched once per type with noMcId (spec §7), the 404 kept as an empty result.
    const detail = calls.filter((c) => c.path === '/api/merchants/detail');
    expect(detail.map((c) => [c.fields.get('type'), c.fields.get('noMcId')]).sort()).toEqual([
      ['COUPON', 'true'],
      ['PMS', 'true'],
    ]);
  });

  it('turns into the login link when the session has ended (401), without leaving the page', async () => {
    stubApi({ '/api/members/detail': refusal(401, 401) });
    session.start(ME.memberId, 'tok');
    await render(ProfileSlot);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says there is no profile on 404', async () => {
    stubApi({ '/api/members/detail': refusal(404, 404) });
    session.start(ME.memberId, 'tok');
    await render(ProfileSlot);
    expect(await screen.findByText('No profile')).toBeInTheDocument();
  });

  it('signs out: logout call, session and member data cleared, notice, then home after 1 s', async () => {
    // What the app held when the logout call went out: no session any more (no read can start with the
    // token the server is ending), yet the call itself carries that member's credentials.
    let atLogout: { loggedIn: boolean; headers: Record<string, string> } | undefined;
    const calls = stubApi({
      '/api/members/detail': okAnswer(ME),
      '/api/members/logout': (call) => {
        atLogout = { loggedIn: session.isLoggedIn(), headers: call.headers };
        return okAnswer(null);
      },
    });
    session.start(ME.memberId, 'tok');
    const { user, queryClient } = await render(ProfileSlot, { path: '/', url: '/' });
    await screen.findByText('Alice');
    await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
    const clicked = Date.now();
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/members/logout');
    expect(atLogout?.loggedIn).toBe(false);
    expect(atLogout?.headers).toMatchObject({ 'X-Member-Id': ME.memberId, 'X-Token': 'tok' });
    expect(session.isLoggedIn()).toBe(false);
    expect(queryClient.getQueryData(['members', 'me'])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'), { timeout: 5000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
  });

  it('still signs out locally when the logout call fails, and says so', async () => {
    stubApi({ '/api/members/detail': okAnswer(ME), '/api/members/logout': refusal(500, 500) });
    session.start(ME.memberId, 'tok');
    const { user } = await render(ProfileSlot);
    await screen.findByText('Alice');
    await user.click(screen.getByRole('button', { name: /^Profile menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    expect(await screen.findByText(/network is unstable/i)).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
  });
});
