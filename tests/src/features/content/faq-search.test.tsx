import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqSearch } from '@/features/content/FaqSearch';
import { render } from '../../../support/render';

const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ meta: { code, message: code === 200 ? 'ok' : 'failed' }, data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });

const entries = [
  {
    id: 1,
    key: 'wallet-1',
    category: 'Wallets',
    question: 'How do I link a wallet?',
    answer: 'Open My wallet.\nChoose a wallet.',
  },
  {
    id: 2,
    key: 'wallet-2',
    category: 'Wallets',
    question: 'Which wallets work?',
    answer: 'MetaMask and our custodial wallet.',
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('FAQ search', () => {
  it('shows matching answers with the keyword highlighted', async () => {
    const fetch = vi.fn(async () => envelope(entries));
    vi.stubGlobal('fetch', fetch);
    await render(() => <FaqSearch keyword="  wallet " />, { path: '/faqSearch' });
    expect(await screen.findByText(/link a/)).toBeInTheDocument();
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect([...marks].every((m) => m.textContent?.toLowerCase() === 'wallet')).toBe(true);
    const url = String((fetch.mock.calls[0] as unknown[])[0]);
    expect(url).toContain('/api/faq/search?');
    expect(url).toContain('keyword=wallet');
    expect(url).toContain('locale=en_US');
  });

  it('shows an empty state when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope([])),
    );
    await render(() => <FaqSearch keyword="zebra" />, { path: '/faqSearch' });
    expect(await screen.findByText('No answers match “zebra”.')).toBeInTheDocument();
  });

  it('shows the code and a refresh button when the search fails', async () => {
    const fetch = vi.fn(async () => envelope(null, 503));
    vi.stubGlobal('fetch', fetch);
    const { user } = await render(() => <FaqSearch keyword="wallet" />, { path: '/faqSearch' });
    expect(await screen.findByText('Code 503')).toBeInTheDocument();
    fetch.mockImplementation(async () => envelope(entries));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/link a/)).toBeInTheDocument();
  });

  it('searches a new trimmed keyword and ignores an empty one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(entries)),
    );
    const { user, router } = await render(() => <FaqSearch keyword="wallet" />, { path: '/faqSearch' });
    const box = screen.getByRole('textbox', { name: 'Search the help centre' });
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/faqSearch');
    expect(router.state.location.search).toEqual({});
    await user.type(box, ' card  {Enter}');
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: 'card' }));
  });
});
