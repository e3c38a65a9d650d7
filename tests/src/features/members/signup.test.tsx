import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignupScreen from '@/routes/screens/signup';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { ME } from './fixtures';

const SIGNUP = '/api/auth/signup';
const BY_NAME = '/api/auth/signup-by-name';

beforeEach(() => session.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

const rule = (name: string) => document.querySelector(`[data-rule="${name}"]`)!;

type User = Awaited<ReturnType<typeof render>>['user'];
/** Fills a field as a paste (one input event): typing key by key is what the live-rules test checks. */
async function enter(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function fillEmailSignup(user: User, password = 'Secret2026', confirm = password) {
  await enter(user, screen.getByLabelText(/e-mail address/i), 'new@example.com');
  await enter(user, screen.getByLabelText(/verification code/i), '123456');
  await enter(user, screen.getByLabelText(/^password/i), password);
  await enter(user, screen.getByLabelText(/confirm password/i), confirm);
}

describe('sign-up screen', () => {
  it('checks the password rules live as the user types', async () => {
    stubApi({});
    const { user } = await render(SignupScreen, { path: '/signup' });
    for (const r of ['length', 'upper', 'lower', 'digit'])
      expect(rule(r)).toHaveAttribute('data-met', 'false');
    expect(
      within(screen.getByRole('list', { name: /rules for the password/i })).getAllByText('(not met)'),
    ).toHaveLength(4);

    const pw = screen.getByLabelText(/^password/i);
    await user.type(pw, 'abc');
    expect(rule('lower')).toHaveAttribute('data-met', 'true');
    expect(rule('upper')).toHaveAttribute('data-met', 'false');
    expect(rule('length')).toHaveAttribute('data-met', 'false');
    await user.type(pw, 'DEF12');
    for (const r of ['length', 'upper', 'lower', 'digit'])
      expect(rule(r)).toHaveAttribute('data-met', 'true');
    // A space breaks the character rule, which then shows.
    expect(document.querySelector('[data-rule="charset"]')).toBeNull();
    await user.type(pw, ' ');
    expect(rule('charset')).toHaveAttribute('data-met', 'false');
  });

  it('refuses a weak password and a mismatched confirmation without calling the server', async () => {
    const calls = stubApi({});
    const { user } = await render(SignupScreen, { path: '/signup' });
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await fillEmailSignup(user, 'Secret2026', 'Secret2027');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const confirm = screen.getByLabelText(/confirm password/i);
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(confirm).toHaveFocus());

    await user.clear(screen.getByLabelText(/^password/i));
    await enter(user, screen.getByLabelText(/^password/i), 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path.startsWith('/api/auth'))).toEqual([]);
  });

  it('signs up by e-mail with the extras, starts the session and goes to the redirect', async () => {
    const calls = stubApi({
      [SIGNUP]: okAnswer({ memberId: ME.memberId, token: 'tok-new', name: 'Alice' }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user } = await render(SignupScreen, {
      path: '/signup',
      url: `/signup?redirect=${encodeURIComponent('/orders')}`,
    });
    await fillEmailSignup(user);
    await user.type(screen.getByLabelText(/english first name/i), 'Alice');
    await user.click(screen.getByRole('checkbox', { name: /newsletter/i }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/orders$/);
    expect(session.token()).toBe('tok-new');
    const sent = calls.find((c) => c.path === SIGNUP)!.fields;
    expect(Object.fromEntries(sent)).toMatchObject({
      method: 'email',
      email: 'new@example.com',
      code: '123456',
      password: 'Secret2026',
      confirm: 'Secret2026',
      englishFirstName: 'Alice',
      optInMarketing: 'false',
      optInNewsletter: 'true',
      termsAccepted: 'true',
    });
  });

  it('an already registered e-mail shows a message with a link to login', async () => {
    stubApi({ [SIGNUP]: refusal(409, 4304) });
    const { user } = await render(SignupScreen, { path: '/signup' });
    await fillEmailSignup(user);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('already registered');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('shows the server age check on the birthday field, and wrong codes as text', async () => {
    stubApi({ [SIGNUP]: refusal(400, 4200, [{ path: 'birthday', message: 'age_out_of_range' }]) });
    const { user } = await render(SignupScreen, { path: '/signup' });
    await fillEmailSignup(user);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText(/birthday/i)).toHaveAttribute('aria-invalid', 'true'));

    stubApi({ [SIGNUP]: refusal(400, 4301) });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code');
  });

  it('refuses an under-age birthday in the form', async () => {
    const calls = stubApi({});
    const { user } = await render(SignupScreen, { path: '/signup' });
    await fillEmailSignup(user);
    const d = new Date();
    d.setFullYear(d.getFullYear() - 17);
    await user.type(screen.getByLabelText(/birthday/i), d.toISOString().slice(0, 10));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findAllByText('Members must be between 18 and 99 years old.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/birthday/i)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path.startsWith('/api/auth'))).toEqual([]);
  });

  it('signs up by login name without a code', async () => {
    const calls = stubApi({
      [BY_NAME]: okAnswer({ memberId: ME.memberId, token: 't', name: 'neo' }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user } = await render(SignupScreen, { path: '/signup' });
    await user.click(screen.getByRole('tab', { name: 'Login name' }));
    expect(screen.queryByLabelText(/verification code/i)).toBeNull();
    await user.type(screen.getByLabelText(/choose a login name/i), 'neo.1');
    await user.type(screen.getByLabelText(/^password/i), 'Secret2026');
    await user.type(screen.getByLabelText(/confirm password/i), 'Secret2026');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/home$/);
    expect(calls.find((c) => c.path === BY_NAME)!.fields.get('loginName')).toBe('neo.1');
  });
});
