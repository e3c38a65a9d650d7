import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Box, Button, Group, Image, Modal, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';

/** An item image: the tile opens a large view where the picture can be shown at full size (zoom). */
export function ImageMedia({ src, large, name }: { src: string; large: string; name: string }) {
  const { t } = useLingui();
  const [opened, { open, close }] = useDisclosure(false);
  const [zoomed, setZoomed] = useState(false);
  return (
    <>
      <UnstyledButton onClick={open} aria-label={t`View large image: ${name}`} style={{ cursor: 'zoom-in' }}>
        <AspectRatio ratio={1}>
          <Image src={src} alt={name} radius="md" fit="cover" />
        </AspectRatio>
      </UnstyledButton>
      <Modal
        closeButtonProps={{ 'aria-label': t`Close dialog` }}
        opened={opened}
        onClose={() => {
          setZoomed(false);
          close();
        }}
        title={name}
        size="xl"
        centered
      >
        <Group justify="flex-end" mb="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={
              zoomed ? <IconZoomOut size={16} aria-hidden /> : <IconZoomIn size={16} aria-hidden />
            }
            onClick={() => setZoomed((z) => !z)}
            aria-pressed={zoomed}
          >
            {zoomed ? <Trans>Fit to screen</Trans> : <Trans>Actual size</Trans>}
          </Button>
        </Group>
        <Box style={{ overflow: 'auto', maxHeight: '75vh' }}>
          <Image
            src={large}
            alt={name}
            fit="contain"
            style={zoomed ? { maxWidth: 'none', width: 'auto' } : { maxHeight: '70vh', width: '100%' }}
          />
        </Box>
      </Modal>
    </>
  );
}
