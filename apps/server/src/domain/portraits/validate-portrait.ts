import { LIMITS } from '@edgeforge/contracts/limits';
import { convertIndexedToRgb, type DecodedPng, decode, encode, hasPngSignature } from 'fast-png';
import { AppError } from '../../lib/app-error.ts';

const DATA_URL_PREFIX = 'data:image/png;base64,';
// Strict base64: Buffer.from() silently skips bad characters, so check the alphabet first.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// Signature, then the IHDR chunk: 4 length bytes, the type, 13 data bytes and a CRC.
const IHDR_END = 8 + 4 + 4 + 13 + 4;

/** What a valid portrait turned out to be: `png` is our own encoding of its pixels. */
export type ValidPortrait = { png: Buffer; width: number; height: number };

function refuse(reason: string): never {
  throw new AppError('INVALID_PORTRAIT', `The portrait is not a valid PNG image: ${reason}.`);
}

/** Reads the size the header declares, refusing one past the limits before any pixel is inflated. */
function declaredSize(png: Buffer): { width: number; height: number } {
  if (png.length < IHDR_END || !hasPngSignature(png)) refuse('no PNG signature');
  if (png.readUInt32BE(8) !== 13 || png.toString('latin1', 12, 16) !== 'IHDR') refuse('no IHDR chunk');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width === 0 || height === 0) refuse('empty image');
  if (width > LIMITS.portraitSideMax || height > LIMITS.portraitSideMax) {
    refuse(`wider or taller than ${LIMITS.portraitSideMax} pixels`);
  }
  return { width, height };
}

/** Decodes every pixel (CRCs checked) and makes sure the data is exactly what the header declares. */
function decodePixels(png: Buffer, width: number, height: number): DecodedPng {
  let image: DecodedPng;
  try {
    image = decode(png, { checkCrc: true });
  } catch {
    refuse('it cannot be decoded');
  }
  if (image.palette) {
    const rgb = convertIndexedToRgb(image);
    image = { ...image, data: rgb, channels: rgb.length / (width * height), depth: 8, palette: undefined };
  }
  if (image.depth !== 8 && image.depth !== 16) refuse(`unsupported bit depth ${image.depth}`);
  if (image.width !== width || image.height !== height) refuse('its header and its data disagree');
  if (image.data.length !== width * height * image.channels) refuse('its pixel data does not fill it');
  return image;
}

/**
 * Decodes a portrait sent as base64 (bare or as a data:image/png;base64 URL), checks it is a PNG
 * within the size and dimension limits whose pixel data matches its header, and re-encodes the
 * pixels: what is stored is our own PNG, so no chunk, trailer or polyglot payload of the upload
 * survives. Throws INVALID_PORTRAIT otherwise.
 */
export function validatePortrait(encoded: string): ValidPortrait {
  const base64 = (
    encoded.startsWith(DATA_URL_PREFIX) ? encoded.slice(DATA_URL_PREFIX.length) : encoded
  ).replace(/\s+/g, '');
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64)) refuse('bad base64');
  const upload = Buffer.from(base64, 'base64');
  if (upload.length > LIMITS.portraitBytesMax) refuse(`larger than ${LIMITS.portraitBytesMax} bytes`);
  const { width, height } = declaredSize(upload);
  const image = decodePixels(upload, width, height);
  const png = Buffer.from(
    encode({ width, height, data: image.data, depth: image.depth, channels: image.channels }),
  );
  return { png, width, height };
}
