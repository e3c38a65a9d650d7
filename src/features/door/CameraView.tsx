import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Text } from '@mantine/core';
import { useQrCamera } from './use-qr-camera';

/**
 * The viewfinder: the rear camera with a frame to aim at. A refused permission or a missing camera is
 * explained; the typed-code field below keeps working either way.
 */
export function CameraView({
  onScan,
  paused,
}: {
  onScan: (text: string, readAt: number) => void;
  paused: boolean;
}) {
  const { t } = useLingui();
  const { video, state } = useQrCamera(onScan, paused);
  return (
    <Box>
      <Box
        pos="relative"
        data-testid="door-camera"
        data-state={state}
        style={{ aspectRatio: '4 / 3', background: '#111', borderRadius: 8, overflow: 'hidden' }}
        hidden={state === 'denied' || state === 'unavailable'}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t`Camera viewfinder`}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        <Box
          aria-hidden
          style={{
            position: 'absolute',
            inset: '15%',
            border: '4px solid rgba(255,255,255,0.9)',
            borderRadius: 12,
          }}
        />
      </Box>
      {state === 'starting' && (
        <Text size="sm" mt="xs" role="status">
          <Trans>Starting the camera…</Trans>
        </Text>
      )}
      {state === 'denied' && (
        <Alert color="orange" role="alert" data-testid="camera-denied">
          <Trans>
            The camera permission was refused, so this page cannot scan. Allow the camera in the browser's
            site settings and reload, or type the codes below.
          </Trans>
        </Alert>
      )}
      {state === 'unavailable' && (
        <Alert color="orange" role="alert">
          <Trans>No camera can be used here. Type or paste the codes below.</Trans>
        </Alert>
      )}
    </Box>
  );
}
