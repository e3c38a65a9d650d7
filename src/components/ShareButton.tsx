import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { sharePath, type ShareKind } from '@schemas/share';

/**
 * Copies a page's share URL (`/s/item/<id>` and the like, served by the server with link-preview tags) to the
 * clipboard. Where the clipboard is refused, the link is shown selected to copy by hand. No tooltip or
 * popover: item detail's first screen stays free of Mantine's overlays (bench/initial-js.mjs).
 */
export function ShareButton({ kind, id }: { kind: ShareKind; id: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}${sharePath(kind, id)}`;
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="default"
        leftSection={
          state === 'copied' ? <IconCheck size={18} aria-hidden /> : <IconShare size={18} aria-hidden />
        }
        onClick={() => void copy()}
        data-share-url={url}
      >
        {state === 'copied' ? <Trans>Link copied</Trans> : <Trans>Share</Trans>}
      </Button>
      <VisuallyHidden role="status">{state === 'copied' ? t`Link copied` : ''}</VisuallyHidden>
      {state === 'manual' && (
        <TextInput
          label={t`Copy this link to share the page`}
          value={url}
          readOnly
          autoFocus
          onFocus={(e) => e.currentTarget.select()}
          w={{ base: '100%', sm: 360 }}
        />
      )}
    </Stack>
  );
}
