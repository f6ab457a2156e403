import { deflateSync } from 'node:zlib';
import { LIMITS } from '@edgeforge/contracts/limits';
import { assemblePng, pngChunk, pngHeader } from '@edgeforge/generation/png';
import { makePng, makePngClaimingSize } from '@edgeforge/generation/testing/png';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { validatePortrait } from './validate-portrait.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('validatePortrait', () => {
  it('accepts a bare base64 PNG, reports its size and keeps its pixels', () => {
    const result = validatePortrait(makePng(12, 7).toString('base64'));
    expect(result).toMatchObject({ width: 12, height: 7 });
    expect(Array.from(decode(result.png).data)).toEqual(Array.from(decode(makePng(12, 7)).data));
  });

  it('stores its own encoding: no chunk, text or trailer of the upload survives', () => {
    const marker = '<script>alert("stored")</script>';
    const base = makePng(3, 3);
    const iend = base.subarray(base.length - 12);
    const withExtras = Buffer.concat([
      base.subarray(0, 33),
      pngChunk('tEXt', Buffer.from(`Comment\0${marker}`, 'latin1')),
      base.subarray(33, base.length - 12),
      iend,
      Buffer.from(marker),
    ]);
    const { png } = validatePortrait(withExtras.toString('base64'));
    expect(png.includes(Buffer.from('script'))).toBe(false);
    expect(png.toString('latin1')).not.toContain('tEXt');
    expect(png.subarray(png.length - 12).equals(iend)).toBe(true);
  });

  it('turns a palette image into plain RGB pixels', () => {
    const palette = pngChunk('PLTE', Buffer.from([255, 0, 0, 0, 255, 0]));
    const rows = Buffer.from([0, 0, 1, 0, 1, 0]);
    const indexed = assemblePng([
      pngChunk('IHDR', pngHeader(2, 2, 3)),
      palette,
      pngChunk('IDAT', deflateSync(rows)),
    ]);
    const { png } = validatePortrait(indexed.toString('base64'));
    const image = decode(png);
    expect(image.palette).toBeUndefined();
    expect(Array.from(image.data)).toEqual([255, 0, 0, 0, 255, 0, 0, 255, 0, 255, 0, 0]);
  });

  it('refuses a header that declares more pixels than the data holds', () => {
    expect(codeOf(() => validatePortrait(makePngClaimingSize(64, 64).toString('base64')))).toBe(
      'INVALID_PORTRAIT',
    );
  });

  it('refuses pixel data whose checksum does not match', () => {
    const png = makePng(4, 4);
    png.writeUInt8(png.readUInt8(png.length - 20) ^ 0xff, png.length - 20);
    expect(codeOf(() => validatePortrait(png.toString('base64')))).toBe('INVALID_PORTRAIT');
  });

  it('accepts a data:image/png;base64 URL', () => {
    const url = `data:image/png;base64,${makePng(4, 4).toString('base64')}`;
    expect(validatePortrait(url).width).toBe(4);
  });

  it.each([
    ['text', Buffer.from('not an image at all, just words').toString('base64')],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(60).fill(0)]).toString('base64')],
    [
      'an HTML page with a PNG signature',
      Buffer.concat([
        makePng(1, 1).subarray(0, 8),
        Buffer.from('<html><script>alert(1)</script></html>'.repeat(2)),
      ]).toString('base64'),
    ],
    ['a truncated PNG', makePng(8, 8).subarray(0, 40).toString('base64')],
    ['bad base64', '!!!!'],
    ['an empty string', ''],
  ])('refuses %s', (_label, encoded) => {
    expect(codeOf(() => validatePortrait(encoded))).toBe('INVALID_PORTRAIT');
  });

  it('refuses a PNG whose header was tampered with', () => {
    const png = makePng(2, 2);
    png.writeUInt32BE(3, 16);
    expect(codeOf(() => validatePortrait(png.toString('base64')))).toBe('INVALID_PORTRAIT');
  });

  it('refuses images wider or taller than the limit and accepts the limit itself', () => {
    const side = LIMITS.portraitSideMax;
    expect(validatePortrait(makePng(side, 1).toString('base64')).width).toBe(side);
    expect(validatePortrait(makePng(1, side).toString('base64')).height).toBe(side);
    expect(codeOf(() => validatePortrait(makePngClaimingSize(side + 1, 10).toString('base64')))).toBe(
      'INVALID_PORTRAIT',
    );
    expect(codeOf(() => validatePortrait(makePngClaimingSize(10, side + 1).toString('base64')))).toBe(
      'INVALID_PORTRAIT',
    );
  });

  it('refuses a file larger than the byte limit', () => {
    const png = makePng(1, 1);
    // A valid PNG with junk spliced in after IHDR until it passes the limit.
    const padding = Buffer.alloc(LIMITS.portraitBytesMax);
    const oversize = Buffer.concat([png.subarray(0, 33), padding, png.subarray(33)]);
    expect(codeOf(() => validatePortrait(oversize.toString('base64')))).toBe('INVALID_PORTRAIT');
  });
});
