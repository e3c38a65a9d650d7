import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { Footer } from '@/features/shell/Footer';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

type Reply = { status: number; code: number };

/** Answers POST /api/newsletter with `reply` once `release` is called; records every call. */
function stubNewsletter(reply: Reply) {
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const calls = stubApi({
    '/api/newsletter': async () => {
      await gate;
      return reply.status === 200 ? okAnswer(null) : refusal(reply.status, reply.code);
    },
  });
  return { calls, release };
}

const renderFooter = () => render(<Footer newsletter={<NewsletterForm />} />, { path: '/home' });

afterEach(() => vi.unstubAllGlobals());

describe('Footer', () => {
  it('has the spec §1 links and the 2023 copyright', async () => {
    await renderFooter();
    const expected: [RegExp, string][] = [
      [/all nfts/i, '/explore'],
      [/^collections$/i, '/collections'],
      [/creators/i, '/allAuthors'],
      [/ranking/i, '/rank'],
      [/privacy/i, '/policy'],
      [/conditions/i, '/termscon'],
      [/terms of service/i, '/terms'],
      [/disclaimer/i, '/disclaimer'],
      [/help/i, '/help'],
      [/about/i, '/about'],
      [/contact/i, '/contact'],
      [/blog/i, '/blog'],
    ];
    for (const [name, path] of expected) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(path);
    }
    expect(screen.getByText(/© 2023/)).toBeInTheDocument();
  });
});

describe('newsletter sign-up', () => {
  it('an invalid e-mail shows footer_subscribe_tip and sends nothing', async () => {
    const { calls } = stubNewsletter({ status: 200, code: 200 });
    const { user } = await renderFooter();
    const input = screen.getByRole('textbox', { name: /e-mail address/i });
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: /subscribe/i }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends key1=COM, key2=e-mail, type=EDM; the button is locked while sending; then thanks', async () => {
    const { calls, release } = stubNewsletter({ status: 200, code: 200 });
    const { user } = await renderFooter();
    await user.type(screen.getByRole('textbox', { name: /e-mail address/i }), '  fan@example.com ');
    const button = screen.getByRole('button', { name: /subscribe/i });
    await user.click(button);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/newsletter']));
    expect(calls[0]!.fields.get('key1')).toBe('COM');
    expect(calls[0]!.fields.get('key2')).toBe('fan@example.com');
    expect(calls[0]!.fields.get('type')).toBe('EDM');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(1);
    release();
    expect(await screen.findByText(/thank you for subscribing/i)).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('a refusal shows the generic error text with its code', async () => {
    const { release } = stubNewsletter({ status: 500, code: 500 });
    release();
    const { user } = await renderFooter();
    await user.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: /subscribe/i }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/\[500\]/)).toBeInTheDocument();
  });
});
