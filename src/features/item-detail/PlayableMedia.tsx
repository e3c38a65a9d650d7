import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, AspectRatio, Box, Button, Image, Stack } from '@mantine/core';
import { IconPhoto, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';

type Props = { kind: 'video' | 'audio'; src: string; mime: string; cover: string; name: string };

/**
 * A video or audio tile (spec §4 "video/audio tiles toggle between cover and player"): the cover with a play
 * button; playing shows the native player with controls, and "Show cover" goes back.
 */
export function PlayableMedia({ kind, src, mime, cover, name }: Props) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const playLabel = kind === 'video' ? t`Play video: ${name}` : t`Play audio: ${name}`;

  if (!playing)
    return (
      <Box pos="relative">
        <AspectRatio ratio={1}>
          <Image src={cover} alt={name} radius="md" fit="cover" />
        </AspectRatio>
        <ActionIcon
          pos="absolute"
          top="50%"
          left="50%"
          style={{ transform: 'translate(-50%, -50%)', boxShadow: 'var(--mantine-shadow-md)' }}
          size={72}
          radius="xl"
          variant="white"
          color="dark"
          onClick={() => setPlaying(true)}
          aria-label={playLabel}
        >
          <IconPlayerPlayFilled size={36} aria-hidden />
        </ActionIcon>
      </Box>
    );

  return (
    <Stack gap="xs">
      {kind === 'video' ? (
        <video
          controls
          autoPlay
          playsInline
          poster={cover}
          aria-label={t`Video: ${name}`}
          style={{ width: '100%', borderRadius: 'var(--mantine-radius-md)', background: '#000' }}
        >
          <source src={src} type={mime} />
        </video>
      ) : (
        <>
          <AspectRatio ratio={1}>
            <Image src={cover} alt={name} radius="md" fit="cover" />
          </AspectRatio>
          <audio controls autoPlay aria-label={t`Audio: ${name}`} style={{ width: '100%' }}>
            <source src={src} type={mime} />
          </audio>
        </>
      )}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPhoto size={16} aria-hidden />}
        onClick={() => setPlaying(false)}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Show cover</Trans>
      </Button>
    </Stack>
  );
}
