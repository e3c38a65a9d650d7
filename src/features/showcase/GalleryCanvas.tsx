import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, Paper, Text } from '@mantine/core';
import {
  IconArrowBigDown,
  IconArrowBigUp,
  IconArrowBackUp,
  IconArrowForwardUp,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { KEY_INPUT } from './gallery-layout';
import { createGallery, type Gallery, type Picture } from './gallery-scene';

type Props = {
  title: string;
  pictures: Picture[];
  onOpen: (id: string) => void;
  /** WebGL could not start or was lost: the page falls back to the grid. */
  onFail: () => void;
};

/** Pixels a press may move and still count as a click on a picture. */
const CLICK_SLOP = 6;

/**
 * The 3D gallery (three.js, loaded with this module only): a focusable canvas that walks with the arrow keys
 * or W A S D (Q and E turn), with a drag of mouse or finger, or with the buttons below it; Enter or a click
 * opens the picture in front. What is in front is said in a polite live region.
 */
export default function GalleryCanvas({ title, pictures, onOpen, onFail }: Props) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const gallery = useRef<Gallery | null>(null);
  const [ready, setReady] = useState(false);
  const [facing, setFacing] = useState<string | null>(null);
  const [focusRing, setFocusRing] = useState(false);
  const helpId = useId();
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
  const failRef = useRef(onFail);
  useEffect(() => {
    failRef.current = onFail;
  });

  useEffect(() => {
    const canvas = canvasRef.current!;
    let g: Gallery;
    try {
      g = createGallery(canvas, pictures, { onFacing: setFacing, onReady: () => setReady(true) });
    } catch {
      failRef.current();
      return;
    }
    gallery.current = g;
    const lost = (e: Event) => {
      e.preventDefault();
      failRef.current();
    };
    canvas.addEventListener('webglcontextlost', lost);
    return () => {
      canvas.removeEventListener('webglcontextlost', lost);
      gallery.current = null;
      g.dispose();
    };
  }, [pictures]);

  const facingName = pictures.find((p) => p.id === facing)?.name;
  const hold = (input: { walk?: number; turn?: number }) => gallery.current?.hold(input);
  const button = (label: string, icon: Icon, input: { walk?: number; turn?: number }) => {
    const I = icon;
    return (
      <ActionIcon
        size="xl"
        variant="default"
        aria-label={label}
        title={label}
        onPointerDown={() => hold(input)}
        onPointerUp={() => hold({})}
        onPointerLeave={() => hold({})}
        onPointerCancel={() => hold({})}
        // A keyboard press (Enter, Space) has no pointer: one short step.
        onClick={(e) => {
          if (e.detail !== 0) return;
          hold(input);
          window.setTimeout(() => hold({}), 300);
        }}
      >
        <I aria-hidden />
      </ActionIcon>
    );
  };

  return (
    <Box>
      <Box pos="relative">
        <canvas
          ref={canvasRef}
          tabIndex={0}
          role="application"
          aria-roledescription={t`3D gallery`}
          aria-label={t`Gallery of ${title}`}
          aria-describedby={helpId}
          data-testid="showcase-canvas"
          data-ready={ready ? 'true' : 'false'}
          style={{
            display: 'block',
            width: '100%',
            height: 'min(70vh, 560px)',
            borderRadius: 'var(--mantine-radius-md)',
            touchAction: 'none',
            cursor: 'grab',
            outline: focusRing ? '3px solid var(--mantine-primary-color-filled)' : undefined,
            outlineOffset: 2,
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && facing) return onOpen(facing);
            if (gallery.current?.keyDown(e.code)) e.preventDefault();
          }}
          onKeyUp={(e) => gallery.current?.keyUp(e.code)}
          onFocus={(e) => setFocusRing(e.currentTarget.matches(':focus-visible'))}
          onBlur={() => {
            setFocusRing(false);
            // Keys let go while focus was elsewhere would otherwise keep walking.
            for (const code of Object.keys(KEY_INPUT)) gallery.current?.keyUp(code);
          }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX, y: e.clientY, moved: 0 };
          }}
          onPointerMove={(e) => {
            const d = drag.current;
            if (!d) return;
            const dx = e.clientX - d.x;
            const dy = e.clientY - d.y;
            d.moved += Math.abs(dx) + Math.abs(dy);
            d.x = e.clientX;
            d.y = e.clientY;
            gallery.current?.drag(dx, dy);
          }}
          onPointerUp={(e) => {
            const d = drag.current;
            drag.current = null;
            if (!d || d.moved > CLICK_SLOP) return;
            const r = e.currentTarget.getBoundingClientRect();
            const id = gallery.current?.pictureAt(e.clientX - r.left, e.clientY - r.top);
            if (id) onOpen(id);
          }}
          onPointerCancel={() => (drag.current = null)}
        >
          <Trans>Your browser cannot show the 3D gallery; the list of works below links to each.</Trans>
        </canvas>
        <Paper
          pos="absolute"
          bottom={8}
          left={8}
          right={8}
          px="sm"
          py={4}
          radius="sm"
          aria-live="polite"
          style={{ pointerEvents: 'none', opacity: facingName ? 1 : 0 }}
        >
          <Text size="sm">
            {facingName ? (
              <Trans>In front of you: {facingName}. Press Enter or click it to open it.</Trans>
            ) : null}
          </Text>
        </Paper>
      </Box>
      <Group justify="space-between" mt="xs" gap="xs" wrap="wrap">
        <Text id={helpId} size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          <Trans>
            Walk with the arrow keys or W and S, step aside with A and D, turn with the left and right arrows
            or Q and E. Drag with the mouse or a finger to turn and walk.
          </Trans>
        </Text>
        <Group gap={6} aria-label={t`Walk and turn`} role="group">
          {button(t`Turn left`, IconArrowBackUp, { turn: -1 })}
          {button(t`Walk forward`, IconArrowBigUp, { walk: 1 })}
          {button(t`Walk back`, IconArrowBigDown, { walk: -1 })}
          {button(t`Turn right`, IconArrowForwardUp, { turn: 1 })}
        </Group>
      </Group>
    </Box>
  );
}
