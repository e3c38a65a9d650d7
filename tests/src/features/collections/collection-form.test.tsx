import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '@schemas/uploads';
import { session } from '@/lib/session';
import CreateCollectScreen from '@/routes/screens/createcollect';
import { fileRecord } from '../../../support/catalogue-stubs';
import { render } from '../../../support/render';
import { FakeXhr, useNodeFormData } from '../../components/fake-xhr';
import {
  activateEnglish,
  BAD_CHECKSUM,
  COLLECTION_ID,
  detail,
  GOOD_ADDRESS,
  MEMBER,
  ok,
  refusal,
  stubApi,
} from './fixtures';

beforeAll(activateEnglish);
useNodeFormData();
beforeEach(() => {
  session.start(MEMBER, 'tok');
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  session.clear();
});

const png = (name: string) => new NodeFile(['png'], name, { type: 'image/png' }) as unknown as File;
/** What the upload answers: a 1×1 PNG of 3 bytes. */
const record = (id: string, purpose: FileRecord['purpose']) =>
  fileRecord(purpose, id, { size: 3, width: 1, height: 1 });
const IMAGES = [
  ['Logo image', 'collection_logo', '33333333-3333-4333-8333-333333333331'],
  ['Featured image', 'collection_featured', '33333333-3333-4333-8333-333333333332'],
  ['Banner image', 'collection_banner', '33333333-3333-4333-8333-333333333333'],
] as const;
const openCreate = () => render(CreateCollectScreen, { path: '/createcollect' });
const posts = <T extends { method: string }>(calls: T[]) => calls.filter((c) => c.method === 'POST');

type User = Awaited<ReturnType<typeof openCreate>>['user'];
async function uploadAll(user: User) {
  for (const [label, purpose, id] of IMAGES) {
    await user.upload(screen.getByLabelText(new RegExp(`^${label}`)), png(`${purpose}.png`));
    await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
    FakeXhr.last().answer(200, record(id, purpose));
    await screen.findByRole('img', { name: `Preview of ${label}` });
  }
}
async function fill(user: User, name: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}
async function fillText(user: User, address = GOOD_ADDRESS) {
  await fill(user, /^Name/, 'Harbour Lights');
  await fill(user, /^URL/, 'https://example.com/harbour');
  await fill(user, /^Royalty fee/, '2.5');
  await fill(user, /^Royalty wallet address/, address);
}

