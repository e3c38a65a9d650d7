import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, waitFor } from 'xstate';
import type { FileRecord } from '@schemas/uploads';
import { uploadMachine, type UploadContext, type UploadInput } from '../../machines/upload.machine';
import { unreachedStates } from '../support/machine-paths';

const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const record: FileRecord = {
  id: 'f1',
  kind: 'image',
  mime: 'image/png',
  path: 'uploads/f1.png',
  displayPath: '/files/f1.png',
  thumbPath: null,
  size: 4,
  width: 350,
  height: 350,
  purpose: 'collection_logo',
};
const base: UploadContext = {
  purpose: 'collection_logo',
  file: null,
  progress: 0,
  result: null,
  errorCode: null,
  reason: null,
};
const at = (value: string, context: Partial<UploadContext> = {}) =>
  uploadMachine.resolveState({ value, context: { ...base, ...context } });
const starts = (actions: { type: string }[]) => actions.some((a) => a.type === 'xstate.spawnChild');
const checkDone = (output: unknown) => ({ type: 'xstate.done.actor.checkFile', output }) as never;

describe('upload machine', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'upload.pick', file },
      checkDone(null),
      checkDone('file_type'),
      { type: 'xstate.done.actor.uploadFile', output: record },
      { type: 'xstate.error.actor.uploadFile', error: { code: 413 } },
    ];
    expect(unreachedStates(uploadMachine, events as never)).toEqual([]);
  });

  it('a pick keeps the file and starts the check; a refused check fails with its code', () => {
    const [s, actions] = transition(uploadMachine, at('idle'), { type: 'upload.pick', file });
    expect(s.value).toBe('checking');
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.file).toBe(file);
    expect(starts(actions)).toBe(true);
    const [f] = transition(uploadMachine, s, checkDone('file_too_large'));
    expect(f.value).toBe('failed');
    expect(f.context.errorCode).toBe('file_too_large');
  });

  it('progress is kept between 0 and 1; done keeps the record', () => {
    let [s] = transition(uploadMachine, at('checking', { file }), checkDone(null));
    expect(s.value).toBe('uploading');
    [s] = transition(uploadMachine, s, { type: 'upload.progress', value: 0.42 });
    expect(s.context.progress).toBe(0.42);
    [s] = transition(uploadMachine, s, { type: 'upload.progress', value: 3 });
    expect(s.context.progress).toBe(1);
    const [d] = transition(uploadMachine, at('uploading', { file, progress: 0.5 }), {
      type: 'xstate.done.actor.uploadFile',
      output: record,
    } as never);
    expect(d.value).toBe('done');
    expect(d.context.result).toEqual(record);
  });

  it('a refused upload keeps the code (9000 without one); retry sends the same file again', () => {
    const [f] = transition(uploadMachine, at('uploading', { file }), {
      type: 'xstate.error.actor.uploadFile',
      error: { code: 429 },
    } as never);
    expect(f.value).toBe('failed');
    expect(f.context.errorCode).toBe(429);
    const [u] = transition(uploadMachine, at('uploading', { file }), {
      type: 'xstate.error.actor.uploadFile',
      error: {
        code: 4200,
        message: 'validation_failed',
        data: [{ path: 'file', message: 'file_unreadable' }],
      },
    } as never);
    expect(u.context).toMatchObject({ errorCode: 4200, reason: 'file_unreadable' });
    const [n] = transition(uploadMachine, at('uploading', { file }), {
      type: 'xstate.error.actor.uploadFile',
      error: new Error('offline'),
    } as never);
    expect(n.context.errorCode).toBe(9000);
    const [r] = transition(uploadMachine, f, { type: 'upload.retry' });
    expect(r.value).toBe('checking');
    expect(r.context).toMatchObject({ file, errorCode: null });
    expect(at('failed').can({ type: 'upload.retry' })).toBe(false);
  });

  it('cancel and clear forget the file; pick replaces a done one', () => {
    const [c] = transition(uploadMachine, at('uploading', { file, progress: 0.3 }), {
      type: 'upload.cancel',
    });
    expect(c.value).toBe('idle');
    expect(c.context).toMatchObject({ file: null, progress: 0 });
    expect(at('done', { file, result: record }).can({ type: 'upload.cancel' })).toBe(false);
    const [x] = transition(uploadMachine, at('done', { file, result: record }), { type: 'upload.clear' });
    expect(x.value).toBe('idle');
    expect(x.context.result).toBeNull();
    const other = new File([new Uint8Array([1])], 'b.png', { type: 'image/png' });
    const [p] = transition(uploadMachine, at('done', { file, result: record }), {
      type: 'upload.pick',
      file: other,
    });
    expect(p.value).toBe('checking');
    expect(p.context).toMatchObject({ file: other, result: null });
  });

  it('runs the provided effects, reports progress, and aborts the request on cancel', async () => {
    let aborted = false;
    let release: (() => void) | undefined;
    const actor = createActor(
      uploadMachine.provide({
        actors: {
          uploadFile: fromPromise<FileRecord, UploadInput>(({ input, signal }) => {
            input.onProgress(0.25);
            signal.addEventListener('abort', () => (aborted = true));
            return new Promise((resolve) => (release = () => resolve(record)));
          }),
        },
      }),
      { input: { purpose: 'collection_logo' } },
    ).start();
    actor.send({ type: 'upload.pick', file });
    await waitFor(actor, (s) => s.context.progress === 0.25);
    expect(actor.getSnapshot().value).toBe('uploading');
    actor.send({ type: 'upload.cancel' });
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'upload.pick', file });
    await waitFor(actor, (s) => s.value === 'uploading');
    release?.();
    const done = await waitFor(actor, (s) => s.value === 'done');
    expect(done.context.result).toEqual(record);
    actor.stop();
  });
});
