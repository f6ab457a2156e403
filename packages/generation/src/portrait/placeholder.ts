import { seededRandom } from '../random.ts';
import { backgroundSvg } from './background.ts';
import { svgDocument } from './render-portrait.ts';

/**
 * The stand-in picture for any image that fails to load: a faceless silhouette against a dimmed
 * city, so it reads as 'someone, not yet drawn' rather than as a character.
 */
export function placeholderSvg(width: number, height: number): string {
  const city = backgroundSvg({ width, height, random: seededRandom(2077), glow: '#3a4a6b', id: 'ph' });
  const s = Math.min(width, height) / 512;
  const x = (width - 512 * s) / 2;
  const y = height - 512 * s;
  const silhouette = [
    `<path d="M 40 512 C 46 424 110 376 200 352 Q 256 366 312 352 C 402 376 466 424 472 512 Z" fill="#1c2233"/>`,
    `<path d="M 222 272 L 218 356 Q 256 372 294 356 L 290 272 Z" fill="#1c2233"/>`,
    `<ellipse cx="256" cy="214" rx="66" ry="86" fill="#1c2233"/>`,
    `<path d="M 40 512 C 46 424 110 376 200 352 Q 256 366 312 352 C 402 376 466 424 472 512" fill="none" stroke="#5b7bb5" stroke-width="3" opacity="0.7"/>`,
    `<ellipse cx="256" cy="214" rx="66" ry="86" fill="none" stroke="#5b7bb5" stroke-width="3" opacity="0.7"/>`,
    `<rect x="150" y="236" width="212" height="6" fill="#5b7bb5" opacity="0.5"/>`,
    `<rect x="176" y="250" width="120" height="3" fill="#5b7bb5" opacity="0.35"/>`,
  ].join('');
  return svgDocument(
    width,
    height,
    `${city}<rect width="${width}" height="${height}" fill="#05070d" opacity="0.55"/><g transform="translate(${x} ${y}) scale(${s})">${silhouette}</g>`,
  );
}
