import { AwsClient } from 'aws4fetch';
import {
  isPortraitKey,
  newPortraitKey,
  PORTRAIT_ROUTE_PREFIX,
  type PortraitStorage,
  PUT_ATTEMPTS,
  type StorageLog,
} from './portrait-keys.ts';

/** Settings of an S3-compatible bucket (AWS, MinIO, R2, Garage...). */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Public base URL of the bucket; without it portraits are served through our storage route. */
  publicUrl?: string | undefined;
};

const TIMEOUT_MS = 10_000;

/**
 * Portrait storage in an S3-compatible bucket, addressed path-style so it works with MinIO and
 * friends. A PUT carries `If-None-Match: *` so an existing object is never overwritten.
 */
export function createS3PortraitStorage(settings: S3Settings, log: StorageLog): PortraitStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');
  const urlFor = (key: string) => (publicBase ? `${publicBase}/${key}` : `${PORTRAIT_ROUTE_PREFIX}${key}`);

  return {
    async put(png) {
      for (let attempt = 1; ; attempt++) {
        const key = newPortraitKey();
        const response = await client.fetch(`${base}/${key}`, {
          method: 'PUT',
          body: png,
          headers: { 'Content-Type': 'image/png', 'If-None-Match': '*' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
        if (response.ok) return { key, url: urlFor(key) };
        // 412: the key exists already. Another random key, never an overwrite.
        if (response.status === 412 && attempt < PUT_ATTEMPTS) continue;
        log.warn({ status: response.status, key }, 'S3 portrait upload refused');
        throw new Error(`S3 upload failed with status ${response.status}`);
      }
    },
    async delete(key) {
      if (!isPortraitKey(key)) return;
      const response = await client.fetch(`${base}/${key}`, {
        method: 'DELETE',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      // S3 answers 204 whether or not the object was there.
      if (!response.ok && response.status !== 404) {
        throw new Error(`S3 delete failed with status ${response.status}`);
      }
    },
    async get(key) {
      if (!isPortraitKey(key)) return null;
      const response = await client.fetch(`${base}/${key}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`S3 read failed with status ${response.status}`);
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
