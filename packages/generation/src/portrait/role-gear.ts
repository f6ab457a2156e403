import { shade, tint } from './color.ts';
import { HEAD } from './face.ts';
import type { Look } from './look.ts';

const { cx, cy } = HEAD;

/** Gear that hangs behind the figure: the Rockerboy's guitar neck. */
export function gearBehind(look: Look): string {
  if (look.role !== 'rockerboy') return '';
  const frets = Array.from(
    { length: 12 },
    (_, i) =>
      `<line x1="-12" y1="${-40 - i * 24}" x2="12" y2="${-40 - i * 24}" stroke="#c9c9c9" stroke-width="2"/>`,
  ).join('');
  const pegs = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="-22" cy="${-346 - i * 16}" r="5" fill="#d9d9d9"/><circle cx="22" cy="${-346 - i * 16}" r="5" fill="#d9d9d9"/>`,
    )
    .join('');
  return [
    `<g transform="translate(372 560) rotate(24)">`,
    `<rect x="-14" y="-340" width="28" height="340" fill="#3b2414"/>`,
    frets,
    `<path d="M -18 -336 L -22 -396 L 0 -410 L 22 -396 L 18 -336 Z" fill="${look.palette.accent}"/>`,
    pegs,
    [-8, -3, 3, 8]
      .map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="-336" stroke="#eeeeee" stroke-width="0.8"/>`)
      .join(''),
    `</g>`,
  ].join('');
}

/** Gear worn on the torso: armour, badge, cross, camera, tie, scarf, data chip. */
export function gearOnTorso(look: Look, id: string): string {
  const { main, second, accent, glow } = look.palette;
  const metal = '#8d96a3';
  switch (look.role) {
    case 'solo':
      return [
        `<path d="M 70 440 Q 110 360 200 356 L 206 392 Q 130 400 96 460 Z" fill="${metal}" stroke="#2a2f37" stroke-width="3"/>`,
        `<path d="M 442 440 Q 402 360 312 356 L 306 392 Q 382 400 416 460 Z" fill="${metal}" stroke="#2a2f37" stroke-width="3"/>`,
        `<path d="M 88 470 Q 120 420 200 404 L 204 432 Q 140 444 110 490 Z" fill="${shade(metal, 0.2)}" stroke="#2a2f37" stroke-width="3"/>`,
        `<path d="M 424 470 Q 392 420 312 404 L 308 432 Q 372 444 402 490 Z" fill="${shade(metal, 0.2)}" stroke="#2a2f37" stroke-width="3"/>`,
        `<path d="M 196 420 L 316 420 L 326 512 L 186 512 Z" fill="${shade(metal, 0.35)}" stroke="#2a2f37" stroke-width="3"/>`,
        `<line x1="256" y1="420" x2="256" y2="512" stroke="#2a2f37" stroke-width="3"/><line x1="196" y1="466" x2="316" y2="466" stroke="${glow}" stroke-width="2"/>`,
      ].join('');
    case 'lawman':
      return `<path d="M 332 424 L 352 416 L 372 424 L 370 452 Q 352 470 352 470 Q 334 460 334 452 Z" fill="#d4af37" stroke="#7a5c12" stroke-width="2.5"/><polygon points="352,428 356,439 367,439 358,446 361,457 352,450 343,457 346,446 337,439 348,439" fill="#fff2b0"/>`;
    case 'medtech':
      return `<circle cx="380" cy="430" r="26" fill="#f4f7fa" stroke="${glow}" stroke-width="3"/><path d="M 374 412 h 12 v 12 h 12 v 12 h -12 v 12 h -12 v -12 h -12 v -12 h 12 Z" fill="#d7263d"/>`;
    case 'media':
      return [
        `<rect x="352" y="318" width="78" height="46" rx="6" fill="#1d2027" stroke="#505866" stroke-width="2"/>`,
        `<rect x="336" y="328" width="18" height="26" fill="#2b2f38"/>`,
        `<circle cx="336" cy="341" r="14" fill="#0c0e12" stroke="#6c7686" stroke-width="3"/><circle cx="336" cy="341" r="6" fill="${glow}" opacity="0.8"/>`,
        `<circle cx="418" cy="328" r="4" fill="#ff2a2a" filter="url(#${id}soft)"/><circle cx="418" cy="328" r="3" fill="#ff5555"/>`,
        `<path d="M 392 364 L 380 392 L 412 392 L 404 364 Z" fill="#2b2f38"/>`,
      ].join('');
    case 'exec':
      return look.clothing === 'businesswear'
        ? `<rect x="310" y="430" width="26" height="6" fill="${tint(second, 0.4)}"/>`
        : `<path d="M 214 350 L 256 400 L 298 350 L 256 380 Z" fill="#f2f4f7"/><path d="M 250 384 L 262 384 L 270 480 L 256 498 L 242 480 Z" fill="${accent}"/><path d="M 196 352 L 240 460 L 200 512 L 170 512 Z M 316 352 L 272 460 L 312 512 L 342 512 Z" fill="${shade(main, 0.35)}"/>`;
    case 'nomad':
      return `<path d="M 200 340 Q 256 372 312 340 L 320 376 Q 256 410 192 376 Z" fill="${second}"/><path d="M 204 352 Q 256 384 308 352" stroke="${accent}" stroke-width="3" fill="none"/><path d="M 290 372 L 316 452 L 296 456 L 276 380 Z" fill="${shade(second, 0.15)}"/>`;
    case 'fixer':
      return [
        `<path d="M 214 352 Q 256 410 298 352" stroke="#d4af37" stroke-width="3.5" fill="none"/>`,
        `<rect x="326" y="418" width="40" height="26" rx="3" fill="${glow}" opacity="0.6" filter="url(#${id}soft)"/>`,
        `<rect x="328" y="420" width="36" height="22" rx="3" fill="#0f1a12" stroke="${glow}" stroke-width="2"/>`,
        `<path d="M 334 426 h 10 v 10 h 12 M 350 426 h 8" stroke="${glow}" stroke-width="2" fill="none"/>`,
      ].join('');
    default:
      return '';
  }
}

