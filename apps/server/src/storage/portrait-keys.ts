import { randomUUID } from 'node:crypto';

/** The original's bucket name (docs/rules/product.md#saving); local storage keeps it as a folder. */
export const PORTRAIT_BUCKET = 'character-portraits';
/** Where the storage route serves portraits from. */
export const PORTRAIT_ROUTE_PREFIX = `/storage/${PORTRAIT_BUCKET}/`;

/** A key is always `portraits/<uuid>.png`: checked strictly so no path can escape the folder. */
const KEY_PATTERN = /^portraits\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/;

/** Tells whether a string is a portrait key this storage could have written. */
export function isPortraitKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * The storage key a saved portrait URL points at, local (`/storage/...`) or S3 (`<public URL>/...`):
 * its last two segments, when they form a key this storage could have written; null otherwise.
 */
export function portraitKeyOfUrl(url: string): string | null {
  const key = url.split('/').slice(-2).join('/');
  return isPortraitKey(key) ? key : null;
}

/** Makes a fresh random key; writes never overwrite, so a clash just means another try. */
export function newPortraitKey(): string {
  return `portraits/${randomUUID()}.png`;
}

/** Stores portrait PNGs under random keys and reads them back. */
export interface PortraitStorage {
  /** Writes a new object (never overwriting) and returns its key and public URL. */
  put(png: Buffer): Promise<{ key: string; url: string }>;
  /** Reads a stored portrait, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a stored portrait; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored portrait with when it was written, a page at a time, for the orphan sweep
   * (domain/portraits/sweep-portraits.ts). Only keys this storage could have written are listed.
   */
  list(): AsyncIterable<StoredObject[]>;
}

/** A stored portrait as the sweep sees it. */
export type StoredObject = { key: string; modifiedAt: Date };

/** The slice of a pino logger the storage uses. */
export type StorageLog = { warn: (details: object, message: string) => void };

/** How many fresh keys to try when a write finds its key taken. */
export const PUT_ATTEMPTS = 3;
