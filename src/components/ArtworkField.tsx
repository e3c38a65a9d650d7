import { useLingui } from '@lingui/react/macro';
import type { FormErrors } from '@mantine/form';
import type { FileRecord } from '@schemas/uploads';
import { FileDrop } from './FileDrop';

/**
 * The part of a Mantine form this field reads and writes, so any merchant form whose values hold
 * `artwork` (the coin, the ticketed event) passes its `useForm()` result as is.
 */
export type ArtworkForm = {
  values: { artwork: FileRecord | null };
  errors: FormErrors;
  setValues(patch: { artwork: FileRecord | null }): void;
  clearFieldError(path: 'artwork'): void;
};

type Props = {
  form: ArtworkForm;
  /** What the picture is used for in this form. */
  description: string;
  /** Told when an upload starts and ends, so the form can disable its submit meanwhile. */
  onBusyChange(busy: boolean): void;
};

/**
 * A merchant form's optional artwork: one image upload bound to the form's `artwork` value. The item-cover
 * purpose is the one that takes a single image and keeps its own ratio (no crop to a fixed size).
 */
export function ArtworkField({ form, description, onBusyChange }: Props) {
  const { t } = useLingui();
  return (
    <FileDrop
      label={t`Artwork`}
      description={description}
      purpose="item_cover"
      value={form.values.artwork}
      onChange={(f) => {
        form.setValues({ artwork: f });
        // A new file (or none) answers the server's or the check's complaint about the old one.
        form.clearFieldError('artwork');
      }}
      onBusyChange={onBusyChange}
      error={form.errors.artwork as string | undefined}
    />
  );
}
