import { screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AboutPage } from '@/features/content/AboutPage';
import { BlogList } from '@/features/content/BlogList';
import { BlogPost } from '@/features/content/BlogPost';
import { DisclaimerPage } from '@/features/content/DisclaimerPage';
import { FaqDetail } from '@/features/content/FaqDetail';
import { HelpPage } from '@/features/content/HelpPage';
import { PolicyPage } from '@/features/content/PolicyPage';
import { TermsConditionsPage } from '@/features/content/TermsConditionsPage';
import { TermsPage } from '@/features/content/TermsPage';
import { TutorialPage } from '@/features/content/TutorialPage';
import { render } from '../../../support/render';

const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ meta: { code, message: '' }, data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
const post = (n: number, cover: string | null = null) => ({
  id: `post-${n}`,
  title: `Post number ${n}`,
  summary: 'A summary',
  cover,
  author: 'Team',
  tags: ['news'],
  publishedAt: '2024-03-12T10:00:00.000Z',
});

// Plurals need a BCP 47 tag, as activateLocale gives in the app (the shared render helper omits it).
beforeAll(() => i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} }));
afterEach(() => vi.unstubAllGlobals());

describe('content pages', () => {
  it.each([
    ['About', AboutPage, 'About the marketplace'],
    ['Privacy', PolicyPage, 'Privacy policy'],
    ['Terms', TermsPage, 'Terms of service'],
    ['Conditions', TermsConditionsPage, 'Conditions of sale'],
    ['Disclaimer', DisclaimerPage, 'Disclaimer'],
  ])('%s has its heading and a table of contents that moves focus', async (_, Page, title) => {
    const { user } = await render(Page, { path: '/page' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const first = toc.querySelector('button')!;
    await user.click(first);
    expect(document.activeElement).toHaveTextContent(first.textContent!);
  });

  it('help groups the FAQ into topics', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope([
          { id: 1, key: 'a', category: 'Wallets', question: 'Q1', answer: 'A1' },
          { id: 2, key: 'b', category: 'Wallets', question: 'Q2', answer: 'A2' },
          { id: 3, key: 'c', category: 'Orders', question: 'Q3', answer: 'A3' },
        ]),
      ),
    );
    await render(HelpPage, { path: '/help' });
    expect(await screen.findByText('2 questions')).toBeInTheDocument();
    expect(screen.getByText('1 question')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the tutorial' })).toHaveAttribute('href', '/tutorial');
  });

  it('FAQ detail shows a friendly not-found state on 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 404)),
    );
    await render(() => <FaqDetail id="999" />, { path: '/faqDetail' });
    expect(await screen.findByText('We could not find this page')).toBeInTheDocument();
  });

  it('FAQ detail keeps the answer line breaks', async () => {
    const answer = 'First line.\nSecond line.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({ id: 5, key: 'k', category: 'Orders', question: 'Where is my order?', answer }),
      ),
    );
    await render(() => <FaqDetail id="5" />, { path: '/faqDetail' });
    expect(await screen.findByRole('heading', { name: 'Where is my order?' })).toBeInTheDocument();
    expect(screen.getByText(/First line\./).textContent).toBe(answer);
  });

  it('blog lists posts with a cover placeholder and loads more', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('cursor=')
        ? envelope({ items: [post(3)], nextCursor: null })
        : envelope({ items: [post(1, '/files/cover.png'), post(2)], nextCursor: 'c2' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = await render(BlogList, { path: '/blog' });
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toHaveAttribute(
      'href',
      '/blogSingle?id=post-1',
    );
    expect(screen.getAllByText('Mar 12, 2024')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Post number 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('blog post splits its body into paragraphs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ ...post(1), body: 'One.\n\nTwo.\n\n\nThree.' })),
    );
    await render(() => <BlogPost id="post-1" />, { path: '/blogSingle' });
    expect(await screen.findByText('One.')).toBeInTheDocument();
    expect(screen.getByText('Two.')).toBeInTheDocument();
    expect(screen.getByText('Three.')).toBeInTheDocument();
    expect(screen.getByText(/By Team on/)).toBeInTheDocument();
  });

  it('tutorial shows an accessible video and falls back when it fails', async () => {
    await render(TutorialPage, { path: '/tutorial' });
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.querySelector('source')).toHaveAttribute('src', '/files/tutorial/getting-started.mp4');
    video.querySelector('source')!.dispatchEvent(new Event('error'));
    expect(await screen.findByText('The video could not be played')).toBeInTheDocument();
  });
});
