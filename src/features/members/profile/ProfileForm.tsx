import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Avatar,
  Button,
  Checkbox,
  Divider,
  FileButton,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import {
  ageOn,
  DESCRIPTION_MAX,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_TYPES,
  SOCIAL_KEYS,
  type MemberProfile,
  type SocialKey,
} from '@schemas/profile';
import { ListError } from '@/components/ListState';
import { ApiError } from '@/lib/api-error';
import { Code } from '@schemas/codes';
import { codeOf, errorText } from '@/lib/error-text';
import { memberQueries } from '../members.queries';
import { profileQueries, updateProfile } from './profile.api';

type Values = {
  username: string;
  descriptionZh: string;
  descriptionEn: string;
  contactEmail: string;
  homepage: string;
  englishFirstName: string;
  englishLastName: string;
  birthday: string;
  optMarketing: boolean;
  optNewsletter: boolean;
} & Record<SocialKey, string>;

const SOCIAL_LABELS: Record<SocialKey, string> = {
  ig: 'Instagram',
  meta: 'Meta',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  discord: 'Discord',
};

function valuesOf(p: MemberProfile): Values {
  return {
    username: p.name,
    descriptionZh: p.descriptionZh,
    descriptionEn: p.descriptionEn,
    contactEmail: p.contactEmail ?? '',
    homepage: p.homepage ?? '',
    ig: p.social.ig ?? '',
    meta: p.social.meta ?? '',
    twitter: p.social.twitter ?? '',
    linkedin: p.social.linkedin ?? '',
    discord: p.social.discord ?? '',
    englishFirstName: p.extras?.englishFirstName ?? '',
    englishLastName: p.extras?.englishLastName ?? '',
    birthday: p.extras?.birthday ?? '',
    optMarketing: p.extras?.optIns.marketing ?? false,
    optNewsletter: p.extras?.optIns.newsletter ?? false,
  };
}

