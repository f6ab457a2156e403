import { crc32 } from 'node:zlib';
import { LIMITS } from '@edgeforge/contracts/limits';
import { hasPngSignature } from '@edgeforge/generation/png';
import { AppError } from '../lib/app-error.ts';

const DATA_URL_PREFIX = 'data:image/png;base64,';
// Strict base64: Buffer.from() silently skips bad characters, so check the alphabet first.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// The IHDR chunk always comes first: 4 length bytes, the type, 13 data bytes and a CRC.
const IHDR_END = 8 + 4 + 4 + 13 + 4;
const IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** What a valid portrait turned out to be. */
export type ValidPortrait = { png: Buffer; width: number; height: number };

function refuse(reason: string): never {
  throw new AppError('INVALID_PORTRAIT', `The portrait is not a valid PNG image: ${reason}.`);
}

/**
 * Decodes a portrait sent as base64 (bare or as a data:image/png;base64 URL) and checks that it
 * really is a PNG within the size and dimension limits. Throws INVALID_PORTRAIT otherwise.
 */
export function validatePortrait(encoded: string): ValidPortrait {
  const base64 = (
    encoded.startsWith(DATA_URL_PREFIX) ? encoded.slice(DATA_URL_PREFIX.length) : encoded
  ).replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) refuse('bad base64');
  const png = Buffer.from(base64, 'base64');
  if (png.length > LIMITS.portraitBytesMax) refuse(`larger than ${LIMITS.portraitBytesMax} bytes`);
  if (png.length < IHDR_END + IEND.length || !hasPngSignature(png)) {
    refuse('no PNG signature');
  }
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') refuse('no IHDR chunk');
  if (png.readUInt32BE(29) !== crc32(png.subarray(12, 29))) refuse('corrupt IHDR chunk');
  if (!png.subarray(png.length - IEND.length).equals(IEND)) refuse('truncated image');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0) refuse('empty image');
  if (width > LIMITS.portraitSideMax || height > LIMITS.portraitSideMax) {
    refuse(`wider or taller than ${LIMITS.portraitSideMax} pixels`);
  }
  return { png, width, height };
}
