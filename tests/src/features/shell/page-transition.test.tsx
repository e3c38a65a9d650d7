import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directionOf, PageTransition } from '@/features/shell/PageTransition';

describe('directionOf', () => {
  it('compares history indexes', () => {
    expect(directionOf(1, 2)).toBe('forward');
    expect(directionOf(3, 1)).toBe('back');
    expect(directionOf(2, 2)).toBe('none');
    expect(directionOf(undefined, 2)).toBe('none');
  });
});

describe('PageTransition', () => {
  it('slides forward on a new page and back on history back, keyed by pathname', async () => {
    const root = createRootRoute({
      component: () => (
        <PageTransition>
          <Outlet />
        </PageTransition>
      ),
    });
    const page = (path: string) =>
      createRoute({ getParentRoute: () => root, path, component: () => <p>page {path}</p> });
    const router = createRouter({
      routeTree: root.addChildren([page('/a'), page('/b'), page('/c')]),
      history: createMemoryHistory({ initialEntries: ['/a'] }),
    });
    render(<RouterProvider router={router} />);
    const wrapper = async (text: string) => (await screen.findByText(text)).parentElement!;

    expect((await wrapper('page /a')).className).toBe('');
    await act(() => router.navigate({ href: '/b' }));
    expect((await wrapper('page /b')).className).toBe('page-forward');
    await act(() => router.navigate({ href: '/c' }));
    expect((await wrapper('page /c')).className).toBe('page-forward');
    act(() => router.history.back());
    await waitFor(async () => expect((await wrapper('page /b')).className).toBe('page-back'));
    act(() => router.history.forward());
    await waitFor(async () => expect((await wrapper('page /c')).className).toBe('page-forward'));
  });
});
