/**
 * Draws the product's art with the offline portrait engine and writes it to apps/web/public/art:
 * hero.png, roles/<roleId>.png, fashion/<styleKey>-<gender>.png and placeholder.png.
 * Usage: node --import tsx scripts/art/build-art.ts
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backgroundSvg } from '@edgeforge/generation/portrait/background';
import { placeholderSvg } from '@edgeforge/generation/portrait/placeholder';
import {
  placedFigure,
  portraitSvg,
  rasterizeSvg,
  svgDocument,
} from '@edgeforge/generation/portrait/render-portrait';
import { seededRandom } from '@edgeforge/generation/random';
import { FASHION_STYLE_KEYS, GENDERS, ROLE_IDS } from '@edgeforge/rules/ids';
import { fashionDraft, roleDraft } from './art-drafts.ts';
import { encodeIndexedPng } from './indexed-png.ts';

const ART_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/public/art');
/** Sizes of each kind of picture, in pixels. */
export const ART_SIZES = {
  hero: { width: 1600, height: 700 },
  role: { width: 640, height: 800 },
  fashion: { width: 480, height: 600 },
  placeholder: { width: 640, height: 800 },
} as const;
const SEED = 2077;

/** The home hero: three edgerunners in front of a wide skyline. */
export function heroSvg(): string {
  const { width, height } = ART_SIZES.hero;
  const city = backgroundSvg({ width, height, random: seededRandom(SEED), glow: '#ff2a6d', id: 'hero' });
  const cast = [
    placedFigure(roleDraft('netrunner'), SEED, 300, height - 512 * 1.1, 1.1, 'a'),
    placedFigure(roleDraft('rockerboy'), SEED, 1004, height - 512 * 1.1, 1.1, 'b'),
    placedFigure(roleDraft('solo'), SEED, 800 - 256 * 1.2, height - 512 * 1.2, 1.2, 'c'),
  ];
  return svgDocument(width, height, city + cast.join(''));
}

/** Renders SVG to a 256-colour PNG: the art is flat shapes, so this keeps the files small. */
function toPng(svg: string): Buffer {
  const image = rasterizeSvg(svg);
  return encodeIndexedPng(image.pixels, image.width, image.height);
}

function write(path: string, png: Buffer): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png);
  return statSync(path).size;
}

/** Builds every picture; returns the written paths with their sizes in bytes. */
export function buildArt(dir = ART_DIR): Array<[string, number]> {
  const written: Array<[string, number]> = [];
  const out = (path: string, svg: string) => written.push([path, write(join(dir, path), toPng(svg))]);
  out('hero.png', heroSvg());
  out('placeholder.png', placeholderSvg(ART_SIZES.placeholder.width, ART_SIZES.placeholder.height));
  for (const role of ROLE_IDS) {
    out(`roles/${role}.png`, portraitSvg(roleDraft(role), SEED, { ...ART_SIZES.role, figureScale: 1.4 }));
  }
  FASHION_STYLE_KEYS.forEach((style, i) => {
    for (const gender of GENDERS) {
      out(
        `fashion/${style}-${gender}.png`,
        portraitSvg(fashionDraft(style, gender, i), SEED, { ...ART_SIZES.fashion, figureScale: 1.1 }),
      );
    }
  });
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const written = buildArt();
  const total = written.reduce((sum, [, size]) => sum + size, 0);
  console.log(`wrote ${written.length} images to ${ART_DIR}, ${(total / 1024 / 1024).toFixed(2)} MB in all`);
}
