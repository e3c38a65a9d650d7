import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ToastHost } from '@/components/ToastHost';
import { notify } from '@/lib/notify';
import { toastHostWanted } from '@/lib/toast-host';
import { theme } from '@/lib/theme';

// In the isolated UI project (vite.config.ts): the host's "wanted" flag is module state that another file's
// toast would have set already.
describe('ToastHost', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en_US', messages: {} }));

  it('mounts no toast host until the first toast, then shows that toast with a named close button', async () => {
    render(
      <MantineProvider theme={theme}>
        <ToastHost />
      </MantineProvider>,
    );
    // Give a lazy host every chance to appear on its own: it must not.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toastHostWanted()).toBe(false);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => notify('Saved to your list'));
    expect(await screen.findByText('Saved to your list')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });
});
