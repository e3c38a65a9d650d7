import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '@/features/members/ProfileMenu';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { features } from '@/lib/flags';

const ME = {
  memberId: '11111111-1111-4111-8111-111111111111',
  name: 'Alice',
  displayImage1: null,
  walletAddress: null,
  memberLite: { loginName: 'alice', email: null, mobile: null, permiTagValues: [] },
  wallets: [],
  language: null,
  memberType: 'B2C',
};

/** The network boundary: answers by path with (status, meta.code, data), records the paths. */
function stubApi(routes: Record<string, [number, number, unknown]>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0]!;
      paths.push(path);
      const [status, code, data] = routes[path] ?? [404, 404, null];
      return new Response(JSON.stringify({ meta: { code, message: 'x' }, data }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return paths;
}

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('profile menu', () => {
  it('shows a login link when logged out, without calling the server', async () => {
    const paths = stubApi({});
    await render(ProfileMenu);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(paths).toEqual([]);
  });

  it('shows the member and the spec menu items when logged in', async () => {
    stubApi({ '/api/members/detail': [200, 200, ME] });
    session.start(ME.memberId, 'tok');
    const { user } = await render(ProfileMenu);
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Get started',
      'My NFTs',
      'My wallet',
      'My member cards',
      'My profile',
      // Spec §2: "account" only when third-party login is enabled.
      ...(features.isOpenThidLogin ? ['Account'] : []),
      'Sign out',
    ]);
    expect(items.map((i) => i.getAttribute('href'))).toEqual([
      '/getstart',
      '/author?type=own',
      '/wallet',
      '/memberCard',
      '/profile',
      ...(features.isOpenThidLogin ? ['/userAccount'] : []),
      null,
    ]);
  });

  it('turns into the login link when the session has ended (401), without leaving the page', async () => {
    stubApi({ '/api/members/detail': [401, 401, null] });
    session.start(ME.memberId, 'tok');
    await render(ProfileMenu);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says there is no profile on 404', async () => {
    stubApi({ '/api/members/detail': [404, 404, null] });
    session.start(ME.memberId, 'tok');
    await render(ProfileMenu);
    expect(await screen.findByText('No profile')).toBeInTheDocument();
  });

  it('signs out: logout call, session and member data cleared, notice, then home after 1 s', async () => {
    const paths = stubApi({ '/api/members/detail': [200, 200, ME], '/api/members/logout': [200, 200, null] });
    session.start(ME.memberId, 'tok');
    const { user, queryClient } = await render(ProfileMenu, { path: '/', url: '/' });
    await screen.findByText('Alice');
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    const clicked = Date.now();
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(paths).toContain('/api/members/logout');
    expect(session.isLoggedIn()).toBe(false);
    expect(queryClient.getQueryData(['members', 'me'])).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'), { timeout: 5000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(1000);
  });

  it('still signs out locally when the logout call fails, and says so', async () => {
    stubApi({ '/api/members/detail': [200, 200, ME], '/api/members/logout': [500, 500, null] });
    session.start(ME.memberId, 'tok');
    const { user } = await render(ProfileMenu);
    await screen.findByText('Alice');
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText(/network is unstable/i)).toBeInTheDocument();
    expect(session.isLoggedIn()).toBe(false);
  });
});
