/**
 * A small 256-colour PNG encoder for the product's art: median-cut quantisation over a 15-bit
 * histogram, then an indexed PNG. Flat vector pictures lose almost nothing and shrink to a third.
 */
import { deflateSync } from 'node:zlib';
import { assemblePng, pngChunk, pngHeader } from '@edgeforge/generation/png';

const BAYER = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5];

interface Box {
  bins: number[];
  count: number;
}

const channel = (bin: number, c: 0 | 1 | 2) => (bin >> (10 - c * 5)) & 31;

function split(box: Box, counts: Uint32Array): [Box, Box] {
  const ranges = ([0, 1, 2] as const).map((c) => {
    let lo = 31;
    let hi = 0;
    for (const bin of box.bins) {
      const v = channel(bin, c);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    return hi - lo;
  });
  const axis = ranges.indexOf(Math.max(...ranges)) as 0 | 1 | 2;
  const sorted = [...box.bins].sort((a, b) => channel(a, axis) - channel(b, axis));
  let seen = 0;
  let cut = 1;
  for (let i = 0; i < sorted.length - 1; i++) {
    seen += counts[sorted[i]!]!;
    cut = i + 1;
    if (seen >= box.count / 2) break;
  }
  const left = sorted.slice(0, cut);
  const right = sorted.slice(cut);
  const sum = (bins: number[]) => bins.reduce((s, b) => s + counts[b]!, 0);
  return [
    { bins: left, count: sum(left) },
    { bins: right, count: sum(right) },
  ];
}

/** Encodes opaque RGBA pixels as an 8-bit indexed PNG with at most 256 colours. */
export function encodeIndexedPng(rgba: Uint8Array, width: number, height: number): Buffer {
  const counts = new Uint32Array(32768);
  const sums = new Float64Array(32768 * 3);
  const binOf = (i: number) => ((rgba[i]! >> 3) << 10) | ((rgba[i + 1]! >> 3) << 5) | (rgba[i + 2]! >> 3);
  for (let i = 0; i < rgba.length; i += 4) {
    const bin = binOf(i);
    counts[bin]! += 1;
    sums[bin * 3]! += rgba[i]!;
    sums[bin * 3 + 1]! += rgba[i + 1]!;
    sums[bin * 3 + 2]! += rgba[i + 2]!;
  }
  const used = [];
  for (let bin = 0; bin < 32768; bin++) if (counts[bin]! > 0) used.push(bin);
  let boxes: Box[] = [{ bins: used, count: rgba.length / 4 }];
  while (boxes.length < 256) {
    // Split the box that holds the most pixels among those that can still be split.
    const candidates = boxes.filter((b) => b.bins.length > 1);
    if (candidates.length === 0) break;
    const target = candidates.reduce((a, b) => (b.count > a.count ? b : a));
    boxes = boxes.filter((b) => b !== target).concat(split(target, counts));
  }
  const lut = new Int16Array(32768).fill(-1);
  const palette = Buffer.alloc(boxes.length * 3);
  boxes.forEach((box, index) => {
    let r = 0;
    let g = 0;
    let b = 0;
    for (const bin of box.bins) {
      lut[bin] = index;
      r += sums[bin * 3]!;
      g += sums[bin * 3 + 1]!;
      b += sums[bin * 3 + 2]!;
    }
    palette[index * 3] = Math.round(r / box.count);
    palette[index * 3 + 1] = Math.round(g / box.count);
    palette[index * 3 + 2] = Math.round(b / box.count);
  });
  const nearest = (bin: number) => {
    const [r, g, b] = [channel(bin, 0) * 8 + 4, channel(bin, 1) * 8 + 4, channel(bin, 2) * 8 + 4];
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let k = 0; k < boxes.length; k++) {
      const distance =
        (palette[k * 3]! - r) ** 2 + (palette[k * 3 + 1]! - g) ** 2 + (palette[k * 3 + 2]! - b) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [k, distance];
    }
    return best;
  };
  const raw = Buffer.alloc((width + 1) * height);
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      // Ordered dithering hides the bands that 256 colours would leave in the glow gradients.
      const d = (BAYER[(y & 3) * 4 + (x & 3)]! - 7.5) * 0.9;
      const bin =
        ((clamp(rgba[i]! + d) >> 3) << 10) |
        ((clamp(rgba[i + 1]! + d) >> 3) << 5) |
        (clamp(rgba[i + 2]! + d) >> 3);
      if (lut[bin]! < 0) lut[bin] = nearest(bin);
      raw[y * (width + 1) + 1 + x] = lut[bin]!;
    }
  }
  return assemblePng([
    pngChunk('IHDR', pngHeader(width, height, 3)),
    pngChunk('PLTE', palette),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
  ]);
}