/** Gear on the head: the Tech's goggles and the Netrunner's glowing interface plugs. */
export function gearOnHead(look: Look, id: string): string {
  const { glow } = look.palette;
  if (look.role === 'tech') {
    const lens = (x: number) =>
      `<circle cx="${x}" cy="${cy - 58}" r="20" fill="#30343c" stroke="#aab2bd" stroke-width="4"/><circle cx="${x}" cy="${cy - 58}" r="13" fill="${glow}" opacity="0.75"/><circle cx="${x - 5}" cy="${cy - 63}" r="4" fill="#ffffff" opacity="0.8"/>`;
    return `<path d="M ${cx - 70} ${cy - 50} Q ${cx} ${cy - 76} ${cx + 70} ${cy - 50} L ${cx + 70} ${cy - 40} Q ${cx} ${cy - 66} ${cx - 70} ${cy - 40} Z" fill="#3a2a1e"/>${lens(cx - 24)}${lens(cx + 24)}`;
  }
  if (look.role === 'netrunner') {
    const plug = (x: number, y: number) =>
      `<circle cx="${x}" cy="${y}" r="6.5" fill="#b8c0cc" stroke="#4a525e" stroke-width="2"/><circle cx="${x}" cy="${y}" r="2.8" fill="${glow}"/>`;
    const cable = `M ${cx + 26} ${cy + 112} C ${cx + 70} ${cy + 150} ${cx + 150} ${cy + 160} ${cx + 200} ${cy + 230}`;
    return [
      `<g filter="url(#${id}soft)" opacity="0.9"><circle cx="${cx + 58}" cy="${cy + 40}" r="8" fill="${glow}"/><circle cx="${cx + 22}" cy="${cy + 94}" r="8" fill="${glow}"/><path d="${cable}" stroke="${glow}" stroke-width="9" fill="none"/></g>`,
      plug(cx + 58, cy + 40),
      plug(cx + 22, cy + 94),
      `<path d="${cable}" stroke="#1a1d24" stroke-width="5" fill="none"/>`,
      `<circle cx="${cx + 26}" cy="${cy + 112}" r="6" fill="#b8c0cc"/>`,
    ].join('');
  }
  return '';
}
