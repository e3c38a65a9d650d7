import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditItemPage } from '@/features/items/item-pages';
import { session } from '@/lib/session';
import { render } from '../../../support/render';
import { stubApi, type ApiCall } from '../../../support/api-stub';
import { COVER_ID, FILE_ID, ITEM_ID, ME, detail, posts, reply, type Reply } from './item-stub';

/** The item's detail, and what updateProduct answers. */
const api = (item: ReturnType<typeof detail>, onPost: (c: ApiCall) => Reply = () => ({})) =>
  stubApi({
    '/api/products/detail': reply({ data: item }),
    '/api/products/update': (c) => reply(onPost(c)),
  });
const page = () => render(() => <EditItemPage id={ITEM_ID} />, { path: '/edititem' });
const save = () => screen.getByRole('button', { name: 'Save changes', hidden: true });

beforeEach(() => session.start(ME, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

// The whole form renders in jsdom (dozens of Mantine inputs): slow under a loaded CI machine.
describe('edit item', { timeout: 45_000 }, () => {
  it('shows what cannot change read-only and the rest filled in, and saves only the editable fields', async () => {
    const calls = api(detail(), () => ({ data: { id: ITEM_ID, status: 'OFF_SHELF' } }));
    const { user, router } = await page();
    const name = await screen.findByLabelText(/^Item name/);
    expect(name).toHaveValue('Harbour at dawn');
    for (const [label, value] of [
      [/^Collection/, 'Harbour Lights'],
      [/^Source type/, 'Physical product'],
      [/^Blockchain/, 'Polygon'],
      [/^Contract type/, 'ERC-1155 (multiple copies)'],
      [/^Quantity/, '5'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText(/^Model number/)).toHaveValue('HL-1');
    expect(screen.getByRole('checkbox', { name: 'Other terms', hidden: true })).toBeChecked();
    expect(screen.getByLabelText(/^Describe the other terms/)).toHaveValue('Credit the artist.');
    expect(screen.getByLabelText(/^Licence period/)).toHaveValue('MONTHS_16');

    await user.clear(name);
    await user.type(name, 'Harbour at dusk');
    await user.click(save());
    await waitFor(() => expect(router.state.location.href).toBe(`/itemView?id=${ITEM_ID}`));
    const post = posts(calls)[0]!;
    expect(post.path).toBe('/api/products/update');
    expect(Object.fromEntries(post.fields)).toMatchObject({
      id: ITEM_ID,
      name: 'Harbour at dusk',
      coverFileId: COVER_ID,
      fileId: FILE_ID,
      modelNumber: 'HL-1',
      curr: 'MATIC',
      fixPrice: '12',
      'licence[period]': 'MONTHS_16',
      'licence[others]': 'Credit the artist.',
      'properties[0][value]': 'Dawn',
    });
    for (const fixed of ['collectionId', 'sourceType', 'blockchain', 'contractType', 'quantity'])
      expect(post.fields.has(fixed)).toBe(false);
  });

  it('says to take an item on sale off shelf, also when the server refuses with 409 item_on_sale', async () => {
    api(detail({ status: 'ON_SALE' }), () => ({ code: 409, message: 'item_on_sale' }));
    const { user } = await page();
    expect(await screen.findByText('Take the item off shelf before editing')).toBeInTheDocument();
    await user.click(save());
    const alert = await screen.findByRole('alert', { name: 'Your changes were not saved', hidden: true });
    expect(within(alert).getByText('Take the item off shelf before editing')).toBeInTheDocument();
    expect(
      within(alert).getByRole('link', { name: 'Go to the item to take it off shelf', hidden: true }),
    ).toHaveAttribute('href', `/itemView?id=${ITEM_ID}`);
  });

  it('does not offer the form for someone else’s item, nor for a missing one', async () => {
    api(detail({ mine: false }));
    await page();
    expect(await screen.findByText("Only the item's seller can edit it.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes', hidden: true })).not.toBeInTheDocument();

    stubApi({});
    await page();
    expect(await screen.findByText('This item does not exist or was deleted.')).toBeInTheDocument();
  });
});
