import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@schemas/profile';

/**
 * The image picked for the profile (type and size checked here first) with its preview URL, freed when
 * replaced, dropped or on leaving; `error` also takes the server's refusal of the image.
 */
export function useProfileImage() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.url)), [picked]);

  function pick(file: File | null) {
    setError(null);
    if (!file) return;
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(t`Please choose a JPEG, PNG, GIF or WebP image.`);
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setError(t`The image is larger than 5 MB.`);
      return;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  return {
    file: picked?.file ?? null,
    preview: picked?.url ?? null,
    error,
    setError,
    pick,
    /** After a save: the stored image replaces the preview. */
    reset: () => setPicked(null),
  };
}

export type ProfileImage = ReturnType<typeof useProfileImage>;
