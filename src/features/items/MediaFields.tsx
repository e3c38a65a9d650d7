import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { useCallback } from 'react';
import type { FileRecord } from '@schemas/uploads';
import { FileDrop } from '@/components/FileDrop';
import { FormSection, type PartProps } from './form-parts';

/** The cover image and the item's file (spec §3: JPG, JPEG, PNG, GIF, MP4, MP3, GLB), uploaded on pick. */
export function MediaFields({
  form,
  shape,
  onUploading,
}: PartProps & { onUploading: (field: 'cover' | 'file', busy: boolean) => void }) {
  const { t } = useLingui();
  const { setFieldValue } = form;
  const coverBusy = useCallback((b: boolean) => onUploading('cover', b), [onUploading]);
  const fileBusy = useCallback((b: boolean) => onUploading('file', b), [onUploading]);
  const setCover = useCallback((f: FileRecord | null) => setFieldValue('cover', f), [setFieldValue]);
  const setFile = useCallback((f: FileRecord | null) => setFieldValue('file', f), [setFieldValue]);
  return (
    <FormSection
      title={<Trans>Media</Trans>}
      description={<Trans>The cover is what lists and search show; the file is what the owner gets.</Trans>}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <FileDrop
          label={t`Cover image`}
          description={t`A picture that represents the item.`}
          purpose="item_cover"
          value={shape.cover}
          onChange={setCover}
          onBusyChange={coverBusy}
          error={form.errors.cover as string | undefined}
          required
        />
        <FileDrop
          label={t`Item file`}
          description={t`An image, video, sound or 3D model.`}
          purpose="item_file"
          value={shape.file}
          onChange={setFile}
          onBusyChange={fileBusy}
          error={form.errors.file as string | undefined}
          required
        />
      </SimpleGrid>
    </FormSection>
  );
}
