import { createServer } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/http/errors';
import { Code } from '../../../server/schemas/codes';
import { bucketBaseUrl, createS3Storage, type S3Config } from '../../../server/storage/s3';
import { createStorage } from '../../../server/storage/select';
import type { Storage } from '../../../server/storage/storage';
import { LOCAL_S3_KEYS, startLocalS3, type LocalS3 } from '../../support/s3';

let s3: LocalS3;
let storage: Storage;
const silent = pino({ level: 'silent' });
const configOf = (over: Partial<S3Config> = {}): S3Config => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  ...LOCAL_S3_KEYS,
  publicUrl: '',
  prefix: '',
  ...over,
});

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage(configOf(), silent);
});
afterAll(() => s3?.close());

/** What a browser gets at a public URL (s3rver answers anonymous reads like a public bucket). */
const download = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

/** The refusal a call ends with, or null when it succeeded. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('S3 storage', () => {
  it('puts an object the public URL serves, with its type, and gets it back', async () => {
    const saved = await storage.put('uploads/m1/a.txt', Buffer.from('hello'), 'text/plain');
    const url = `${s3.endpoint}/${s3.bucket}/uploads/m1/a.txt`;
    expect(saved).toEqual({ path: 'uploads/m1/a.txt', displayPath: url });
    expect(storage.url('uploads/m1/a.txt')).toBe(url);
    expect((await storage.get('uploads/m1/a.txt'))?.toString()).toBe('hello');
    expect(await download(url)).toEqual({ status: 200, type: 'text/plain', body: 'hello' });
  });

  it('overwrites an existing key', async () => {
    await storage.put('x.bin', Buffer.from('one'), 'application/octet-stream');
    await storage.put('x.bin', Buffer.from('two'), 'application/octet-stream');
    expect((await storage.get('x.bin'))?.toString()).toBe('two');
  });

  it('keeps binary bytes exactly', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7919) % 256);
    await storage.put('blob/bytes.bin', bytes, 'application/octet-stream');
    expect(new Uint8Array((await storage.get('blob/bytes.bin'))!)).toEqual(bytes);
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
  });

  it('puts keys under S3_PREFIX and builds URLs on S3_PUBLIC_URL', async () => {
    const cdn = 'https://cdn.example.com/media/';
    const prefixed = createS3Storage(configOf({ prefix: '/site-a/', publicUrl: cdn }), silent);
    const saved = await prefixed.put('p/q.txt', Buffer.from('under a prefix'), 'text/plain');
    expect(saved).toEqual({ path: 'p/q.txt', displayPath: 'https://cdn.example.com/media/site-a/p/q.txt' });
    expect(prefixed.origin).toBe('https://cdn.example.com');
    expect((await prefixed.get('p/q.txt'))?.toString()).toBe('under a prefix');
    // The object is really under the prefix in the bucket, and not at the bare key.
    expect((await download(`${s3.endpoint}/${s3.bucket}/site-a/p/q.txt`)).body).toBe('under a prefix');
    expect(await storage.get('p/q.txt')).toBeNull();
  });

  it.each(['../escape.txt', 'a/../../b', '/abs', '.hidden', ''])('refuses the unsafe key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
  });

  it('answers STORAGE_UNAVAILABLE (503) when the server is down', async () => {
    const port = await closedPort();
    const down = createS3Storage(
      configOf({ endpoint: `http://127.0.0.1:${port}`, connectTimeoutMs: 500 }),
      silent,
    );
    for (const call of [() => down.put('a.txt', Buffer.from('x'), 'text/plain'), () => down.get('a.txt')]) {
      const err = await refusal(call());
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).code).toBe(Code.STORAGE_UNAVAILABLE);
    }
  }, 30_000);

  it('answers STORAGE_UNAVAILABLE for refused credentials and a missing bucket, not "missing key"', async () => {
    // s3rver refuses an unknown access key id (403 InvalidAccessKeyId); it does not check V4 signatures.
    const denied = createS3Storage(configOf({ accessKeyId: 'NOT-A-KEY' }), silent);
    const noBucket = createS3Storage(configOf({ bucket: 'no-such-bucket' }), silent);
    for (const call of [
      () => denied.put('a.txt', Buffer.from('x'), 'text/plain'),
      () => denied.get('uploads/m1/a.txt'),
      () => noBucket.get('a.txt'),
      () => noBucket.put('a.txt', Buffer.from('x'), 'text/plain'),
    ]) {
      expect(((await refusal(call())) as ApiError).code).toBe(Code.STORAGE_UNAVAILABLE);
    }
  });
});

describe('storage selection', () => {
  const env = {
    STORAGE: 's3' as const,
    DATA_DIR: '',
    S3_BUCKET: 'b',
    S3_REGION: 'eu-west-1',
    S3_ENDPOINT: '',
    S3_FORCE_PATH_STYLE: false,
    S3_ACCESS_KEY_ID: '',
    S3_SECRET_ACCESS_KEY: '',
    S3_PUBLIC_URL: '',
    S3_PREFIX: '',
  };

  it('defaults to AWS virtual-hosted URLs and the default credential chain', () => {
    const aws = createStorage(env);
    expect(aws.url('k/a.jpg')).toBe('https://b.s3.eu-west-1.amazonaws.com/k/a.jpg');
    expect(aws.origin).toBe('https://b.s3.eu-west-1.amazonaws.com');
  });

  it('keeps files on disk unless STORAGE=s3', () => {
    const disk = createStorage({ ...env, STORAGE: 'disk', DATA_DIR: '/tmp/x' });
    expect(disk.origin).toBeNull();
    expect(disk.url('k/a.jpg')).toBe('/files/k/a.jpg');
  });

  it('refuses to start without a bucket or with half a key pair', () => {
    expect(() => createStorage({ ...env, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => createStorage({ ...env, S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('builds bucket URLs for path-style and virtual-hosted endpoints', () => {
    const base = { bucket: 'b', region: 'auto', publicUrl: '' };
    expect(bucketBaseUrl({ ...base, endpoint: 'http://minio:9000', forcePathStyle: true })).toBe(
      'http://minio:9000/b',
    );
    expect(
      bucketBaseUrl({ ...base, endpoint: 'https://acc.r2.cloudflarestorage.com', forcePathStyle: false }),
    ).toBe('https://b.acc.r2.cloudflarestorage.com');
  });
});

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise((r) => srv.close(r));
  return port;
}
