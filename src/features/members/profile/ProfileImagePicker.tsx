import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { PROFILE_IMAGE_TYPES } from '@schemas/profile';
import type { ProfileImage } from './use-profile-image';

/** The profile image: the current one (or the picked preview), a button to choose another, and why not. */
export function ProfileImagePicker({
  image,
  current,
  name,
}: {
  image: ProfileImage;
  current: string | null;
  name: string;
}) {
  const { t } = useLingui();
  return (
    <Group align="center">
      <Avatar src={image.preview ?? current} alt={t`Profile image`} size={96} radius="xl">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={image.pick} accept={PROFILE_IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              <Trans>Choose image</Trans>
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          <Trans>JPEG, PNG, GIF or WebP, up to 5 MB. It is cropped to a 400×400 square.</Trans>
        </Text>
        {image.file && (
          <Text size="xs">
            <Trans>Selected: {image.file.name}</Trans>
          </Text>
        )}
        {image.error && (
          <Text size="xs" c="red" role="alert">
            {image.error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
