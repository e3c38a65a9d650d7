import { t } from '@lingui/core/macro';
import type { UseFormReturnType } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_AGE, MIN_AGE, type MemberProfile } from '@schemas/profile';
import { ApiError } from '@/lib/api-error';
import { memberQueries } from '../members.queries';
import { profileQueries, updateProfile } from './profile.api';
import { valuesOf, type ProfileValues } from './profile-form';
import type { ProfileImage } from './use-profile-image';
import { notify } from '@/lib/notify';

/**
 * Saves the profile as multipart (the picked image with the fields). On success the stored profile becomes
 * the form's new starting point and the header's member detail is re-read; field issues the server found
 * (code 4200) mark their fields.
 */
export function useProfileSave(
  form: UseFormReturnType<ProfileValues>,
  image: ProfileImage,
  onSaved?: (p: MemberProfile) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => {
      const body = new FormData();
      for (const [k, val] of Object.entries(values))
        body.append(k, typeof val === 'boolean' ? String(val) : val.trim());
      if (image.file) body.append('image', image.file, image.file.name);
      return updateProfile(body);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(profileQueries.me().queryKey, next);
      void queryClient.invalidateQueries({ queryKey: memberQueries.me().queryKey });
      form.setInitialValues(valuesOf(next));
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      image.reset();
      notify(t`Your profile has been saved.`, 'green');
      onSaved?.(next);
    },
    onError: (err) => {
      if (!(err instanceof ApiError) || !Array.isArray(err.data)) return;
      for (const issue of err.data as { path: string }[]) {
        if (issue.path === 'image')
          image.setError(t`This file is not a JPEG, PNG, GIF or WebP image of up to 5 MB.`);
        else if (issue.path === 'birthday')
          form.setFieldError('birthday', t`Members must be ${MIN_AGE} to ${MAX_AGE} years old.`);
        else if (issue.path in form.values) form.setFieldError(issue.path, t`Please check this field.`);
      }
    },
  });
}
