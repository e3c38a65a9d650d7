import { fireEvent, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '@schemas/uploads';
import { FileDrop } from '@/components/FileDrop';
import { render } from '../../support/render';
import { FakeXhr, useNodeFormData } from './fake-xhr';

const RECORD: FileRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'image',
  mime: 'image/png',
  path: 'uploads/logo.png',
  displayPath: '/files/logo.png',
  thumbPath: null,
  size: 10,
  width: 350,
  height: 350,
  purpose: 'collection_logo',
};

const last = () => FakeXhr.last();

useNodeFormData();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name = 'logo.png', bytes = 'png-bytes') =>
  new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;

function Field({
  initial = null,
  onChange,
}: {
  initial?: FileRecord | null;
  onChange?: (f: FileRecord | null) => void;
}) {
  const [value, setValue] = useState<FileRecord | null>(initial);
  return (
    <FileDrop
      label="Logo"
      description="350 x 350"
      purpose="collection_logo"
      required
      previewAspect={1}
      value={value}
      onChange={(f) => {
        setValue(f);
        onChange?.(f);
      }}
    />
  );
}

describe('FileDrop', () => {
  it('is a labelled, described, required file input that shows progress and then the preview', async () => {
    const changes: (FileRecord | null)[] = [];
    const { user } = await render(<Field onChange={(f) => changes.push(f)} />);
    const input = screen.getByLabelText(/Logo/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription(/350 x 350/);
    expect(input).toHaveAttribute('aria-required', 'true');

    await user.upload(input, png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(last().path).toBe('/api/files');
    const body = await last().body!.text();
    expect(body).toContain('name="purpose"');
    expect(body).toContain('collection_logo');
    expect(body).toContain('png-bytes');

    last().progress(0.42);
    expect(await screen.findByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );

    last().answer(200, RECORD);
    const img = await screen.findByRole('img', { name: 'Preview of Logo' });
    expect(img).toHaveAttribute('src', '/files/logo.png');
    expect(changes).toEqual([RECORD]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a wrong type or an oversized file before sending', async () => {
    const { user } = await render(<Field />);
    const input = screen.getByLabelText(/Logo/);
    const text = new NodeFile(['hello'], 'notes.txt', { type: 'text/plain' }) as unknown as File;
    // A drop is not filtered by `accept`.
    fireEvent.drop(input.closest('[data-dragging], .mantine-Paper-root')!, {
      dataTransfer: { files: [text] },
    });
    expect(await screen.findByText(/This file type cannot be used here/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByText('The file is too large. The limit is 10 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('cancel aborts the request and returns to the empty field', async () => {
    const changes: (FileRecord | null)[] = [];
    const { user } = await render(<Field onChange={(f) => changes.push(f)} />);
    await user.upload(screen.getByLabelText(/Logo/), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    last().progress(0.1);
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(last().aborted).toBe(true);
    expect(await screen.findByText('Drag a file here or choose one')).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it('server refusals show their text (quota; unknown with the code) and retry sends again', async () => {
    const { user } = await render(<Field />);
    await user.upload(screen.getByLabelText(/Logo/), png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    last().answer(429, null);
    expect(await screen.findByText(/upload limit of 200 files a day/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    last().answer(4999, null);
    expect(await screen.findByText(/\[4999\]/)).toBeInTheDocument();

    // The server reads the bytes: a .png that is not an image, and one it cannot decode.
    await user.upload(screen.getByLabelText(/Logo/), png('fake.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    last().answer(4200, [{ path: 'file', message: 'file_type' }]);
    expect(await screen.findByText(/This file type cannot be used here/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Logo/), png('broken.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    last().answer(4200, [{ path: 'file', message: 'file_unreadable' }]);
    expect(await screen.findByText(/This file could not be read/)).toBeInTheDocument();
  });

  it('remove clears the value; replace picks a new file while the old preview stays until done', async () => {
    const changes: (FileRecord | null)[] = [];
    const { user } = await render(<Field initial={RECORD} onChange={(f) => changes.push(f)} />);
    expect(screen.getByRole('img', { name: 'Preview of Logo' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Logo/), png('new.png'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    last().answer(200, { ...RECORD, id: 'new', displayPath: '/files/new.png' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of Logo' })).toHaveAttribute('src', '/files/new.png'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(changes.at(-1)).toBeNull();
    expect(screen.getByText('Drag a file here or choose one')).toBeInTheDocument();
  });

  it('a non-image file shows its name instead of a picture', async () => {
    await render(
      <FileDrop
        label="File"
        purpose="item_file"
        value={{ ...RECORD, kind: 'glb', mime: 'model/gltf-binary', displayPath: '/files/model.glb' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('model.glb')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();
  });
});