const URL_RE = /^https?:\/\/\S+$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const image = picked?.file ?? null;
  const preview = picked?.url ?? null;
  const [imageError, setImageError] = useState<string | null>(null);
  // A replaced or dropped preview (and the last one on leaving) frees its object URL.
  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.url)), [picked]);

  const url = v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(300, t`At most 300 characters.`),
    v.check(
      (s) => s === '' || (URL_RE.test(s) && URL.canParse(s)),
      t`Please enter a web address starting with https://`,
    ),
  );
  const schema = v.object({
    username: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t`Please enter a username.`),
      v.maxLength(NAME_MAX, t`At most ${NAME_MAX} characters.`),
    ),
    descriptionZh: v.pipe(
      v.string(),
      v.maxLength(DESCRIPTION_MAX, t`At most ${DESCRIPTION_MAX} characters.`),
    ),
    descriptionEn: v.pipe(
      v.string(),
      v.maxLength(DESCRIPTION_MAX, t`At most ${DESCRIPTION_MAX} characters.`),
    ),
    contactEmail: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || EMAIL_RE.test(s), t`Please enter a valid e-mail address.`),
    ),
    homepage: url,
    ...Object.fromEntries(SOCIAL_KEYS.map((k) => [k, url])),
    englishFirstName: v.pipe(v.string(), v.maxLength(60, t`At most 60 characters.`)),
    englishLastName: v.pipe(v.string(), v.maxLength(60, t`At most 60 characters.`)),
    birthday: v.pipe(
      v.string(),
      v.check(
        (s) => {
          if (s === '') return true;
          if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
          const age = ageOn(s, new Date());
          return age >= MIN_AGE && age <= MAX_AGE;
        },
        t`Members must be ${MIN_AGE} to ${MAX_AGE} years old.`,
      ),
    ),
    optMarketing: v.boolean(),
    optNewsletter: v.boolean(),
  });

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(profile),
    validate: valibotResolver(schema),
  });
  const dirty = form.isDirty() || image !== null;

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = new FormData();
      for (const [k, val] of Object.entries(values))
        body.append(k, typeof val === 'boolean' ? String(val) : val.trim());
      if (image) body.append('image', image, image.name);
      return updateProfile(body);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(profileQueries.me().queryKey, next);
      void queryClient.invalidateQueries({ queryKey: memberQueries.me().queryKey });
      form.setInitialValues(valuesOf(next));
      form.setValues(valuesOf(next));
      form.resetDirty(valuesOf(next));
      setPicked(null);
      notifications.show({ color: 'green', message: t`Your profile has been saved.` });
      onSaved?.(next);
    },
    onError: (err) => {
      // Field issues from the server (code 4200) mark their fields.
      if (err instanceof ApiError && Array.isArray(err.data)) {
        for (const issue of err.data as { path: string }[]) {
          if (issue.path === 'image')
            setImageError(t`This file is not a JPEG, PNG, GIF or WebP image of up to 5 MB.`);
          else if (issue.path === 'birthday')
            form.setFieldError('birthday', t`Members must be ${MIN_AGE} to ${MAX_AGE} years old.`);
          else if (issue.path in form.values) form.setFieldError(issue.path, t`Please check this field.`);
        }
      }
    },
  });

  // Spec: leaving with unsaved changes asks first (in-app navigation and closing the tab).
  useBlocker({
    shouldBlockFn: () =>
      dirty && !save.isPending && !window.confirm(t`You have unsaved changes. Leave anyway?`),
    enableBeforeUnload: () => dirty,
  });

  function pick(file: File | null) {
    setImageError(null);
    if (!file) return;
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setImageError(t`Please choose a JPEG, PNG, GIF or WebP image.`);
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      setImageError(t`The image is larger than 5 MB.`);
      return;
    }
    setPicked({ file, url: URL.createObjectURL(file) });
  }

  const counter = (s: string) => `${s.length}/${DESCRIPTION_MAX}`;
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
          <Group align="center">
            <Avatar src={preview ?? profile.displayImage} alt={t`Profile image`} size={96} radius="xl">
              {profile.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4}>
              <FileButton onChange={pick} accept={PROFILE_IMAGE_TYPES.join(',')}>
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                    <Trans>Choose image</Trans>
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                <Trans>JPEG, PNG, GIF or WebP, up to 5 MB. It is cropped to a 400×400 square.</Trans>
              </Text>
              {image && (
                <Text size="xs">
                  <Trans>Selected: {image.name}</Trans>
                </Text>
              )}
              {imageError && (
                <Text size="xs" c="red" role="alert">
                  {imageError}
                </Text>
              )}
            </Stack>
          </Group>

          <TextInput label={t`Username`} required maxLength={NAME_MAX} {...form.getInputProps('username')} />
          <Textarea
            label={t`Description (Chinese)`}
            autosize
            minRows={3}
            description={counter(form.values.descriptionZh)}
            {...form.getInputProps('descriptionZh')}
          />
          <Textarea
            label={t`Description (English)`}
            autosize
            minRows={3}
            description={counter(form.values.descriptionEn)}
            {...form.getInputProps('descriptionEn')}
          />
          <TextInput label={t`Contact e-mail`} type="email" {...form.getInputProps('contactEmail')} />
          <TextInput
            label={t`Homepage`}
            type="url"
            placeholder="https://"
            {...form.getInputProps('homepage')}
          />

          <Divider label={t`Social links`} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_KEYS.map((k) => (
              <TextInput
                key={k}
                label={SOCIAL_LABELS[k]}
                type="url"
                placeholder="https://"
                {...form.getInputProps(k)}
              />
            ))}
          </SimpleGrid>

          <Divider label={t`Member registration`} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`English first name`} {...form.getInputProps('englishFirstName')} />
            <TextInput label={t`English last name`} {...form.getInputProps('englishLastName')} />
          </SimpleGrid>
          <TextInput
            label={t`Birthday`}
            type="date"
            description={t`Members must be ${MIN_AGE} to ${MAX_AGE} years old.`}
            {...form.getInputProps('birthday')}
          />
          <Checkbox
            label={t`Send me news and offers`}
            {...form.getInputProps('optMarketing', { type: 'checkbox' })}
          />
          <Checkbox
            label={t`Subscribe to the newsletter`}
            {...form.getInputProps('optNewsletter', { type: 'checkbox' })}
          />

          {save.isPending && (
            <Stack gap={4} role="status">
              <Text size="xs">{image ? <Trans>Uploading…</Trans> : <Trans>Saving…</Trans>}</Text>
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
