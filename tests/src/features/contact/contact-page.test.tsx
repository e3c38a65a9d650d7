import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '@/features/contact/ContactPage';
import { render, testQueryClient } from '../../../support/render';

const envelope = (data: unknown, code = 200, status = code) =>
  new Response(JSON.stringify({ meta: { code, message: code === 200 ? 'ok' : 'failed' }, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const me = {
  memberId: '4b0f6c1e-0000-4000-8000-000000000001',
  name: 'Ada Lovelace',
  displayImage1: null,
  walletAddress: null,
  memberLite: { loginName: 'ada', email: 'ada@example.com', mobile: null, permiTagValues: [] },
  wallets: [],
  language: 'en_US',
  memberType: 'B2C',
};

async function setup(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const queryClient = testQueryClient();
  queryClient.setQueryData(['members', 'me'], me);
  const r = await render(ContactPage, { path: '/contact', queryClient });
  return { ...r, fetch };
}

const body = (fetch: ReturnType<typeof vi.fn>, call = 0) =>
  new URLSearchParams(String(((fetch.mock.calls[call] as unknown[])[1] as RequestInit).body));

afterEach(() => vi.unstubAllGlobals());

describe('contact form', () => {
  it('prefills name and e-mail from the cached member', async () => {
    await setup(() => envelope({ id: 1 }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ada@example.com');
  });

  it('refuses a 5-character message, then sends a valid one with the locale and acknowledges it', async () => {
    const { user, fetch } = await setup(() => envelope({ id: 7 }));
    await user.type(screen.getByLabelText(/^Subject/), 'Card activation');
    const message = screen.getByLabelText(/^Message/);
    await user.type(message, 'Hello');
    expect(screen.getByText('5 / 2000 characters (at least 10)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message needs between 10 and 2000 characters.')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(message, ', my card does not activate.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thanks, we received your message/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/contact');
    const sent = body(fetch);
    expect(sent.get('name')).toBe('Ada Lovelace');
    expect(sent.get('email')).toBe('ada@example.com');
    expect(sent.get('subject')).toBe('Card activation');
    expect(sent.get('message')).toBe('Hello, my card does not activate.');
    expect(sent.get('locale')).toBe('en_US');

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
  });

  it('keeps what was typed when sending fails, and retries', async () => {
    let fail = true;
    const { user, fetch } = await setup(() => (fail ? envelope(null, 503) : envelope({ id: 8 })));
    await user.type(screen.getByLabelText(/^Subject/), 'Refund');
    await user.type(screen.getByLabelText(/^Message/), 'Please refund order 1234.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message was not sent')).toBeInTheDocument();
    expect(screen.getByText(/Error code: 503/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Please refund order 1234.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Thanks, we received your message/)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(body(fetch, 1).get('message')).toBe('Please refund order 1234.');
  });

  it('marks the field the server refused (4200) with its own words, and focuses it', async () => {
    const { user } = await setup(() => envelope([{ path: 'email', message: 'invalid_email' }], 4200, 400));
    await user.type(screen.getByLabelText(/^Subject/), 'Refund');
    await user.type(screen.getByLabelText(/^Message/), 'Please refund order 1234.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Please enter a valid e-mail address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Subject/)).not.toHaveAttribute('aria-invalid', 'true');
    // Sending the same text again would be refused again: no "Try again".
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
