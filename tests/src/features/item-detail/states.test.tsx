import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ItemDetailsScreen from '@/routes/screens/item-details';
import TestGlbScreen from '@/routes/screens/test-glb';
import { sameOriginFile } from '@/features/item-detail/TestGlbPage';
import { render } from '../../../support/render';
import {
  activateEnglish,
  detail,
  deviceWebGL,
  ITEM_ID,
  ok,
  PATHS,
  product,
  refusal,
  stubApi,
} from './fixtures';

vi.mock('@google/model-viewer', () => ({}));

beforeAll(async () => {
  // jsdom has no WebGL; the viewer is shown only where it has (ModelViewer).
  deviceWebGL(() => true);
  await activateEnglish();
});
afterEach(() => vi.unstubAllGlobals());

const open = (id: string) =>
  render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${id}` });

describe('item detail states', () => {
  it('an unknown id shows the not-found state', async () => {
    stubApi(() => refusal(404, 404));
    await open(ITEM_ID);
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
  });

  it('a malformed id shows not found without asking the server', async () => {
    const calls = stubApi(() => ok(detail()));
    await open('not-an-id');
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a failed load shows the code and retries', async () => {
    let fail = true;
    stubApi((path) => {
      if (path === PATHS.detail) return fail ? refusal(500, 1005) : ok(detail());
      return ok({ items: [], nextCursor: null });
    });
    const { user } = await open(ITEM_ID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1005');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Harbour Dusk' })).toBeInTheDocument();
  });

  it('more from the collection leaves this item out and links the rest', async () => {
    const calls = stubApi((path) => {
      if (path === PATHS.detail) return ok(detail());
      return ok({ items: [product(1, { id: ITEM_ID }), product(2), product(3)], nextCursor: null });
    });
    await open(ITEM_ID);
    const section = (await screen.findByRole('heading', { name: 'More from Harbour Lights' })).closest(
      'section',
    )!;
    expect(await within(section).findByText('Item 2')).toBeInTheDocument();
    expect(within(section).queryByText('Item 1')).not.toBeInTheDocument();
    const list = calls.find((c) => c.path === PATHS.list)!;
    expect(list.query.get('collectionId')).toBe('c0c0c0c0-0000-4000-8000-000000000001');
  });
});

describe('testGLB', () => {
  it("accepts only this site's /files/ paths", () => {
    const origin = 'http://localhost:3000';
    expect(sameOriginFile('/files/demo/media/prism-cube.glb', origin)).toBe(
      '/files/demo/media/prism-cube.glb',
    );
    expect(sameOriginFile(`${origin}/files/a.glb`, origin)).toBe('/files/a.glb');
    expect(sameOriginFile('https://evil.example/files/a.glb', origin)).toBeNull();
    expect(sameOriginFile('//evil.example/files/a.glb', origin)).toBeNull();
    expect(sameOriginFile('/api/products', origin)).toBeNull();
    expect(sameOriginFile('/files/%2e%2e/secret', origin)).toBeNull();
    expect(sameOriginFile(undefined, origin)).toBeNull();
  });

  it('shows the first GLB item of the catalogue', async () => {
    const glb = product(5, { id: '0b6f1c1e-4b7a-4d57-9a8e-2f1e6d1b9a05', fileKind: 'glb', name: 'Prism' });
    stubApi((path) => {
      if (path === PATHS.list) return ok({ items: [product(1), glb], nextCursor: null });
      if (path === PATHS.detail)
        return ok(
          detail({
            id: glb.id,
            name: 'Prism',
            fileKind: 'glb',
            file: {
              id: 'f',
              kind: 'glb',
              mime: 'model/gltf-binary',
              path: 'p',
              displayPath: '/files/demo/media/prism-cube.glb',
            },
          }),
        );
      return refusal(404, 404);
    });
    const { container } = await render(TestGlbScreen, { path: '/testGLB' });
    expect(await screen.findByRole('link', { name: 'Prism' })).toBeInTheDocument();
    expect(container.querySelector('model-viewer')).toHaveAttribute(
      'src',
      '/files/demo/media/prism-cube.glb',
    );
  });

  it('refuses a foreign ?src= and falls back to the demo', async () => {
    stubApi(() => ok({ items: [], nextCursor: null }));
    const { container } = await render(TestGlbScreen, {
      path: '/testGLB',
      url: '/testGLB?src=https%3A%2F%2Fevil.example%2Fm.glb',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only files of this site');
    expect(await screen.findByText('There is no 3D item in the catalogue yet.')).toBeInTheDocument();
    expect(container.querySelector('model-viewer')).toBeNull();
  });

  it('shows a same-origin ?src= model', async () => {
    const calls = stubApi(() => ok({ items: [], nextCursor: null }));
    const { container } = await render(TestGlbScreen, {
      path: '/testGLB',
      url: '/testGLB?src=%2Ffiles%2Fx.glb',
    });
    await screen.findByText('/files/x.glb');
    expect(container.querySelector('model-viewer')).toHaveAttribute('src', '/files/x.glb');
    expect(calls).toHaveLength(0);
  });
});
