import { assign, fromPromise, setup } from 'xstate';
import type { FilePurpose, FileRecord } from '@schemas/uploads';
import { notProvided } from './not-provided';

/** Spec §8: the code shown when a failure carries none. */
export const UPLOAD_DEFAULT_CODE = 9000;

/** Why an upload failed: a client-side check ('file_type', 'file_too_large') or the API's meta.code. */
export type UploadErrorCode = 'file_type' | 'file_too_large' | number;
export type UploadCheckInput = { file: File; purpose: FilePurpose };
export type UploadInput = UploadCheckInput & { onProgress(fraction: number): void };

export type UploadContext = {
  purpose: FilePurpose;
  /** The file being checked, sent or last tried (kept so retry sends the same file). */
  file: File | null;
  /** 0 to 1 while sending. */
  progress: number;
  result: FileRecord | null;
  errorCode: UploadErrorCode | null;
  /** The server's reason key for a refusal (4200 data[0].message or meta.message), e.g. 'file_unreadable'. */
  reason: string | null;
};
export type UploadEvent =
  /** A file was picked or dropped (also replaces a finished or failed one). */
  | { type: 'upload.pick'; file: File }
  | { type: 'upload.progress'; value: number }
  | { type: 'upload.retry' }
  /** Stop sending; the field goes back to what it showed before. */
  | { type: 'upload.cancel' }
  /** Forget the file (remove). */
  | { type: 'upload.clear' };

const codeFrom = (error: unknown): number => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : UPLOAD_DEFAULT_CODE;
};
const reasonFrom = (error: unknown): string | null => {
  const e = error as { data?: unknown; message?: unknown } | null;
  const first = Array.isArray(e?.data) ? (e.data[0] as { message?: unknown } | undefined) : undefined;
  if (typeof first?.message === 'string') return first.message;
  return typeof e?.message === 'string' && e.message !== '' ? e.message : null;
};
const fresh = { progress: 0, result: null, errorCode: null, reason: null } as const;

/**
 * One upload field: idle → checking (quick client check) → uploading (progress) → done with the file
 * record, or failed with a code; retry sends the same file again, pick replaces, cancel aborts the request
 * (the invoked actor's signal), clear forgets everything. Effects are provided by the caller
 * (src/lib/upload.ts: `checkFileBeforeUpload`, `uploadFile`).
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as { purpose: FilePurpose },
  },
  actors: {
    checkFile: fromPromise<UploadErrorCode | null, UploadCheckInput>(async () => null),
    uploadFile: notProvided<FileRecord, UploadInput>('uploadFile'),
  },
  actions: {
    keepFile: assign({
      file: ({ event, context }) => (event.type === 'upload.pick' ? event.file : context.file),
      ...fresh,
    }),
    forget: assign({ file: null, ...fresh }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ purpose: input.purpose, file: null, ...fresh }),
  initial: 'idle',
  on: {
    'upload.pick': { target: '.checking', actions: 'keepFile' },
    'upload.clear': { target: '.idle', actions: 'forget' },
  },
  states: {
    idle: {},
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'checkFile',
        src: 'checkFile',
        input: ({ context }) => ({ file: context.file!, purpose: context.purpose }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'failed',
            actions: assign({ errorCode: ({ event }) => event.output }),
          },
          { target: 'uploading' },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: UPLOAD_DEFAULT_CODE }) },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: assign({ progress: 0 }),
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context, self }) => ({
          file: context.file!,
          purpose: context.purpose,
          onProgress: (value: number) => self.send({ type: 'upload.progress', value }),
        }),
        onDone: {
          target: 'done',
          actions: assign({ result: ({ event }) => event.output, progress: 1 }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            errorCode: ({ event }) => codeFrom(event.error),
            reason: ({ event }) => reasonFrom(event.error),
          }),
        },
      },
      on: {
        'upload.progress': {
          actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.value)) }),
        },
        'upload.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    done: {},
    failed: {
      on: { 'upload.retry': { guard: 'hasFile', target: 'checking', actions: assign(fresh) } },
    },
  },
});
