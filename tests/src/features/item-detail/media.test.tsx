import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ItemDetailsScreen from '@/routes/screens/item-details';
import { render } from '../../../support/render';
import { activateEnglish, detail, deviceWebGL, ITEM_ID, ok, PATHS, stubApi } from './fixtures';

// The real web component needs WebGL; the page only has to load it and render the element. jsdom has no
// WebGL: each test says whether the device has it.
vi.mock('@google/model-viewer', () => ({}));
const webgl = { on: true };

beforeAll(async () => {
  deviceWebGL(() => webgl.on);
  await activateEnglish();
  // The viewer's lazy chunk: its first transform took over 5 s with two test workers on two cores; load it once
  // here so the test measures the page, not the transform.
  await import('@/features/item-detail/ModelViewer');
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  webgl.on = true;
});

const open = () => render(ItemDetailsScreen, { path: '/itemDetails', url: `/itemDetails?id=${ITEM_ID}` });
const serve = (item: ReturnType<typeof detail>) =>
  stubApi((path) => (path === PATHS.detail ? ok(item) : ok({ items: [], nextCursor: null })));

const file = (kind: string, mime: string, path: string) => ({
  id: 'f1',
  kind,
  mime,
  path,
  displayPath: `/files/${path}`,
});

describe('item media', () => {
  it('a video tile shows the cover with a play button, toggles to the player and back', async () => {
    serve(detail({ fileKind: 'video', file: file('video', 'video/mp4', 'demo/media/waves.mp4') }));
    const { user, container } = await open();

    const play = await screen.findByRole('button', { name: 'Play video: Harbour Dusk' });
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Harbour Dusk' })).toHaveAttribute(
      'src',
      '/files/demo/covers/dusk.jpg',
    );
    await user.click(play);

    const video = container.querySelector('video')!;
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video.querySelector('source')).toHaveAttribute('src', '/files/demo/media/waves.mp4');
    expect(screen.queryByRole('button', { name: /play video/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show cover' }));
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: Harbour Dusk' })).toBeInTheDocument();
  });

  it('an audio tile toggles to a native audio player with controls', async () => {
    serve(detail({ fileKind: 'audio', file: file('audio', 'audio/mpeg', 'demo/media/chime.mp3') }));
    const { user, container } = await open();
    await user.click(await screen.findByRole('button', { name: 'Play audio: Harbour Dusk' }));
    const audio = container.querySelector('audio')!;
    expect(audio).toHaveAttribute('controls');
    expect(audio.querySelector('source')).toHaveAttribute('type', 'audio/mpeg');
  });

  it('a GLB item shows the 3D viewer with camera controls, auto-rotate and the cover as poster', async () => {
    serve(detail({ fileKind: 'glb', file: file('glb', 'model/gltf-binary', 'demo/media/prism-cube.glb') }));
    const { container } = await open();
    await screen.findByRole('heading', { name: 'Harbour Dusk' });
    // The viewer's wrapper is a lazy chunk (off the page's first load): it comes a moment later.
    const viewer = await waitFor(() => {
      const found = container.querySelector('model-viewer');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(viewer).toHaveAttribute('src', '/files/demo/media/prism-cube.glb');
    expect(viewer).toHaveAttribute('poster', '/files/demo/covers/dusk.jpg');
    expect(viewer).toHaveAttribute('camera-controls');
    expect(viewer).toHaveAttribute('auto-rotate');
    expect(viewer).toHaveAttribute('data-loaded', 'false');
    viewer.dispatchEvent(new Event('load'));
    await waitFor(() => expect(viewer).toHaveAttribute('data-loaded', 'true'));
  });

  it('without WebGL a GLB item shows its cover and says why, without loading the viewer', async () => {
    webgl.on = false;
    serve(detail({ fileKind: 'glb', file: file('glb', 'model/gltf-binary', 'demo/media/prism-cube.glb') }));
    const { container } = await open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The 3D model could not be shown on this device.',
    );
    expect(screen.getByRole('img', { name: 'Harbour Dusk' })).toHaveAttribute(
      'src',
      '/files/demo/covers/dusk.jpg',
    );
    expect(container.querySelector('model-viewer')).toBeNull();
  });

  it('an image opens a large view that can switch to actual size', async () => {
    serve(detail());
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'View large image: Harbour Dusk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Dusk' });
    const zoom = within(dialog).getByRole('button', { name: 'Actual size' });
    await user.click(zoom);
    expect(within(dialog).getByRole('button', { name: 'Fit to screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
