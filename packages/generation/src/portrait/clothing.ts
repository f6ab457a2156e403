import { shade, tint } from './color.ts';
import type { Look } from './look.ts';

/** The torso silhouette; women get narrower shoulders. */
export function torsoPath(look: Look): string {
  const s = look.gender === 'male' ? 0 : 22;
  return `M ${34 + s} 512 C ${40 + s} 424 ${104 + s} 376 ${196} 352 Q 256 366 316 352 C ${408 - s} 376 ${472 - s} 424 ${478 - s} 512 Z`;
}

/** Clothing in two layers: `body` goes under the neck, `collar` over it. */
export interface Clothing {
  body: string;
  collar: string;
}

const vNeck = (depth: number, w = 34) => `M ${256 - w} 350 L 256 ${350 + depth} L ${256 + w} 350 Z`;

function studs(points: Array<[number, number]>): string {
  return points
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#d9dde3" stroke="#6b7078" stroke-width="1"/>`)
    .join('');
}

function glowLine(d: string, color: string, id: string): string {
  return `<path d="${d}" stroke="${color}" stroke-width="7" fill="none" filter="url(#${id}soft)" opacity="0.9"/><path d="${d}" stroke="${tint(color, 0.5)}" stroke-width="2.5" fill="none"/>`;
}

