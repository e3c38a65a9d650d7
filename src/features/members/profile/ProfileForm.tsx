import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { Code } from '@schemas/codes';
import type { MemberProfile } from '@schemas/profile';
import { ListError } from '@/components/ListState';
import { codeOf, errorText } from '@/lib/error-text';
import { profileQueries } from './profile.api';
import { profileSchema, valuesOf, type ProfileValues } from './profile-form';
import { ProfileFields } from './ProfileFields';
import { ProfileImagePicker } from './ProfileImagePicker';
import { useProfileImage } from './use-profile-image';
import { useProfileSave } from './use-profile-save';

/** Spec §3 Profile + registration extras: the edit form of #/profile. Calls `onSaved` after a save. */
export function ProfileForm({ onSaved }: { onSaved?: (p: MemberProfile) => void }) {
  const query = useQuery(profileQueries.me());
  if (query.isPending)
    return (
      <Stack aria-busy="true" gap="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={40} />
        ))}
      </Stack>
    );
  if (query.isError)
    return (
      <ListError error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
    );
  return <Editor profile={query.data} onSaved={onSaved} />;
}

function Editor({ profile, onSaved }: { profile: MemberProfile; onSaved?: (p: MemberProfile) => void }) {
  const { t } = useLingui();
  const image = useProfileImage();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: valibotResolver(profileSchema()),
  });
  const dirty = form.isDirty() || image.file !== null;
  const save = useProfileSave(form, image, onSaved);

  // Spec: leaving with unsaved changes asks first (in-app navigation and closing the tab).
  useBlocker({
    shouldBlockFn: () =>
      dirty && !save.isPending && !window.confirm(t`You have unsaved changes. Leave anyway?`),
    enableBeforeUnload: () => dirty,
  });

  const failed = save.isError && codeOf(save.error) !== Code.VALIDATION_FAILED;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="lg">
          {failed && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          <ProfileImagePicker image={image} current={profile.displayImage} name={profile.name} />
          <ProfileFields form={form} />
          {save.isPending && (
            <Stack gap={4} role="status">
              <Text size="xs">{image.file ? <Trans>Uploading…</Trans> : <Trans>Saving…</Trans>}</Text>
              <Progress value={100} striped animated aria-label={t`Saving`} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              <Trans>Save profile</Trans>
            </Button>
          </Group>
          {dirty && !save.isPending && (
            <Text size="xs" c="dimmed" ta="right">
              <Trans>You have unsaved changes.</Trans>
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
