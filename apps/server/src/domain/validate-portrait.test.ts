import { LIMITS } from '@edgeforge/contracts/limits';
import { makePng, makePngClaimingSize } from '@edgeforge/generation/testing/png';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
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
  it('accepts a bare base64 PNG and reports its size', () => {
    const result = validatePortrait(makePng(12, 7).toString('base64'));
    expect(result).toMatchObject({ width: 12, height: 7 });
    expect(result.png.equals(makePng(12, 7))).toBe(true);
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
    expect(validatePortrait(makePngClaimingSize(side, side).toString('base64')).width).toBe(side);
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
