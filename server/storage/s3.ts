import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { fail } from '../http/errors';
import { assertKey, type Storage } from './storage';

/** Where the bucket is and how to reach it; every field comes from env.ts (S3_*). */
export type S3Config = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (Cloudflare R2, MinIO…); empty means AWS S3 itself. */
  endpoint: string;
  forcePathStyle: boolean;
  /** Both empty: the SDK's default credential chain (AWS_* variables, profile, instance or task role). */
  accessKeyId: string;
  secretAccessKey: string;
  /** The base URL browsers fetch files from (the bucket's public URL or a CDN in front of it). */
  publicUrl: string;
  /** Prepended to every key, so one bucket can hold several sites or environments. */
  prefix: string;
  /** Deadline of one attempt to connect (ms); the SDK retries a failed attempt twice. */
  connectTimeoutMs?: number;
};

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/**
 * The public base URL of the bucket when S3_PUBLIC_URL is not given: path style under the endpoint, or the
 * bucket's virtual-hosted address (AWS's `https://<bucket>.s3.<region>.amazonaws.com`).
 */
export function bucketBaseUrl(
  c: Pick<S3Config, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle' | 'publicUrl'>,
) {
  if (c.publicUrl) return c.publicUrl.replace(/\/+$/, '');
  if (!c.endpoint) return `https://${c.bucket}.s3.${c.region}.amazonaws.com`;
  const endpoint = new URL(c.endpoint);
  const base = endpoint.origin + endpoint.pathname.replace(/\/+$/, '');
  if (c.forcePathStyle) return `${base}/${c.bucket}`;
  return `${endpoint.protocol}//${c.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), so several API processes share one store.
 * `path` stays the backend-neutral key; `displayPath` is the public URL. Any failure other than a missing key
 * (service down, access denied, no such bucket) is logged with its cause and answers STORAGE_UNAVAILABLE (503).
 */
export function createS3Storage(c: S3Config, log?: Logger): Storage {
  const client = new S3Client({
    region: c.region,
    ...(c.endpoint ? { endpoint: c.endpoint } : {}),
    forcePathStyle: c.forcePathStyle,
    ...(c.accessKeyId && c.secretAccessKey
      ? { credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey } }
      : {}),
    // Checksums only where S3 demands them: several S3-compatible services refuse the newer trailing ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A service that does not answer must fail the request, not hold it open (requestTimeout: socket idle time,
    // so a large upload on a slow link still completes).
    requestHandler: { connectionTimeout: c.connectTimeoutMs ?? 3000, requestTimeout: 30_000 },
  });
  const prefix = c.prefix ? `${trimSlashes(c.prefix)}/` : '';
  const base = bucketBaseUrl(c);
  const objectKey = (key: string) => {
    assertKey(key);
    return prefix + key;
  };
  const unavailable = (err: unknown, op: string, key: string): never => {
    const name = err instanceof Error ? err.name : 'unknown';
    log?.error({ err, op, key, bucket: c.bucket }, `S3 storage ${op} failed (${name})`);
    return fail('STORAGE_UNAVAILABLE', 'storage_unavailable');
  };
  const url = (key: string) => `${base}/${objectKey(key)}`;

  return {
    origin: new URL(base).origin,
    async put(key, bytes, mime) {
      const Key = objectKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket: c.bucket, Key, Body: bytes, ContentType: mime }));
      } catch (err) {
        unavailable(err, 'put', Key);
      }
      return { path: key, displayPath: url(key) };
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: c.bucket, Key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (isMissingKey(err)) return null;
        return unavailable(err, 'get', Key);
      }
    },
    url,
  };
}

function isMissingKey(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || (err.name === 'NotFound' && err.$metadata.httpStatusCode === 404))
  );
}
