/**
 * Writes the AVIF and WebP copies of every PNG under apps/web/public/art at the widths of its kind
 * (apps/web/src/lib/art.ts), beside the PNG: hero-640.avif, roles/solo-320.webp, ... The copies are
 * committed, so `npm start` needs no image tool; run this again after `build-art.ts` redraws the art.
 * Usage: node --import tsx scripts/art/optimize-art.ts
 */
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { ART_FORMATS, ART_KINDS, type ArtKind, artVariant } from '../../apps/web/src/lib/art.ts';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public');
const ART_DIR = join(PUBLIC_DIR, 'art');

/** Encoder settings: the art is flat neon on dark, so mid qualities keep edges and glows clean. */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 6 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 6 }),
} as const;

function kindOf(name: string): ArtKind {
  if (name === 'hero') return 'hero';
  if (name === 'placeholder') return 'placeholder';
  if (name.startsWith('roles/')) return 'role';
  if (name.startsWith('fashion/')) return 'fashion';
  throw new Error(`no kind of art for ${name}`);
}

/** Every PNG under the art folder, as its name without the extension ('roles/solo'). */
function artNames(dir = ART_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return artNames(path);
    return entry.name.endsWith('.png') ? [relative(ART_DIR, path).slice(0, -'.png'.length)] : [];
  });
}

let before = 0;
let after = 0;
for (const name of artNames()) {
  const kind = ART_KINDS[kindOf(name)];
  const png = join(ART_DIR, `${name}.png`);
  const { width, height } = await sharp(png).metadata();
  if (width !== kind.width || height !== kind.height) {
    throw new Error(`${name}.png is ${width}x${height}, its kind is ${kind.width}x${kind.height}`);
  }
  before += statSync(png).size;
  for (const w of kind.widths) {
    for (const format of ART_FORMATS) {
      const out = join(PUBLIC_DIR, artVariant(name, w, format));
      await ENCODERS[format](sharp(png).resize({ width: w })).toFile(out);
      if (w === kind.width) after += format === 'avif' ? statSync(out).size : 0;
    }
  }
}
console.log(`PNG: ${(before / 1024).toFixed(0)} KiB; AVIF at full width: ${(after / 1024).toFixed(0)} KiB`);
