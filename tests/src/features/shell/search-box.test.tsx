import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchBox, searchKeyword } from '@/features/shell/SearchBox';
import { render } from '../../../support/render';

describe('searchKeyword', () => {
  it('trims, and gives null when nothing is left', () => {
    expect(searchKeyword('  cats ')).toBe('cats');
    expect(searchKeyword('')).toBeNull();
    expect(searchKeyword(' \t ')).toBeNull();
  });
});

describe('SearchBox', () => {
  it('does nothing for an empty or blank keyword', async () => {
    const { user, router } = await render(<SearchBox />, { path: '/home' });
    const box = screen.getByRole('searchbox', { name: /search/i });
    await user.type(box, '{Enter}');
    await user.type(box, '    {Enter}');
    await user.click(screen.getByRole('button', { name: /^search$/i }));
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('Enter goes to /search with the trimmed keyword', async () => {
    const { user, router } = await render(<SearchBox />, { path: '/home' });
    await user.type(screen.getByRole('searchbox', { name: /search/i }), '  blue cat  {Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/search');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toEqual({ keyword: 'blue cat' });
  });

  it('the search button submits too, and tells the drawer to close', async () => {
    let searched = 0;
    const { user, router } = await render(<SearchBox onSearched={() => searched++} />, { path: '/home' });
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'dragon');
    await user.click(screen.getByRole('button', { name: /^search$/i }));
    expect(await screen.findByTestId('location')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ keyword: 'dragon' });
    expect(searched).toBe(1);
  });
});
