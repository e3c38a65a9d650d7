import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Image, Modal } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { useOpenedAfterMount } from '@/components/use-opened-after-mount';

/** The large view of ImageMedia, where the picture can be shown at full size (zoom); loaded when first opened. */
export function ImageLightbox({
  large,
  name,
  opened,
  onClose,
}: {
  large: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [zoomed, setZoomed] = useState(false);
  // Loaded on the first open and mounted open: see useOpenedAfterMount.
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close dialog` }}
      opened={shown}
      onClose={() => {
        setZoomed(false);
        onClose();
      }}
      title={name}
      size="xl"
      centered
    >
      <Group justify="flex-end" mb="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={zoomed ? <IconZoomOut size={16} aria-hidden /> : <IconZoomIn size={16} aria-hidden />}
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
  );
}
