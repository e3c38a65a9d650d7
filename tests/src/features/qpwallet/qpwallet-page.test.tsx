import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import QpWalletScreen from '@/routes/screens/qpwallet';
import { session } from '@/lib/session';
import { okAnswer, refusal, stubApi as stubAll } from '../../../support/api-stub';
import { render } from '../../../support/render';
import { ADDR, COMPLETED, EFORM, TARGET } from '../../../support/eform-fixtures';

const MEMBER = '11111111-1111-4111-8111-111111111111';
const svg = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`;
const CAPTCHAS = [
  okAnswer({ captchaId: 'cap-1', svg: svg(1) }),
  okAnswer({ captchaId: 'cap-2', svg: svg(2) }),
];
const ME = {
  memberId: MEMBER,
  name: 'Alice',
  displayImage1: null,
  walletAddress: null,
  memberLite: { loginName: 'alice', email: 'alice@example.com', mobile: null, permiTagValues: [] },
  wallets: [],
  language: null,
  memberType: 'B2C',
};

/** The API as the page meets it: the QR code joins SHOP1 and its card unless a test says otherwise. */
const stubApi = (routes: Parameters<typeof stubAll>[0]) =>
  stubAll({ '/api/eforms/target': okAnswer(TARGET), ...routes });

const open = (search = 'type=mcard&mcId=SHOP1') =>
  render(QpWalletScreen, { path: '/qpwallet', url: `/qpwallet?${search}` });
type User = Awaited<ReturnType<typeof open>>['user'];

async function fillAndConfirm(user: User, email = 'visitor@example.com') {
  await user.type(await screen.findByLabelText(/e-mail address/i), email);
  await screen.findByRole('img', { name: 'Picture code' });
  await user.type(screen.getByRole('textbox', { name: /picture code/i }), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Do you want to submit this data?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

beforeEach(() => {
  session.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('QR mini page', () => {
  it('a visitor confirms the e-form, sees the next-step prompt, registers and sees the new wallet', async () => {
    const calls = stubApi({
      '/api/captcha': CAPTCHAS,
      '/api/eforms': okAnswer(EFORM),
      '/api/eforms/complete': okAnswer({
        eform: COMPLETED,
        login: { memberId: MEMBER, token: 'tok-new', name: 'visitor' },
      }),
      '/api/members/detail': okAnswer(ME),
    });
    const { user } = await open();
    expect(screen.getByRole('heading', { name: 'Membership registration', level: 1 })).toBeInTheDocument();
    // The first step names what the QR code joins: the merchant and its card.
    const joining = await screen.findByRole('region', { name: 'What you are joining' });
    expect(within(joining).getByRole('heading', { name: 'Harbour Bean Café' })).toBeInTheDocument();
    expect(within(joining).getByText('Harbour Bean Club')).toBeInTheDocument();
    expect(within(joining).getByText('Tier: Silver')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/eforms/target')?.fields.get('mcId')).toBe('SHOP1');
    await fillAndConfirm(user);

    expect(
      await screen.findByText('The next step completes your registration and creates a wallet.'),
    ).toBeInTheDocument();
    const submit = calls.find((c) => c.path === '/api/eforms')!;
    expect(Object.fromEntries(submit.fields)).toMatchObject({
      type: 'mcard',
      mcId: 'SHOP1',
      email: 'visitor@example.com',
      captchaId: 'cap-1',
      captchaText: 'ab12',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('visitor@example.com')).toBeInTheDocument();
    // The e-form sent the code: the resend waits.
    expect(screen.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(screen.getByText('Please enter the 6-digit code.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /verification code/i }), '123456');
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(
      screen.getByText('Please accept the terms and the privacy policy to continue.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/eforms/complete')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));

    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    const complete = calls.find((c) => c.path === '/api/eforms/complete')!;
    expect(Object.fromEntries(complete.fields)).toMatchObject({
      id: EFORM.id,
      code: '123456',
      termsAccepted: 'true',
    });
    expect(screen.getByLabelText(`Address ${ADDR}`)).toHaveTextContent('0x123…45678');
    expect(screen.getByText('Platform wallet')).toBeInTheDocument();
    expect(screen.getByText('Ethereum')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my wallet' })).toHaveAttribute('href', '/wallet');
    expect(session.memberId()).toBe(MEMBER);
    // Every step is ticked once the registration is complete, the last one too (each tick, with its hidden
    // "Completed", comes in through the Stepper's transition, after the heading).
    for (const step of ['Your details', 'Registration', 'Wallet'])
      expect(
        await screen.findByRole('button', { name: new RegExp(`^Completed\\s*${step}`) }),
      ).toHaveAttribute('data-completed');
    expect(sessionStorage.getItem('qpwallet:mcard:SHOP1')).toBeNull();
  });

  it('an unknown merchant answers an error page and shows no form', async () => {
    const calls = stubAll({ '/api/eforms/target': refusal(404, 404) });
    await open('type=mcard&mcId=NOSUCHSHOP');
    expect(await screen.findByRole('alert')).toHaveTextContent("This QR code's merchant could not be found.");
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByLabelText(/e-mail address/i)).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/eforms/target']);
  });

  it('the registration step survives a remount from the kept snapshot, without the picture code', async () => {
    stubApi({ '/api/captcha': CAPTCHAS, '/api/eforms': okAnswer(EFORM) });
    const { user, unmount } = await open();
    await fillAndConfirm(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const kept = sessionStorage.getItem('qpwallet:mcard:SHOP1')!;
    expect(JSON.parse(kept).value).toBe('registering');
    expect(kept).not.toContain('ab12');
    unmount(); // leaving the page abandons the flow
    expect(sessionStorage.getItem('qpwallet:mcard:SHOP1')).toBeNull();
    sessionStorage.setItem('qpwallet:mcard:SHOP1', kept); // as a reload finds it
    await open();
    expect(await screen.findByText('visitor@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete registration' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Completed\s*Your details/ })).toHaveAttribute(
      'data-completed',
    );
  });

  it('a wrong picture code is shown on its field with a new picture; the e-mail stays', async () => {
    const calls = stubApi({
      '/api/captcha': CAPTCHAS,
      '/api/eforms': refusal(200, 4305),
    });
    const { user } = await open();
    await fillAndConfirm(user);
    expect(
      await screen.findByText('The picture code does not match. Please type the new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /picture code/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /picture code/i })).toHaveValue('');
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('visitor@example.com');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/captcha')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('another refusal is announced and keeps the e-mail; cancel sends nothing', async () => {
    const calls = stubApi({
      '/api/captcha': CAPTCHAS,
      '/api/eforms': refusal(200, 4304),
    });
    const { user } = await open();
    await user.type(await screen.findByLabelText(/e-mail address/i), 'taken@example.com');
    await screen.findByRole('img', { name: 'Picture code' });
    await user.type(screen.getByRole('textbox', { name: /picture code/i }), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/eforms')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This e-mail address belongs to another account. Please use another one.',
    );
    expect(screen.getByLabelText(/e-mail address/i)).toHaveValue('taken@example.com');
  });

  it('a wrong e-mail code is announced and the typed code stays', async () => {
    stubApi({
      '/api/captcha': CAPTCHAS,
      '/api/eforms': okAnswer(EFORM),
      '/api/eforms/complete': refusal(200, 4301),
    });
    const { user } = await open();
    await fillAndConfirm(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(screen.getByRole('textbox', { name: /verification code/i }), '999999');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Complete registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code.');
    expect(screen.getByRole('textbox', { name: /verification code/i })).toHaveValue('999999');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/i })).toBeChecked();
  });

  it('a QR code of another type is not valid', async () => {
    stubApi({});
    await open('type=other');
    expect(await screen.findByRole('alert')).toHaveTextContent('This QR code is not valid.');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it("a logged-in member's completed e-form opens at the wallet", async () => {
    session.start(MEMBER, 'tok');
    const calls = stubApi({
      '/api/eforms/mine': okAnswer(COMPLETED),
      '/api/members/detail': okAnswer(ME),
    });
    await open('type=mcard');
    expect(await screen.findByRole('heading', { name: 'Registration complete' })).toBeInTheDocument();
    expect(screen.getByLabelText(`Address ${ADDR}`)).toHaveTextContent('0x123…45678');
    const mine = calls.find((c) => c.path === '/api/eforms/mine')!;
    expect(mine.fields.get('mcId')).toBe('COM');
    expect(mine.fields.get('type')).toBe('mcard');
  });

  it("a logged-in member's bound e-mail is filled in and fixed; a failed load offers a retry", async () => {
    session.start(MEMBER, 'tok');
    stubApi({
      '/api/eforms/mine': [refusal(500, 5000), okAnswer(null)],
      '/api/members/detail': okAnswer(ME),
      '/api/captcha': CAPTCHAS,
    });
    const { user } = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your registration could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const email = await screen.findByLabelText(/e-mail address/i);
    await waitFor(() => expect(email).toHaveValue('alice@example.com'));
    expect(email).toHaveAttribute('readonly');
  });
});
