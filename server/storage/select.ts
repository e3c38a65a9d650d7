import type { Logger } from 'pino';
import type { Env } from '../env';
import { createS3Storage } from './s3';
import { createDiskStorage, type Storage } from './storage';

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
  | 'S3_PREFIX'
>;

/**
 * The file store STORAGE names: the disk under DATA_DIR (default) or an S3-compatible bucket. Made once per
 * process (runtime.ts) so every request shares one S3 client and its connection pool.
 */
export function createStorage(env: StorageEnv, log?: Logger): Storage {
  if (env.STORAGE === 'disk') return createDiskStorage(env.DATA_DIR);
  if (!env.S3_BUCKET)
    throw new Error('STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for R2, MinIO and the like)');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS credential chain)',
    );
  }
  return createS3Storage(
    {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
      prefix: env.S3_PREFIX,
    },
    log,
  );
}
