import { crc32 } from 'node:zlib';

/** The eight bytes every PNG file starts with. */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Tells whether a buffer starts with the PNG signature. */
export function hasPngSignature(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The 13-byte IHDR data of an 8-bit image of the given colour type (2 truecolour, 3 indexed). */
export function pngHeader(width: number, height: number, colourType: 2 | 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return header;
}

/** A whole PNG file from its chunks, between the signature and IEND. */
export function assemblePng(chunks: readonly Buffer[]): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}
