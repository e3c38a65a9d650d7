import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpCodeField, type OtpCodeFieldProps } from '@/features/members/otp/OtpCodeField';
import DevMailboxScreen from '@/routes/screens/dev-mailbox';
import { render } from '../../../support/render';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';

const ISSUED = okAnswer({ resendAfterSeconds: 60, expiresInSeconds: 600 });
const svg = (n: number) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`;

function Harness(props: Omit<OtpCodeFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <OtpCodeField {...props} value={value} onChange={setValue} />;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets fetch promises and React updates settle under fake timers. */
const flush = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));
const sendButton = () => screen.getByRole('button', { name: /send code|resend/i });

describe('OtpCodeField', () => {
  it('e-mail: sends, counts down each second, and only allows a resend after 60 s', async () => {
    const calls = stubApi({ '/api/codes/email': ISSUED });
    await render(<Harness channel="email" purpose="signup" recipient={() => 'a@example.com'} />);
    vi.useFakeTimers();
    expect(sendButton()).toHaveTextContent('Send code');
    expect(sendButton()).toBeEnabled();

    fireEvent.click(sendButton());
    await flush();
    expect(calls.map((c) => c.path)).toEqual(['/api/codes/email']);
    expect(calls[0]!.fields.get('email')).toBe('a@example.com');
    expect(calls[0]!.fields.get('purpose')).toBe('signup');
    expect(sendButton()).toHaveTextContent('Resend in 60 s');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(/code was sent by e-mail/i)).toBeInTheDocument();

    await act(async () => void (await vi.advanceTimersByTimeAsync(18_000)));
    expect(sendButton()).toHaveTextContent('Resend in 42 s');
    expect(sendButton()).toBeDisabled();
    fireEvent.click(sendButton());
    await flush();
    expect(calls).toHaveLength(1);

    await act(async () => void (await vi.advanceTimersByTimeAsync(42_000)));
    expect(sendButton()).toHaveTextContent('Resend code');
    expect(sendButton()).toBeEnabled();
    fireEvent.click(sendButton());
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('is disabled while the contact is not valid', async () => {
    const calls = stubApi({});
    await render(<Harness channel="email" purpose="signup" recipient={() => null} />);
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(/enter a valid e-mail/i)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a refused request translated and allows another try', async () => {
    stubApi({ '/api/codes/email': [refusal(429, 4303), refusal(429, 429), refusal(500, 4999)] });
    const { user } = await render(
      <Harness channel="email" purpose="login" recipient={() => 'a@example.com'} />,
    );
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/wait a minute before requesting another/i);
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(await screen.findByText(/too many code requests/i)).toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText(/network is unstable.*\[4999\]/i)).toBeInTheDocument();
  });

  it('SMS: needs the picture code, sends it with the split mobile, then draws a new picture', async () => {
    const calls = stubApi({
      '/api/captcha': [
        okAnswer({ captchaId: 'cap-1', svg: svg(1) }),
        okAnswer({ captchaId: 'cap-2', svg: svg(2) }),
      ],
      '/api/codes/sms': [refusal(400, 4305), ISSUED],
    });
    const { user } = await render(
      <Harness channel="sms" purpose="signup" recipient={() => '+85291234567'} />,
    );
    const img = await screen.findByRole('img', { name: 'Picture code' });
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(svg(1))}`);
    expect(sendButton()).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: /picture code/i }), 'ab12');
    expect(sendButton()).toBeEnabled();
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/picture code does not match/i);
    const sms = calls.find((c) => c.path === '/api/codes/sms')!;
    expect(Object.fromEntries(sms.fields)).toMatchObject({
      areaCode: '+852',
      mobile: '91234567',
      purpose: 'signup',
      captchaId: 'cap-1',
      captchaText: 'ab12',
    });
    // The used picture is replaced and its text cleared.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture code' }).getAttribute('src')).toContain(
        encodeURIComponent(svg(2)),
      ),
    );
    expect(screen.getByRole('textbox', { name: /picture code/i })).toHaveValue('');
    expect(sendButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'New picture' }));
    await user.type(screen.getByRole('textbox', { name: /picture code/i }), 'xy34');
    await user.click(sendButton());
    await waitFor(() => expect(sendButton()).toHaveTextContent(/Resend in \d+ s/));
    expect(
      calls
        .filter((c) => c.path === '/api/codes/sms')
        .at(-1)!
        .fields.get('captchaId'),
    ).toBe('cap-2');
  });

  it('accepts only digits, at most 6', async () => {
    stubApi({});
    const { user } = await render(
      <Harness channel="email" purpose="signup" recipient={() => 'a@example.com'} />,
    );
    const input = screen.getByRole('textbox', { name: /verification code/i });
    await user.type(input, '12a34 5678');
    expect(input).toHaveValue('123456');
  });
});

describe('dev mailbox screen', () => {
  it('lists stored mail and SMS, newest first as answered, with the note', async () => {
    stubApi({
      '/api/dev/outbox': okAnswer([
        {
          id: 2,
          channel: 'sms',
          recipient: '+85291234567',
          subject: '',
          body: 'Your code is 111111',
          status: 'stored',
          createdAt: '2026-03-01T10:00:00Z',
        },
        {
          id: 1,
          channel: 'email',
          recipient: 'a@example.com',
          subject: 'Your verification code',
          body: 'Your code is 222222',
          status: 'stored',
          createdAt: '2026-03-01T09:00:00Z',
        },
      ]),
    });
    await render(DevMailboxScreen, { path: '/devMailbox' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('+85291234567');
    expect(items[0]).toHaveTextContent('Your code is 111111');
    expect(items[1]).toHaveTextContent('Your verification code');
    expect(screen.getByText(/no mail\/SMS provider is configured/i)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    stubApi({ '/api/dev/outbox': okAnswer([]) });
    await render(DevMailboxScreen, { path: '/devMailbox' });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('says the mailbox is off on 404, and refresh asks again', async () => {
    const calls = stubApi({ '/api/dev/outbox': refusal(404, 404) });
    const { user } = await render(DevMailboxScreen, { path: '/devMailbox' });
    expect(await screen.findByText('The dev mailbox is off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/dev/outbox')).toHaveLength(2));
  });
});