/** Draws the clothing style in the fashion palette. */
export function clothing(look: Look, id: string): Clothing {
  const { main, second, accent, glow } = look.palette;
  const torso = torsoPath(look);
  const base = `<path d="${torso}" fill="${main}"/><path d="M 40 512 C 60 430 120 382 200 356 L 210 512 Z" fill="${shade(main, 0.3)}" opacity="0.5"/><path d="${torso}" fill="none" stroke="${glow}" stroke-opacity="0.5" stroke-width="3"/>`;
  const skinV = (depth: number, w?: number) => `<path d="${vNeck(depth, w)}" fill="${look.skin}"/>`;
  switch (look.clothing) {
    case 'genericChic':
      return {
        body: `${base}<path d="M 120 400 L 200 360 L 210 512 L 140 512 Z" fill="${second}" opacity="0.85"/><path d="M 392 400 L 312 360 L 302 512 L 372 512 Z" fill="${accent}" opacity="0.85"/>`,
        collar: `<path d="M 220 350 Q 256 380 292 350" stroke="${shade(main, 0.4)}" stroke-width="6" fill="none"/>`,
      };
    case 'leisurewear':
      return {
        body: `${base}<path d="M 176 350 Q 256 300 336 350 Q 340 392 256 400 Q 172 392 176 350 Z" fill="${shade(main, 0.25)}"/><rect x="190" y="462" width="132" height="60" rx="10" fill="${shade(main, 0.15)}"/>`,
        collar: `<path d="M 236 372 L 232 432 M 276 372 L 280 432" stroke="${second}" stroke-width="4" stroke-linecap="round"/><circle cx="232" cy="436" r="4" fill="${accent}"/><circle cx="280" cy="436" r="4" fill="${accent}"/>`,
      };
    case 'urbanFlash':
      return {
        body: `${base}<path d="M 218 352 L 256 512 L 294 352 Z" fill="${second}"/>${glowLine('M 120 420 L 200 372 L 236 512', glow, id)}${glowLine('M 392 420 L 312 372 L 276 512', accent, id)}`,
        collar: `<path d="M 196 352 L 204 300 L 230 318 L 236 360 Z M 316 352 L 308 300 L 282 318 L 276 360 Z" fill="${shade(main, 0.15)}" stroke="${glow}" stroke-width="2"/>`,
      };
    case 'businesswear':
      return {
        body: `${base}<path d="M 206 350 L 256 470 L 306 350 Z" fill="${second}"/><path d="M 200 352 L 240 440 L 222 420 L 236 512 L 180 512 Z M 312 352 L 272 440 L 290 420 L 276 512 L 332 512 Z" fill="${shade(main, 0.2)}"/>`,
        collar: `<path d="M 222 348 L 256 380 L 240 392 Z M 290 348 L 256 380 L 272 392 Z" fill="${tint(second, 0.3)}"/><path d="M 250 380 L 262 380 L 268 470 L 256 486 L 244 470 Z" fill="${accent}"/>`,
      };
    case 'highFashion':
      return {
        body: `${base}${skinV(60, 26)}<path d="M 110 430 L 196 352 L 150 330 L 60 390 Z" fill="${second}"/><path d="M 196 354 L 226 352 L 372 512 L 334 512 Z" fill="${accent}" opacity="0.85"/>`,
        collar: `<path d="M 186 356 L 170 270 L 222 336 Z" fill="${second}" stroke="${glow}" stroke-width="2"/>`,
      };
    case 'bohemian':
      return {
        body: `${base}${skinV(40)}<path d="M 150 380 Q 256 470 362 380 L 380 430 Q 256 520 132 430 Z" fill="${second}"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${170 + i * 29}" cy="${418 + Math.sin(i / 2) * 20}" r="4" fill="${accent}"/>`).join('')}`,
        collar: `<path d="M 222 352 Q 256 404 290 352" stroke="${accent}" stroke-width="3" fill="none" stroke-dasharray="2 6" stroke-linecap="round"/>`,
      };
    case 'bagLady':
      return {
        body: `${base}<path d="M 60 470 L 100 420 L 140 460 L 180 400 L 220 452 L 256 410 L 300 460 L 340 404 L 380 450 L 430 420 L 470 480 L 478 512 L 36 512 Z" fill="${second}"/><rect x="140" y="440" width="34" height="30" fill="${accent}" transform="rotate(-8 157 455)"/><rect x="140" y="440" width="34" height="30" fill="none" stroke="#e9e1cf" stroke-dasharray="3 3" transform="rotate(-8 157 455)"/>`,
        collar: `<path d="M 200 354 Q 256 410 312 354 Q 300 380 256 392 Q 212 380 200 354 Z" fill="${shade(second, 0.2)}"/>`,
      };
    case 'gangColors':
      return {
        body: `${base}<path d="M 196 352 L 224 512 L 288 512 L 316 352 Q 256 372 196 352 Z" fill="${second}"/><rect x="208" y="420" width="96" height="18" fill="${accent}"/>${studs(
          [
            [140, 398],
            [162, 386],
            [184, 374],
            [372, 398],
            [350, 386],
            [328, 374],
          ],
        )}`,
        collar: '',
      };
    case 'nomadLeathers':
      return {
        body: `${base}${skinV(52, 28)}<path d="M 198 352 L 236 450 L 214 512 L 170 512 Z M 314 352 L 276 450 L 298 512 L 342 512 Z" fill="${shade(main, 0.25)}"/>${Array.from({ length: 9 }, (_, i) => `<path d="M ${96 + i * 9} ${440 - i * 7} l -2 26" stroke="${accent}" stroke-width="2.5"/><path d="M ${416 - i * 9} ${440 - i * 7} l 2 26" stroke="${accent}" stroke-width="2.5"/>`).join('')}`,
        collar: `<path d="M 196 352 L 184 318 L 226 352 Z M 316 352 L 328 318 L 286 352 Z" fill="${tint(main, 0.1)}"/>`,
      };
    case 'asiaPop':
      return {
        body: `${base}<path d="M 60 460 Q 256 420 452 460" stroke="${second}" stroke-width="16" fill="none"/>${[
          [150, 420],
          [360, 430],
          [300, 480],
        ]
          .map(
            ([x, y]) =>
              `<path d="M ${x} ${y! - 12} L ${x! + 4} ${y! - 3} L ${x! + 13} ${y} L ${x! + 4} ${y! + 3} L ${x} ${y! + 12} L ${x! - 4} ${y! + 3} L ${x! - 13} ${y} L ${x! - 4} ${y! - 3} Z" fill="${accent}"/>`,
          )
          .join('')}`,
        collar: `<path d="M 176 356 Q 256 420 336 356 L 346 336 Q 256 396 166 336 Z" fill="${second}"/>`,
      };
  }
}
