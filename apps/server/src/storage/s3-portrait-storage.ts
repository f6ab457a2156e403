import { AwsClient } from 'aws4fetch';
import {
  isPortraitKey,
  newPortraitKey,
  PORTRAIT_ROUTE_PREFIX,
  type PortraitStorage,
  PUT_ATTEMPTS,
  type StorageLog,
  type StoredObject,
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

/** The text of each `<tag>` element of an S3 XML answer (its values are plain: keys, dates, tokens). */
function elements(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
}

/** One page of a ListObjectsV2 answer: the portraits in it and the token of the next page, if any. */
export function parseListPage(xml: string): { objects: StoredObject[]; next: string | null } {
  const objects: StoredObject[] = [];
  for (const contents of xml.split('<Contents>').slice(1)) {
    const key = elements(contents, 'Key')[0] ?? '';
    const modified = new Date(elements(contents, 'LastModified')[0] ?? '');
    if (isPortraitKey(key) && !Number.isNaN(modified.getTime())) objects.push({ key, modifiedAt: modified });
  }
  const truncated = elements(xml, 'IsTruncated')[0] === 'true';
  return { objects, next: truncated ? (elements(xml, 'NextContinuationToken')[0] ?? null) : null };
}

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
    // ListObjectsV2 under the portraits/ prefix; the bucket policy must allow s3:ListBucket.
    async *list() {
      let token: string | null = null;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix: 'portraits/' });
        if (token) query.set('continuation-token', token);
        const response = await client.fetch(`${base}?${query}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) {
          await response.body?.cancel();
          throw new Error(`S3 list failed with status ${response.status}`);
        }
        const page = parseListPage(await response.text());
        yield page.objects;
        token = page.next;
      } while (token);
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
