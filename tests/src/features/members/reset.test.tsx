import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgetPwd from '@/routes/screens/forgetpwd';
import ForgotPass from '@/routes/screens/forgot-pass';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';

const RESET = '/api/auth/reset-password';
afterEach(() => vi.unstubAllGlobals());

type User = Awaited<ReturnType<typeof render>>['user'];
async function fill(user: User, password = 'Fresh#Pass99', confirm = password) {
  await user.type(screen.getByLabelText(/e-mail address/i), 'alice@example.com');
  await user.type(screen.getByLabelText(/verification code/i), '123456');
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.type(screen.getByLabelText(/confirm password/i), confirm);
}

describe('reset password screen', () => {
  it('forgotPass is the same screen as forgetpwd', () => {
    expect(ForgotPass).toBe(ForgetPwd);
  });

  it('refuses a mismatched confirmation and a weak password without calling the server', async () => {
    const calls = stubApi({});
    const { user } = await render(ForgetPwd, { path: '/forgetpwd' });
    await fill(user, 'Fresh#Pass99', 'Fresh#Pass98');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/confirm password/i)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^password/i));
    await user.type(screen.getByLabelText(/^password/i), 'alllower1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    expect(calls.filter((c) => c.path === RESET)).toEqual([]);
  });

  it('shows a wrong code as text, then resets and links to login', async () => {
    stubApi({ [RESET]: refusal(400, 4301) });
    const { user } = await render(ForgetPwd, { path: '/forgetpwd' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code');

    const calls = stubApi({ [RESET]: okAnswer({ reset: true }) });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(Object.fromEntries(calls.find((c) => c.path === RESET)!.fields)).toMatchObject({
      email: 'alice@example.com',
      code: '123456',
      password: 'Fresh#Pass99',
      confirm: 'Fresh#Pass99',
    });
  });
});
