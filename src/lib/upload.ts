import { fromPromise } from 'xstate';
import {
  uploadMachine,
  type UploadCheckInput,
  type UploadErrorCode,
  type UploadInput,
} from '@machines/upload.machine';
import {
  ACCEPTED_MIME,
  PURPOSE_KINDS,
  UPLOAD_LIMITS,
  type FileKind,
  type FilePurpose,
  type FileRecord,
} from '@schemas/uploads';
import { api } from './api';

export type UploadCheck = 'file_type' | 'file_too_large';
export type UploadOptions = { onProgress?(fraction: number): void; signal?: AbortSignal };

const MB = 1024 * 1024;
/** Names the browser may leave without a type (GLB usually has none). */
const EXTENSION_KIND: Record<string, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  mp4: 'video',
  mp3: 'audio',
  glb: 'glb',
};

/** The kind a picked file claims by its MIME type (or, without one, by its extension). */
export function kindOf(file: Pick<File, 'type' | 'name'>): FileKind | null {
  for (const [kind, mimes] of Object.entries(ACCEPTED_MIME) as [FileKind, readonly string[]][])
    if (mimes.includes(file.type)) return kind;
  if (file.type && file.type !== 'application/octet-stream') return null;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_KIND[ext] ?? null;
}

/** The `accept` attribute for a purpose's file picker. */
export function acceptFor(purpose: FilePurpose): string {
  const kinds = PURPOSE_KINDS[purpose];
  const exts = Object.entries(EXTENSION_KIND)
    .filter(([, k]) => kinds.includes(k))
    .map(([e]) => `.${e}`);
  return [...kinds.flatMap((k) => ACCEPTED_MIME[k]), ...exts].join(',');
}

/**
 * A quick check before sending, so a member learns at once (spec §5). The server checks the bytes again;
 * this only looks at the claimed type and the size.
 */
export function checkFileBeforeUpload(
  file: Pick<File, 'type' | 'name' | 'size'>,
  purpose: FilePurpose,
): UploadCheck | null {
  const kind = kindOf(file);
  if (!kind || !PURPOSE_KINDS[purpose].includes(kind)) return 'file_type';
  if (file.size > UPLOAD_LIMITS.maxMb[kind] * MB) return 'file_too_large';
  return null;
}

/** uploadFile (POST /api/files): one file with its purpose; progress 0 to 1 while the bytes go out. */
export function uploadFile(file: File, purpose: FilePurpose, o: UploadOptions = {}): Promise<FileRecord> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return api.upload<FileRecord>('/api/files', form, {
    ...(o.onProgress ? { onProgress: o.onProgress } : {}),
    ...(o.signal ? { signal: o.signal } : {}),
  });
}

/** The upload machine with its real effects: the quick check above, then uploadFile with abort on cancel. */
export const uploadFlow = uploadMachine.provide({
  actors: {
    checkFile: fromPromise<UploadErrorCode | null, UploadCheckInput>(async ({ input }) =>
      checkFileBeforeUpload(input.file, input.purpose),
    ),
    uploadFile: fromPromise<FileRecord, UploadInput>(({ input, signal }) =>
      uploadFile(input.file, input.purpose, { onProgress: input.onProgress, signal }),
    ),
  },
});

/** A file already saved (its address only), shown in an upload field and sent back unchanged. */
export const savedImage = (displayPath: string, purpose: FilePurpose = 'item_cover'): FileRecord => ({
  id: '',
  kind: 'image',
  mime: 'image/png',
  path: displayPath,
  displayPath,
  thumbPath: null,
  size: 0,
  width: null,
  height: null,
  purpose,
});
