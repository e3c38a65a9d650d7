import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxBanner } from '@/features/shell/SandboxBanner';
import { activateLocale, i18n } from '@/lib/i18n';
import { okAnswer, refusal, stubApi } from '../../../support/api-stub';
import { render } from '../../../support/render';

afterEach(() => vi.unstubAllGlobals());

describe('SandboxBanner', () => {
  it('names every sandbox the server runs in a status region, the dev mailbox as a link', async () => {
    const calls = stubApi({
      '/api/sandboxes': okAnswer({ sandboxes: ['google', 'devMailbox', 'custonomy', 'rates'] }),
    });
    await render(<SandboxBanner />, { path: '/home' });
    const banner = await screen.findByRole('status', { name: 'Sandbox mode' });
    expect(banner).toHaveTextContent(
      'Sandbox mode · Not real: Google sign-in, dev mailbox, CUSTONOMY, & exchange rates',
    );
    expect(screen.getByRole('link', { name: 'dev mailbox' })).toHaveAttribute('href', '/devMailbox');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/sandboxes']);
    // In the page's flow (last, under the footer): it never covers content.
    expect(banner.style.position).toBe('');
  });

  it('shows nothing while the server runs no sandbox, or cannot be asked', async () => {
    stubApi({ '/api/sandboxes': okAnswer({ sandboxes: [] }) });
    const first = await render(<SandboxBanner />, { path: '/home' });
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    stubApi({ '/api/sandboxes': refusal(500, 500) });
    const second = await render(<SandboxBanner />, { path: '/home' });
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks the active language', async () => {
    stubApi({ '/api/sandboxes': okAnswer({ sandboxes: ['google', 'rates'] }) });
    await render(<SandboxBanner />, { path: '/home' });
    await activateLocale('zh_TW', { remember: false });
    try {
      const banner = await screen.findByRole('status', { name: '沙盒模式' });
      expect(banner).toHaveTextContent('Google 登入');
      expect(banner).toHaveTextContent('匯率');
    } finally {
      await i18n.loadAndActivate({ locale: 'en_US', locales: ['en-US'], messages: {} });
    }
  });
});
