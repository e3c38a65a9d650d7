import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/ShareButton';
import { render } from '../../support/render';

afterEach(() => vi.restoreAllMocks());

/** The button, once rendered, and a spy on the clipboard the page sees (user-event's, set up by render). */
async function shareButton(kind: 'item' | 'blog', id: string) {
  render(<ShareButton kind={kind} id={id} />);
  const button = await screen.findByRole('button', { name: 'Share' });
  return { button, writeText: vi.spyOn(navigator.clipboard, 'writeText') };
}

describe('ShareButton', () => {
  it('copies the page’s share URL on this origin and says so', async () => {
    const { button, writeText } = await shareButton('item', 'abc');
    fireEvent.click(button);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/item/abc`));
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const { button, writeText } = await shareButton('blog', 'spring-drop');
    writeText.mockRejectedValue(new Error('denied'));
    fireEvent.click(button);
    const field = await screen.findByLabelText('Copy this link to share the page');
    expect(field).toHaveValue(`${window.location.origin}/s/blog/spring-drop`);
    expect(field).toHaveAttribute('readonly');
  });
});
