import { Trans, useLingui } from '@lingui/react/macro';
import { AspectRatio, Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  IconCube,
  IconFileText,
  IconMusic,
  IconPhoto,
  IconUpload,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { FileKind, FilePurpose, FileRecord } from '@schemas/uploads';
import { acceptFor, uploadFlow } from '@/lib/upload';
import { useFlow } from '@/lib/use-flow';
import { acceptedNames, limitMb, uploadErrorText } from './file-drop-text';

export type FileDropProps = {
  label: string;
  description?: string;
  purpose: FilePurpose;
  value: FileRecord | null;
  onChange(file: FileRecord | null): void;
  /** A field error from the form (e.g. required, or a 4200 path). */
  error?: string | null;
  required?: boolean;
  /** Preview width over height (e.g. 766 / 414); the image's own ratio when left out. */
  previewAspect?: number;
  /** The picker's `accept`; the purpose's types when left out. */
  accept?: string;
  /** Told when an upload starts and ends (a form disables its submit meanwhile). */
  onBusyChange?(busy: boolean): void;
};

const KIND_ICONS: Record<FileKind, typeof IconPhoto> = {
  image: IconPhoto,
  video: IconVideo,
  audio: IconMusic,
  glb: IconCube,
  document: IconFileText,
};
const baseName = (path: string) => path.split(/[/\\]/).pop() ?? path;

/**
 * A domain-free upload field: pick (keyboard, click) or drop one file; it is checked, sent with a progress
 * bar, and shown as a preview with replace and remove. The native file input is the focusable control.
 */
export function FileDrop(p: FileDropProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [focused, setFocused] = useState(false);
  const actor = useFlow(uploadFlow, { input: { purpose: p.purpose } });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const progress = useSelector(actor, (s) => s.context.progress);
  const file = useSelector(actor, (s) => s.context.file);
  const result = useSelector(actor, (s) => s.context.result);
  const errorCode = useSelector(actor, (s) => s.context.errorCode);
  const reason = useSelector(actor, (s) => s.context.reason);
  const reported = useRef<FileRecord | null>(null);
  const { onChange, onBusyChange } = p;

  // A block body: an effect's return value is its cleanup, and a callback may return something.
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  useEffect(() => {
    if (result && reported.current !== result) {
      reported.current = result;
      onChange(result);
    }
  }, [result, onChange]);

  const pick = (f: File | undefined) => f && actor.send({ type: 'upload.pick', file: f });
  const remove = () => {
    actor.send({ type: 'upload.clear' });
    onChange(null);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!busy) pick(e.dataTransfer.files[0]);
  };
  const uploadError = errorCode !== null ? uploadErrorText(errorCode, p.purpose, file, reason) : null;
  const error = uploadError ?? p.error ?? null;
  const pct = Math.round(progress * 100);
  // A type or size refusal needs another file; a failed transfer may be tried again.
  const canRetry = typeof errorCode === 'number' && errorCode !== 413 && errorCode !== 4200 && file !== null;
  const v = p.value;
  const Icon = KIND_ICONS[v?.kind ?? 'image'];
  const name = file?.name ?? (v ? baseName(v.displayPath) : '');
  const types = acceptedNames(p.purpose);
  const mb = limitMb(p.purpose, null);

  return (
    <Input.Wrapper
      id={id}
      label={p.label}
      labelProps={{ id: `${id}-label` }}
      description={p.description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      required={p.required}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={4}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        style={{
          borderStyle: v || busy ? 'solid' : 'dashed',
          borderColor: error
            ? 'var(--mantine-color-error)'
            : dragging
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
          outline: focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
          outlineOffset: 2,
        }}
      >
        <input
          ref={input}
          id={id}
          type="file"
          accept={p.accept ?? acceptFor(p.purpose)}
          aria-labelledby={`${id}-label`}
          aria-describedby={
            [p.description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
            undefined
          }
          aria-invalid={error ? true : undefined}
          aria-required={p.required || undefined}
          disabled={busy}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            pick(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            opacity: 0,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        />
        {busy ? (
          <Stack gap={6} role="status">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate miw={0}>
                <Trans>Uploading {name}</Trans>
              </Text>
              <Text size="sm" fw={600}>
                {pct}%
              </Text>
            </Group>
            <Progress value={pct} aria-label={t`Upload progress`} animated={pct < 100} />
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => actor.send({ type: 'upload.cancel' })}
              >
                <Trans>Cancel upload</Trans>
              </Button>
            </Group>
          </Stack>
        ) : v ? (
          <Stack gap="xs">
            {v.kind === 'image' ? (
              <AspectRatio
                ratio={p.previewAspect ?? (v.width && v.height ? v.width / v.height : 1)}
                maw={p.previewAspect && p.previewAspect < 2 ? 240 : undefined}
              >
                <Image src={v.displayPath} alt={t`Preview of ${p.label}`} radius="sm" fit="cover" />
              </AspectRatio>
            ) : (
              <Group gap="xs" wrap="nowrap">
                <Icon size={32} aria-hidden />
                <Text size="sm" truncate miw={0}>
                  {name}
                </Text>
              </Group>
            )}
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => input.current?.click()}>
                <Trans>Replace</Trans>
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={remove}>
                <Trans>Remove</Trans>
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack align="center" gap={6} py="md" ta="center">
            <IconUpload size={28} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm">
              <Trans>Drag a file here or choose one</Trans>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                {types}, up to {mb} MB
              </Trans>
            </Text>
            <Button size="xs" variant="light" onClick={() => input.current?.click()} tabIndex={-1}>
              <Trans>Choose file</Trans>
            </Button>
          </Stack>
        )}
        {canRetry && (
          <Button size="xs" variant="subtle" mt="xs" onClick={() => actor.send({ type: 'upload.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
