import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePng } from '@edgeforge/generation/testing/png';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/support/fake-s3.ts';
import { loadEnv } from '../env.ts';
import { createLocalPortraitStorage } from './local-portrait-storage.ts';
import { isPortraitKey } from './portrait-keys.ts';
import { createPortraitStorage } from './portrait-storage.ts';

const silentLog = { warn: () => {} };

describe('local portrait storage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'edgeforge-portraits-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each portrait under a new random key in the character-portraits folder', async () => {
    const storage = createLocalPortraitStorage(dataDir);
    const png = makePng(3, 3);
    const first = await storage.put(png);
    const second = await storage.put(png);
    expect(first.key).not.toBe(second.key);
    expect(isPortraitKey(first.key)).toBe(true);
    expect(first.url).toBe(`/storage/character-portraits/${first.key}`);
    const onDisk = await readFile(join(dataDir, 'storage', 'character-portraits', first.key));
    expect(onDisk.equals(png)).toBe(true);
    expect(await readdir(join(dataDir, 'storage', 'character-portraits', 'portraits'))).toHaveLength(2);
  });

  it('reads a stored portrait back and answers null for unknown or malformed keys', async () => {
    const storage = createLocalPortraitStorage(dataDir);
    const png = makePng(2, 5);
    const { key } = await storage.put(png);
    expect((await storage.get(key))?.equals(png)).toBe(true);
    expect(await storage.get('portraits/00000000-0000-4000-8000-000000000000.png')).toBeNull();
    expect(await storage.get('../pglite/PG_VERSION')).toBeNull();
    expect(await storage.get('portraits/../../secret.png')).toBeNull();
  });

  it('deletes a stored portrait, and takes a missing or malformed key calmly', async () => {
    const storage = createLocalPortraitStorage(dataDir);
    const { key } = await storage.put(makePng(2, 2));
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    await expect(storage.delete('../pglite/PG_VERSION')).resolves.toBeUndefined();
  });

  it('is the default when no S3 bucket is configured', async () => {
    const storage = createPortraitStorage(loadEnv({ DATA_DIR: dataDir }), silentLog);
    const { url } = await storage.put(makePng(1, 1));
    expect(url.startsWith('/storage/character-portraits/portraits/')).toBe(true);
  });
});

describe('S3-compatible portrait storage', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterEach(() => {
    fake.received.length = 0;
    fake.objects.clear();
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  function s3Env(extra: Record<string, string> = {}) {
    return loadEnv({
      DATA_DIR: tmpdir(),
      S3_ENDPOINT: fake.endpoint,
      S3_BUCKET: 'edgeforge',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_REGION: 'eu-west-1',
      ...extra,
    });
  }

  it('uploads a signed, non-overwriting PUT and answers the public URL', async () => {
    const storage = createPortraitStorage(
      s3Env({ S3_PUBLIC_URL: 'https://cdn.example.test/portraits-bucket/' }),
      silentLog,
    );
    const png = makePng(4, 4);
    const { key, url } = await storage.put(png);
    expect(isPortraitKey(key)).toBe(true);
    expect(url).toBe(`https://cdn.example.test/portraits-bucket/${key}`);
    const [put] = fake.received;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`/edgeforge/${key}`);
    expect(put?.headers['if-none-match']).toBe('*');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.body.equals(png)).toBe(true);
    expect((await storage.get(key))?.equals(png)).toBe(true);
  });

  it('serves through the storage route when no public URL is configured', async () => {
    const storage = createPortraitStorage(s3Env(), silentLog);
    const { key, url } = await storage.put(makePng(1, 1));
    expect(url).toBe(`/storage/character-portraits/${key}`);
    expect(await storage.get('portraits/00000000-0000-4000-8000-000000000000.png')).toBeNull();
  });

  it('never overwrites: a taken key makes it try a fresh one', async () => {
    const storage = createPortraitStorage(s3Env(), silentLog);
    fake.state.clashes = 1;
    const { key } = await storage.put(makePng(1, 1));
    const puts = fake.received.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.url).not.toBe(puts[1]?.url);
    expect(puts[1]?.url).toBe(`/edgeforge/${key}`);
  });

  it('deletes with a signed DELETE of the same key', async () => {
    const storage = createPortraitStorage(s3Env(), silentLog);
    const { key } = await storage.put(makePng(1, 1));
    await storage.delete(key);
    const deleted = fake.received.find((r) => r.method === 'DELETE');
    expect(deleted?.url).toBe(`/edgeforge/${key}`);
    expect(await storage.get(key)).toBeNull();
  });

  it('fails loudly when the bucket refuses the upload', async () => {
    const storage = createPortraitStorage(s3Env({ S3_ACCESS_KEY_ID: 'wrong-key' }), silentLog);
    await expect(storage.put(makePng(1, 1))).rejects.toThrow(/status 403/);
  });
});
