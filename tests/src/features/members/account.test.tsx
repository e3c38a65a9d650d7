import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginSettings } from '@/features/members/account/LoginSettings';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';

const settings = (hasPassword: boolean) => ({
  loginName: 'alice',
  email: 'alice@x.local',
  mobile: null,
  hasPassword,
  googleBound: false,
});

const SETTINGS = '/api/account/settings';
const PASSWORD = '/api/account/password';

beforeEach(() => session.start('11111111-1111-4111-8111-111111111111', 'tok'));
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

describe('login settings: password state (spec §4 unset or set)', () => {
  it('a field the server refuses (4200) is marked on the form, not only named by its code', async () => {
    stubApi({
      [SETTINGS]: okAnswer(settings(false)),
      [PASSWORD]: refusal(400, 4200, [{ path: 'password', message: 'password_rule' }]),
    });
    const { user } = await render(<LoginSettings open="password" />);
    const submit = await screen.findByRole('button', { name: 'Set password' });
    await user.type(screen.getByLabelText(/^new password/i), 'Secret2026pw');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Secret2026pw');
    await user.click(submit);
    // The field itself says it, and its input is described by that error.
    const error = await screen.findByText('Please check this field.');
    expect(screen.getByLabelText(/^new password/i).getAttribute('aria-describedby')).toContain(error.id);
  });

  it('with no password set, offers "Set password" without a current-password field, and sets it', async () => {
    const calls = stubApi({ [SETTINGS]: okAnswer(settings(false)), [PASSWORD]: okAnswer(settings(true)) });
    const { user } = await render(<LoginSettings open="password" />);
    const submit = await screen.findByRole('button', { name: 'Set password' });
    expect(screen.queryByLabelText(/current password/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/^new password/i), 'Short1a');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Short1a');
    await user.click(submit);
    expect(await screen.findByText('8 to 20 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === PASSWORD)).toEqual([]);

    await user.clear(screen.getByLabelText(/^new password/i));
    await user.clear(screen.getByLabelText(/confirm new password/i));
    await user.type(screen.getByLabelText(/^new password/i), 'Secret2026pw');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Secret2026pw');
    await user.click(submit);
    await waitFor(() => expect(calls.some((c) => c.path === PASSWORD)).toBe(true));
    const body = new URLSearchParams(calls.find((c) => c.path === PASSWORD)!.body);
    expect(body.get('password')).toBe('Secret2026pw');
    expect(body.has('oldPassword')).toBe(false);
    // The answer says a password is now set: the section turns into "Change password".
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/current password/i)).toBeInTheDocument();
  });

  it('with a password set, offers "Change password" with the current one; a wrong one shows why', async () => {
    const calls = stubApi({ [SETTINGS]: okAnswer(settings(true)), [PASSWORD]: refusal(401, 401) });
    const { user } = await render(<LoginSettings open="password" />);
    const submit = await screen.findByRole('button', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/current password/i), 'Wrong2026pw');
    await user.type(screen.getByLabelText(/^new password/i), 'Another2026pw');
    await user.type(screen.getByLabelText(/confirm new password/i), 'Another2026pw');
    await user.click(submit);
    expect(await screen.findByText('The current password is wrong.')).toBeVisible();
    expect(new URLSearchParams(calls.find((c) => c.path === PASSWORD)!.body).get('oldPassword')).toBe(
      'Wrong2026pw',
    );
    // A wrong current password is not an ended session: the member stays logged in.
    expect(session.isLoggedIn()).toBe(true);
  });

  it('opens the e-mail section for ?type=email and names a replacement when one is bound', async () => {
    stubApi({ [SETTINGS]: okAnswer(settings(false)) });
    await render(<LoginSettings open="email" />);
    expect(await screen.findByText('Current e-mail: alice@x.local')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Replace e-mail' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /^Mobile\b/ })).getByText('Not bound'),
    ).toBeInTheDocument();
  });

  it('shows the refusal with its code when the settings cannot be loaded, and retries', async () => {
    const calls = stubApi({ [SETTINGS]: [refusal(500, 1005), okAnswer(settings(false))] });
    const { user } = await render(<LoginSettings open="password" />);
    expect(await screen.findByText(/\[1005\]/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('button', { name: 'Set password' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === SETTINGS)).toHaveLength(2);
  });
});
