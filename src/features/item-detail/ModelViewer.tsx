import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Image, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { hasWebGL } from '@/lib/webgl';

type Props = { src: string; poster?: string; alt: string };

/** Loads the web component on first use, so only pages that show a 3D model download it. */
const loadViewer = () => import('@google/model-viewer');

/**
 * A GLB model in `<model-viewer>` (spec §2 itemDetails, testGLB; §4 "3D tiles"): drag to orbit, pinch or
 * scroll to zoom, slow auto-rotate, the cover as a poster until the model is in. `data-loaded` marks when
 * the model has loaded (tests and QA read it). Give it `key={src}` to show another model. Where WebGL is
 * missing the viewer is not loaded at all (it could only fail, logging three.js's error): the cover shows
 * with a note instead.
 */
export function ModelViewer({ src, poster, alt }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const [webgl] = useState(hasWebGL);
  const [lib, setLib] = useState<'loading' | 'ready' | 'failed'>(webgl ? 'loading' : 'failed');
  const [model, setModel] = useState<'loading' | 'loaded' | 'failed'>('loading');

  useEffect(() => {
    if (!webgl) return;
    let live = true;
    loadViewer().then(
      () => live && setLib('ready'),
      () => live && setLib('failed'),
    );
    return () => {
      live = false;
    };
  }, [webgl]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onLoad = () => setModel('loaded');
    const onError = () => setModel('failed');
    el.addEventListener('load', onLoad);
    el.addEventListener('error', onError);
    return () => {
      el.removeEventListener('load', onLoad);
      el.removeEventListener('error', onError);
    };
  }, [src, lib]);

  if (lib === 'failed' || model === 'failed')
    return (
      <Stack gap="xs">
        {poster && <Image src={poster} alt={alt} radius="md" />}
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Trans>The 3D model could not be shown on this device.</Trans>
        </Alert>
      </Stack>
    );

  return (
    <Box pos="relative" style={{ aspectRatio: '1', width: '100%' }}>
      <model-viewer
        ref={ref}
        src={src}
        poster={poster}
        alt={alt}
        camera-controls
        auto-rotate
        loading="eager"
        touch-action="pan-y"
        shadow-intensity="1"
        data-loaded={model === 'loaded' ? 'true' : 'false'}
        aria-label={t`3D model: ${alt}. Drag to turn it, scroll or pinch to zoom.`}
        style={{
          width: '100%',
          height: '100%',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-gray-1)',
        }}
      />
      {model !== 'loaded' && (
        <Stack pos="absolute" bottom={12} left={0} right={0} align="center" gap={4} role="status">
          <Loader size="sm" aria-hidden />
          <Text size="xs" c="dimmed">
            <Trans>Loading the 3D model…</Trans>
          </Text>
        </Stack>
      )}
    </Box>
  );
}
