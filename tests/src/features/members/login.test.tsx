import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '@/routes/screens/login';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { ME } from './fixtures';

const LOGIN = '/api/members/login-by-name';

async function fill(user: Awaited<ReturnType<typeof render>>['user'], name = 'alice', pw = 'Secret2026') {
  await user.type(screen.getByLabelText(/login name/i), name);
  await user.type(screen.getByLabelText(/^password/i), pw);
}

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('login screen', () => {
  it('refuses to submit until the terms are accepted', async () => {
    const calls = stubApi({ [LOGIN]: refusal(401, 401) });
    const { user } = await render(LoginScreen, { path: '/login' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const terms = screen.getByRole('checkbox');
    expect(await screen.findByText(/accept the terms and the privacy policy/i)).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveFocus();
    expect(calls).toEqual([]);

    await user.click(terms);
    expect(terms).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual([LOGIN]));
    const sent = new URLSearchParams(calls[0]!.body);
    expect(sent.get('loginName')).toBe('alice');
    expect(sent.get('password')).toBe('Secret2026');
  });

  it('marks the field the server refused (4200) and focuses it', async () => {
    stubApi({ [LOGIN]: refusal(400, 4200, [{ path: 'loginName', message: 'too_long' }]) });
    const { user } = await render(LoginScreen, { path: '/login' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const name = screen.getByLabelText(/login name/i);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Please check this field\./);
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^password/i)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('links the terms and the privacy policy', async () => {
    stubApi({});
    await render(LoginScreen, { path: '/login' });
    expect(screen.getByRole('link', { name: /terms and conditions/i })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /privacy policy/i })).toHaveAttribute('href', '/policy');
  });

  it('marks and focuses the first empty field instead of calling the server', async () => {
    const calls = stubApi({});
    const { user } = await render(LoginScreen, { path: '/login' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const name = screen.getByLabelText(/login name/i);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your login name.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the translated error for a wrong account or password, and stays logged out', async () => {
    stubApi({ [LOGIN]: refusal(401, 401, null, 'wrong_account_or_password') });
    const { user } = await render(LoginScreen, { path: '/login' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('explains 9011 (no login password) and clears the error when the user edits', async () => {
    stubApi({ [LOGIN]: refusal(400, 9011) });
    const { user } = await render(LoginScreen, { path: '/login' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.type(screen.getByLabelText(/^password/i), '{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No login password is set for this account. Please go to Settings.',
    );
    await user.type(screen.getByLabelText(/login name/i), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on success starts the session, caches the member and returns to the redirect', async () => {
    const calls = stubApi({
      [LOGIN]: okAnswer({ memberId: ME.memberId, token: 'tok-123', name: 'Alice' }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user, queryClient } = await render(LoginScreen, {
      path: '/login',
      url: `/login?redirect=${encodeURIComponent('/wallet?pf=web3')}`,
    });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/wallet?pf=web3');
    expect(session.memberId()).toBe(ME.memberId);
    expect(session.token()).toBe('tok-123');
    expect(queryClient.getQueryData(['members', 'me'])).toEqual(ME);
    // Spec §4: after login the member's saved language is read before returning.
    expect(calls.map((c) => c.path)).toEqual([LOGIN, '/api/members/detail', '/api/language']);
  });

  it('ignores a redirect to another origin and falls back to the saved route, else home', async () => {
    stubApi({
      [LOGIN]: okAnswer({ memberId: ME.memberId, token: 't', name: 'Alice' }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user } = await render(LoginScreen, {
      path: '/login',
      url: `/login?redirect=${encodeURIComponent('//evil.example/x')}`,
    });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
  });

  it('returns to the route saved before login when there is no redirect', async () => {
    stubApi({
      [LOGIN]: okAnswer({ memberId: ME.memberId, token: 't', name: 'Alice' }),
      '/api/members/detail': okAnswer(ME),
    });
    session.saveReturnRoute('/orders');
    const { user } = await render(LoginScreen, { path: '/login' });
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/orders$/);
  });
});
