import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRecord } from '@schemas/uploads';
import { ArtworkField } from '@/components/ArtworkField';
import { render } from '../../support/render';
import { FakeXhr, useNodeFormData } from './fake-xhr';

const RECORD: FileRecord = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'image',
  mime: 'image/png',
  path: 'uploads/art.png',
  displayPath: '/files/art.png',
  thumbPath: null,
  size: 10,
  width: 600,
  height: 400,
  purpose: 'item_cover',
};

useNodeFormData();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

/** A form like the merchant ones: other values beside `artwork`, and an error on it from a refused save. */
function Harness({ initial, onBusy }: { initial: FileRecord | null; onBusy(busy: boolean): void }) {
  const form = useForm<{ name: string; artwork: FileRecord | null }>({
    initialValues: { name: 'Harbour coin', artwork: initial },
    initialErrors: { artwork: 'Use another picture.' },
  });
  return (
    <>
      <ArtworkField form={form} description="Shown in wallets." onBusyChange={onBusy} />
      <output data-testid="values">{JSON.stringify(form.values)}</output>
    </>
  );
}
const values = () => JSON.parse(screen.getByTestId('values').textContent!) as Record<string, unknown>;

describe('ArtworkField', () => {
  it('shows the form’s error on a labelled, described image field; removing clears value and error', async () => {
    const { user } = await render(<Harness initial={RECORD} onBusy={() => {}} />);
    const input = screen.getByLabelText('Artwork');
    expect(input).toHaveAccessibleDescription(/Shown in wallets\..*Use another picture\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).not.toHaveAttribute('aria-required');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(values()).toEqual({ name: 'Harbour coin', artwork: null });
    expect(screen.queryByText('Use another picture.')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an upload is reported busy, then sets the artwork (as an item cover) and clears the error', async () => {
    const busy: boolean[] = [];
    // A block body: FileDrop's effect returns what the callback returns, and React would call a number.
    const { user } = await render(
      <Harness
        initial={null}
        onBusy={(b) => {
          busy.push(b);
        }}
      />,
    );
    const png = new NodeFile(['png-bytes'], 'art.png', { type: 'image/png' }) as unknown as File;
    await user.upload(screen.getByLabelText('Artwork'), png);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(await FakeXhr.last().body!.text()).toContain('item_cover');
    expect(busy.at(-1)).toBe(true);

    FakeXhr.last().answer(200, RECORD);
    expect(await screen.findByRole('img', { name: 'Preview of Artwork' })).toBeInTheDocument();
    expect(values()).toEqual({ name: 'Harbour coin', artwork: RECORD });
    expect(screen.queryByText('Use another picture.')).not.toBeInTheDocument();
    expect(busy.at(-1)).toBe(false);
  });
});
