import { crc32, deflateSync } from 'node:zlib';
import { assemblePng, pngChunk, pngHeader } from '../../src/png.ts';

/** A real, decodable RGB PNG of the given size filled with one colour (a test portrait). */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [200, 40, 90],
): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return assemblePng([pngChunk('IHDR', pngHeader(width, height, 2)), pngChunk('IDAT', deflateSync(pixels))]);
}

/**
 * A PNG whose header claims the given size but whose pixel data is tiny: enough to test the
 * dimension limit without building a huge image.
 */
export function makePngClaimingSize(width: number, height: number): Buffer {
  const png = makePng(1, 1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
