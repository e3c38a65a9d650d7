import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Showcase } from '@schemas/showcase';
import ArtaverseScreen from '@/routes/screens/artaverse';
import { render } from '../../../support/render';
import { activateEnglish, ok, refusal, stubApi } from '../catalog/fixtures';

beforeAll(activateEnglish);
afterEach(() => vi.unstubAllGlobals());

const ID = '11111111-1111-4111-8111-111111111111';
const showcase: Showcase = {
  kind: 'collection',
  id: ID,
  title: 'Tides',
  description: 'The sea in pictures',
  owner: { id: 'o', name: 'Ann', displayImage: null },
  items: [
    { id: 'a', name: 'Wave', imageUrl: '/files/a.webp', width: 400, height: 300 },
    { id: 'b', name: 'Shore', imageUrl: '/files/b.webp', width: null, height: null },
  ],
};
const open = (url = '/artaverse') => render(ArtaverseScreen, { path: '/artaverse', url });

// jsdom has no WebGL: getContext answers null, as a browser without it does, so the page shows the grid.
describe('artaverse showcase', () => {
  it('asks for the collection of the URL and, without WebGL, shows the works as a grid of links', async () => {
    const calls = stubApi(() => ok(showcase));
    await open(`/artaverse?collectionId=${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tides' })).toBeInTheDocument();
    expect(calls[0]!.query.get('collectionId')).toBe(ID);
    expect(
      screen.getByText('This device cannot show the 3D gallery, so the works are shown as a grid.'),
    ).toBeInTheDocument();
    const grid = screen.getByTestId('showcase-grid');
    expect(within(grid).getByRole('link', { name: 'Wave' })).toHaveAttribute('href', '/itemDetails?id=a');
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('showcase-canvas')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the collection' })).toHaveAttribute(
      'href',
      `/collectDetail?id=${ID}`,
    );
  });

  it('asks for the featured collection without an id (a malformed one too)', async () => {
    const calls = stubApi(() => ok(showcase));
    await open('/artaverse?collectionId=nope');
    await screen.findByRole('heading', { level: 1, name: 'Tides' });
    expect(calls[0]!.query.has('collectionId')).toBe(false);
  });

  it('says when there is no showcase, and shows other errors with a refresh', async () => {
    stubApi(() => refusal(404, 404));
    await open();
    expect(
      await screen.findByRole('heading', { name: 'There is no showcase to show here' }),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    let fail = true;
    stubApi(() => (fail ? refusal(500, 9000) : ok({ ...showcase, items: [] })));
    const { user } = await open(`/artaverse?collectionId=${ID}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('9000');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /refresh/i }));
    expect(await screen.findByText('Nothing hangs in this showcase yet')).toBeInTheDocument();
  });

  it("shows a merchant's showcase for mcId, and says when the merchant's plan has none", async () => {
    const calls = stubApi((_, q) =>
      q.get('mcId') === 'BASIC'
        ? refusal(403, 403)
        : ok({ ...showcase, kind: 'merchant', id: 'SHOP', title: 'Harbour Bean' }),
    );
    await open('/artaverse?mcId=SHOP&collectionId=' + ID);
    await screen.findByRole('heading', { level: 1, name: 'Harbour Bean' });
    expect(calls[0]!.query.get('mcId')).toBe('SHOP');
    expect(calls[0]!.query.has('collectionId')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Open the collection' })).not.toBeInTheDocument();
    await open('/artaverse?mcId=BASIC');
    expect(
      await screen.findByRole('heading', { name: "This merchant's plan does not include a showcase" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });
});
