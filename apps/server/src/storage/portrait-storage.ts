import type { Env } from '../env.ts';
import { createLocalPortraitStorage } from './local-portrait-storage.ts';
import type { PortraitStorage, StorageLog } from './portrait-keys.ts';
import { createS3PortraitStorage } from './s3-portrait-storage.ts';

export type { PortraitStorage, StorageLog } from './portrait-keys.ts';

/**
 * Chooses the portrait storage from the configuration: S3-compatible storage when S3_ENDPOINT and
 * S3_BUCKET are set, local disk under DATA_DIR otherwise.
 */
export function createPortraitStorage(env: Env, log: StorageLog): PortraitStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET) {
    return createS3PortraitStorage(
      {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        region: env.S3_REGION ?? 'us-east-1',
        publicUrl: env.S3_PUBLIC_URL,
      },
      log,
    );
  }
  return createLocalPortraitStorage(env.DATA_DIR);
}