describe('create a collection', () => {
  it('an empty form shows an error on each required field and sends nothing', async () => {
    const calls = stubApi(() => ok(null));
    const { user } = await openCreate();
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getAllByText('Please upload this image.')).toHaveLength(3);
    expect(screen.getByLabelText(/^Logo image/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses a royalty over the maximum and an address with a wrong checksum', async () => {
    stubApi(() => ok(null));
    const { user } = await openCreate();
    await fill(user, /^Royalty fee/, '12');
    await fill(user, /^Royalty wallet address/, BAD_CHECKSUM);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('The royalty fee can be at most 10%.')).toBeInTheDocument();
    expect(screen.getByText('This wallet address is not valid. Check it for typos.')).toBeInTheDocument();
  });

  it('uploads the three images, disables submit while one is uploading, sends their ids and opens the page', async () => {
    const calls = stubApi(({ method }) => (method === 'POST' ? ok({ id: COLLECTION_ID }) : ok(null)));
    const { user } = await openCreate();
    await fillText(user, GOOD_ADDRESS.toLowerCase());
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Music');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Blockchain/ }), 'Polygon');
    await user.upload(screen.getByLabelText(/^Logo image/), png('logo.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().progress(0.5);
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create collection' })).toBeDisabled();
    FakeXhr.last().answer(200, record(IMAGES[0][2], 'collection_logo'));
    await screen.findByRole('img', { name: 'Preview of Logo image' });
    FakeXhr.sent = [];
    for (const [label, purpose, id] of IMAGES.slice(1)) {
      await user.upload(screen.getByLabelText(new RegExp(`^${label}`)), png(`${purpose}.png`));
      await waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThan(0));
      FakeXhr.last().answer(200, record(id, purpose));
      await screen.findByRole('img', { name: `Preview of ${label}` });
    }
    await user.click(screen.getByRole('button', { name: 'Create collection' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/collectDetail?id=${COLLECTION_ID}`);
    const [sent] = posts(calls);
    expect(sent!.path).toBe('/api/collections');
    expect(Object.fromEntries(sent!.form)).toMatchObject({
      name: 'Harbour Lights',
      url: 'https://example.com/harbour',
      category: 'music',
      blockchain: 'POLYGON',
      royaltyFeePercent: '2.5',
      // Checksummed when the field was left.
      royaltyAddress: GOOD_ADDRESS,
      logoFileId: IMAGES[0][2],
      featuredFileId: IMAGES[1][2],
      bannerFileId: IMAGES[2][2],
    });
  });

  it('server field issues (4200 data paths) and a taken URL land on their fields', async () => {
    let answer = refusal(400, 4200, 'validation_failed', [
      { path: 'logoFileId', message: 'file_purpose' },
      { path: 'royaltyAddress', message: 'address_checksum' },
    ]);
    stubApi(({ method }) => (method === 'POST' ? answer : ok(null)));
    const { user } = await openCreate();
    await fillText(user);
    await uploadAll(user);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Logo image/)).toHaveAccessibleDescription(/uploaded for another field/);
    expect(screen.getByRole('textbox', { name: /^Royalty wallet address/ })).toHaveAccessibleDescription(
      /This wallet address is not valid/,
    );

    answer = refusal(409, 409, 'url_taken', [{ path: 'url', message: 'url_taken' }]);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    const url = screen.getByRole('textbox', { name: /^URL/ });
    await waitFor(() => expect(url).toHaveAccessibleDescription(/already used by another collection/));
  });

  it('without creation permission the refusal says so and links to the plans', async () => {
    stubApi(({ method }) => (method === 'POST' ? refusal(403, 403, 'no_create_permission') : ok(null)));
    const { user } = await openCreate();
    await fillText(user);
    await uploadAll(user);
    await user.click(screen.getByRole('button', { name: 'Create collection' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have creation permission yet.');
    expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });
});

describe('edit a collection', () => {
  const openEdit = () =>
    render(CreateCollectScreen, { path: '/createcollect', url: `/createcollect?id=${COLLECTION_ID}` });

  it('starts from the saved values; royalty fields are disabled with a note; only editable fields are sent', async () => {
    const calls = stubApi(({ method }) => (method === 'POST' ? ok({ id: COLLECTION_ID }) : ok(detail())));
    const { user } = await openEdit();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Harbour Lights');
    expect(screen.getByRole('textbox', { name: /^Royalty fee/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Royalty wallet address/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Royalty fee/ })).toHaveValue('5.00');
    expect(
      screen.getByText(
        'The royalty fee and wallet address cannot be changed after the collection is created.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Blockchain/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of Banner image' })).toHaveAttribute(
      'src',
      '/files/banner-1.png',
    );

    const description = screen.getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.paste('New words');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/collectDetail?id=${COLLECTION_ID}`);
    const form = Object.fromEntries(posts(calls)[0]!.form);
    expect(posts(calls)[0]!.path).toBe('/api/collections/update');
    expect(form).toMatchObject({ id: COLLECTION_ID, description: 'New words', name: 'Harbour Lights' });
    for (const k of ['royaltyFeePercent', 'royaltyAddress', 'blockchain', 'logoFileId', 'bannerFileId'])
      expect(form).not.toHaveProperty(k);
  });

  it('a 1020 answer shows that the royalty cannot change', async () => {
    stubApi(({ method }) => (method === 'POST' ? refusal(400, 1020, 'royalty_locked') : ok(detail())));
    const { user } = await openEdit();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The royalty fee and wallet address cannot be changed after the collection is created.',
    );
  });

  it("someone else's collection cannot be edited", async () => {
    stubApi(() => ok(detail({ mine: false })));
    await openEdit();
    expect(await screen.findByText('Only the owner of this collection can edit it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
