import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateItemPage } from '@/features/items/item-pages';
import { ItemForm } from '@/features/items/ItemForm';
import { emptyItem, type ItemValues } from '@/features/items/item-form';
import { session } from '@/lib/session';
import { stubApi, type ApiCall } from '../../../support/api-stub';
import { render } from '../../../support/render';
import {
  COLLECTION_ID,
  COVER_ID,
  FILE_ID,
  ITEM_ID,
  ME,
  collectionCard,
  posts,
  reply,
  validValues,
  type Reply,
} from './item-stub';

const collections = reply({ data: { items: [collectionCard()], nextCursor: null } });
/** The caller's collections, and what createProduct answers. */
const api = (onPost: (c: ApiCall) => Reply) =>
  stubApi({ '/api/collections': collections, '/api/products': (c) => reply(onPost(c)) });
const created = () => ({ data: { id: ITEM_ID, status: 'OFF_SHELF' } });
const createButton = () => screen.getByRole('button', { name: 'Create item', hidden: true });
const renderForm = (values: ItemValues) =>
  render(() => <ItemForm mode="create" initialValues={values} />, { path: '/create' });

beforeEach(() => session.start(ME, 'token'));
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

// The whole form renders in jsdom (dozens of Mantine inputs): slow under a loaded CI machine.
describe('create item', { timeout: 45_000 }, () => {
  it('lists the caller’s collections and, on an empty submit, says what every required field needs', async () => {
    const calls = api(created);
    const { user } = await render(() => <CreateItemPage contractType="ERC721" />, { path: '/create' });
    const picker = await screen.findByLabelText(/^Collection/);
    expect(calls[0]!.fields.get('ownerId')).toBe(ME);
    expect(within(picker).getByRole('option', { name: 'Harbour Lights', hidden: true })).toBeInTheDocument();

    await user.click(createButton());
    for (const text of [
      'Please choose a collection.',
      'Please enter a name for the item.',
      'Please upload a cover image.',
      "Please upload the item's file.",
      'Please enter a price.',
      'Please enter the price in HKD.',
      'Please choose a licence period.',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText('Please choose Yes or No.')).toHaveLength(5);
    expect(screen.getByText(/Some fields need your attention/)).toBeInTheDocument();
    await waitFor(() => expect(picker).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);

    // Picking the collection clears its message and takes the collection's chain.
    await user.selectOptions(picker, 'Harbour Lights');
    expect(screen.queryByText('Please choose a collection.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Polygon')).toBeChecked();
  });

  it('preselects ?collectionId= and offers to create a collection when the member has none', async () => {
    api(created);
    await render(() => <CreateItemPage contractType="ERC721" collectionId={COLLECTION_ID} />, {
      path: '/create',
    });
    expect(await screen.findByLabelText(/^Collection/)).toHaveValue(COLLECTION_ID);

    stubApi({ '/api/collections': reply({ data: { items: [], nextCursor: null } }) });
    session.start('9a0f6c1e-0000-4000-8000-000000000009', 'token');
    await render(() => <CreateItemPage contractType="ERC721" />, { path: '/create' });
    expect(await screen.findByText('You have no collection yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a collection', hidden: true })).toHaveAttribute(
      'href',
      '/createcollect',
    );
  });

  it('checks every trait row for type, name and value, and a removed row takes its messages along', async () => {
    const calls = api(created);
    const { user } = await renderForm(validValues({ properties: [] }));
    await user.click(screen.getByRole('button', { name: 'Add property', hidden: true }));
    const row = screen.getByRole('group', { name: 'Property 1', hidden: true });
    await user.type(within(row).getByLabelText(/^Type/), 'Bg');
    await user.click(screen.getByRole('button', { name: 'Add stat', hidden: true }));
    await user.click(createButton());
    expect(await within(row).findByText('Please enter a name.')).toBeInTheDocument();
    expect(within(row).getByText('Please enter a value.')).toBeInTheDocument();
    expect(within(row).queryByText('Please enter a type.')).not.toBeInTheDocument();
    const stat = screen.getByRole('group', { name: 'Stat 1', hidden: true });
    expect(within(stat).getByText('Please enter a type.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Stat 1', hidden: true }));
    expect(screen.queryByRole('group', { name: 'Stat 1', hidden: true })).not.toBeInTheDocument();
    await user.type(within(row).getByLabelText(/^Name/), 'Hue');
    await user.type(within(row).getByLabelText(/^Value/), 'Blue');
    await user.click(createButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    const body = posts(calls)[0]!.fields;
    expect(body.get('properties[0][type]')).toBe('Bg');
    expect(body.get('properties[0][name]')).toBe('Hue');
    expect(body.get('properties[0][value]')).toBe('Blue');
    expect(body.has('stats[0][type]')).toBe(false);
  });

  it('asks for the free text of "others" once ticked, and sends it', async () => {
    const calls = api(created);
    const { user } = await renderForm(validValues());
    expect(
      screen.queryByRole('textbox', { name: /Describe the other terms/, hidden: true }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Other terms'));
    await user.click(createButton());
    expect(await screen.findByText('Please describe the other terms, or untick Others.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.type(screen.getByLabelText(/Describe the other terms/), 'Credit the artist.');
    await user.click(createButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.fields.get('licence[others]')).toBe('Credit the artist.');
  });

  it('sends the whole item as bracketed fields, then opens its page and refreshes the catalogue', async () => {
    const calls = api(created);
    const { user, router, queryClient } = await renderForm(validValues());
    queryClient.setQueryData(['catalog', 'home'], { cached: true });
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.href).toBe(`/itemView?id=${ITEM_ID}`));
    const post = posts(calls)[0]!;
    expect(post.path).toBe('/api/products');
    expect(Object.fromEntries(post.fields)).toMatchObject({
      collectionId: COLLECTION_ID,
      sourceType: 'SELF',
      blockchain: 'ETHEREUM',
      contractType: 'ERC721',
      quantity: '1',
      name: 'Harbour at dawn',
      coverFileId: COVER_ID,
      fileId: FILE_ID,
      sellType: 'FIXED',
      curr: 'ETH',
      fixPrice: '0.5',
      fixPriceHK: '3900',
      'properties[0][type]': 'Scene',
      'licence[commercialUse]': 'Y',
      'licence[period]': 'PERPETUAL',
      'licence[copy]': 'N',
    });
    expect(post.fields.has('auctionBlPrice')).toBe(false);
    expect(queryClient.getQueryState(['catalog', 'home'])?.isInvalidated).toBe(true);
  });

  it('needs more than one copy for an ERC-1155 item', async () => {
    const calls = api(created);
    const { user } = await render(
      () => <ItemForm mode="create" initialValues={{ ...validValues(), ...pick1155() }} />,
      { path: '/item1155' },
    );
    expect(screen.getByLabelText(/^Contract type/)).toHaveValue('ERC-1155 (multiple copies)');
    const quantity = screen.getByLabelText(/^Quantity/);
    await user.type(quantity, '1');
    await user.click(createButton());
    expect(await screen.findByText('Multiple copies need a quantity greater than 1.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.click(createButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.fields.get('contractType')).toBe('ERC1155');
    expect(posts(calls)[0]!.fields.get('quantity')).toBe('5');
  });

  it('puts the server’s 4200 field issues on their fields', async () => {
    api(() => ({
      code: 4200,
      data: [
        { path: 'properties.0.name', message: 'required' },
        { path: 'licence.copy', message: 'required' },
        { path: 'fixPrice', message: 'price_min' },
        { path: 'coverFileId', message: 'file_purpose' },
        { path: 'royalty', message: 'whatever' },
      ],
    }));
    const { user } = await renderForm(validValues());
    await user.click(createButton());
    const row = screen.getByRole('group', { name: 'Property 1', hidden: true });
    expect(await within(row).findByText('Please enter a name.')).toBeInTheDocument();
    const copy = screen.getByRole('radiogroup', { name: /^Copy/, hidden: true });
    expect(copy).toHaveAccessibleDescription('Please choose Yes or No.');
    expect(screen.getByLabelText(/^Price \(ETH\)/)).toHaveAccessibleDescription(
      /The price must be at least 0\.01\./,
    );
    expect(screen.getByText('This file cannot be used here. Please upload another one.')).toBeInTheDocument();
    expect(screen.getByText('Please check this field.')).toBeInTheDocument(); // no field for 'royalty': the summary
    expect(screen.getByText(/Some fields need your attention/)).toBeInTheDocument();
  });

  it('shows the contract type text for 1022, and keeps the form for a retry', async () => {
    api(() => ({ code: 1022, message: 'contract_type_required' }));
    const { user } = await renderForm(validValues());
    await user.click(createButton());
    const alert = await screen.findByRole('alert', { name: 'The item was not created', hidden: true });
    expect(within(alert).getByText('Please choose a contract type')).toBeInTheDocument();
    // The standard's own field says it too.
    expect(screen.getByLabelText(/^Contract type/)).toHaveAccessibleDescription(
      /Please choose a contract type/,
    );
    expect(within(alert).getByText(/Error code: 1022/)).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Item name/)).toHaveValue('Harbour at dawn');
  });

  it('sends a member without creation permission to pricing', async () => {
    api(() => ({ code: 403, message: 'no_create_permission' }));
    const { user, router } = await renderForm(validValues());
    await user.click(createButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.location.search).toEqual({ denied: 'CREATE' });
  });
});

function pick1155(): Partial<ItemValues> {
  const e = emptyItem({ contractType: 'ERC1155' });
  return { contractType: e.contractType, quantity: e.quantity };
}
