import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '@/routes/screens/login';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { ME } from './fixtures';

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

type User = Awaited<ReturnType<typeof render>>['user'];
const accept = (user: User) => user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
const logIn = (user: User) => user.click(screen.getByRole('button', { name: 'Log in' }));

describe('login methods', () => {
  it('logs in by e-mail and password through /api/auth/login and returns to the redirect', async () => {
    const calls = stubApi({
      '/api/auth/login': okAnswer({ memberId: ME.memberId, token: 'tok-e', name: 'Alice' }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user } = await render(LoginScreen, { path: '/login', url: '/login?redirect=%2Forders' });
    await user.click(screen.getByRole('tab', { name: 'E-mail and password' }));
    await user.type(screen.getByLabelText(/e-mail address/i), 'alice@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Secret2026');
    await accept(user);
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/orders$/);
    expect(session.token()).toBe('tok-e');
    const sent = calls.find((c) => c.path === '/api/auth/login')!.fields;
    expect(sent.get('email')).toBe('alice@example.com');
    expect(sent.get('password')).toBe('Secret2026');
  });

  it('a 4200 marks the refused field of the open method: e-mail, then SMS code', async () => {
    stubApi({
      '/api/auth/login': refusal(400, 4200, [{ path: 'email', message: 'email' }]),
      '/api/auth/quick-login': refusal(400, 4200, [{ path: 'code', message: 'code' }]),
    });
    const { user } = await render(LoginScreen, { path: '/login' });
    await user.click(screen.getByRole('tab', { name: 'E-mail and password' }));
    await user.type(screen.getByLabelText(/e-mail address/i), 'alice@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Secret2026');
    await accept(user);
    await logIn(user);
    const email = screen.getByLabelText(/e-mail address/i);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/Please enter a valid e-mail address\./);
    expect(email).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    await user.type(screen.getByLabelText(/mobile number/i), '91234567');
    await user.type(screen.getByLabelText(/verification code/i), '123456');
    await logIn(user);
    const code = screen.getByLabelText(/verification code/i);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/Please enter the 6-digit code\./);
    expect(screen.getByLabelText(/mobile number/i)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('9011 explains the missing password and links to the login settings', async () => {
    stubApi({ '/api/auth/login': refusal(400, 9011) });
    const { user } = await render(LoginScreen, { path: '/login' });
    await user.click(screen.getByRole('tab', { name: 'E-mail and password' }));
    await user.type(screen.getByLabelText(/e-mail address/i), 'alice@example.com');
    await user.type(screen.getByLabelText(/^password/i), 'Secret2026');
    await accept(user);
    await logIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No login password is set for this account. Please go to Settings.');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/userAccount');
  });

  it('by e-mail code: a wrong code and an unknown account have their own texts', async () => {
    stubApi({ '/api/auth/quick-email-login': refusal(400, 4301) });
    const { user } = await render(LoginScreen, { path: '/login' });
    await user.click(screen.getByRole('tab', { name: 'E-mail code' }));
    await user.type(screen.getByLabelText(/e-mail address/i), 'alice@example.com');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await user.type(screen.getByLabelText(/verification code/i), '123456');
    await accept(user);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code');

    const calls = stubApi({ '/api/auth/quick-email-login': refusal(404, 404) });
    await logIn(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This account is unavailable.'));
    const sent = calls.find((c) => c.path === '/api/auth/quick-email-login')!.fields;
    expect(sent.get('code')).toBe('123456');
  });

  it('by SMS code: area code +852/+86, the mobile is checked per area code', async () => {
    const calls = stubApi({
      '/api/auth/quick-login': okAnswer({ memberId: ME.memberId, token: 'tok-s', name: 'Alice' }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user } = await render(LoginScreen, { path: '/login' });
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    const area = screen.getByRole('combobox', { name: /area code/i });
    expect(
      within(area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+852', '+86']);
    await user.selectOptions(area, '+86');
    await user.type(screen.getByLabelText(/mobile number/i), '91234567');
    await user.type(screen.getByLabelText(/verification code/i), '123456');
    await accept(user);
    await logIn(user);
    expect(
      await screen.findByText('Please enter a valid mobile number for the area code.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/auth/quick-login')).toEqual([]);

    await user.clear(screen.getByLabelText(/mobile number/i));
    await user.type(screen.getByLabelText(/mobile number/i), '13812345678');
    await logIn(user);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
    const sent = calls.find((c) => c.path === '/api/auth/quick-login')!.fields;
    expect(Object.fromEntries(sent)).toMatchObject({
      areaCode: '+86',
      mobile: '13812345678',
      code: '123456',
    });
  });

  it('links to the password reset and to sign-up, carrying the redirect', async () => {
    stubApi({});
    await render(LoginScreen, { path: '/login', url: '/login?redirect=%2Fwallet' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgetpwd');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fwallet',
    );
  });
});
