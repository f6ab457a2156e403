import type { Random } from '../random.ts';
import { mix, shade } from './color.ts';

/** Options of the city background. */
export interface BackgroundOptions {
  width: number;
  height: number;
  random: Random;
  /** The neon colour that dominates the scene. */
  glow: string;
  /** Unique prefix for gradient and filter ids. */
  id: string;
}

const NEON = ['#ff2a6d', '#05d9e8', '#d1f7ff', '#b026ff', '#ffe600', '#39ff88', '#ff7a00'];

function layer(
  o: BackgroundOptions,
  count: number,
  minH: number,
  maxH: number,
  color: string,
  windows: boolean,
) {
  const { width, height, random } = o;
  const parts: string[] = [];
  const lights: string[] = [];
  let x = -random.int(0, 30);
  while (x < width && parts.length < count) {
    const w = random.int(Math.round(width * 0.04), Math.round(width * 0.11));
    const h = random.int(Math.round(height * minH), Math.round(height * maxH));
    const top = height - h;
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`);
    if (random.chance(0.3)) {
      // An antenna or a stepped crown makes the skyline read as towers rather than bars.
      const ax = x + random.int(4, Math.max(5, w - 6));
      parts.push(`<rect x="${ax}" y="${top - 24}" width="2" height="24" fill="${color}"/>`);
      lights.push(`<circle cx="${ax + 1}" cy="${top - 25}" r="2.5" fill="#ff3355"/>`);
    }
    if (windows) {
      const lit = random.pick(NEON);
      for (let wy = top + 8; wy < height - 6; wy += 12) {
        for (let wx = x + 5; wx < x + w - 6; wx += 9) {
          if (random.chance(0.22)) {
            const c = random.chance(0.7) ? lit : '#ffd58a';
            lights.push(`<rect x="${wx}" y="${wy}" width="4" height="6" fill="${c}" opacity="0.85"/>`);
          }
        }
      }
    }
    x += w + random.int(0, 6);
  }
  return { buildings: parts.join(''), lights: lights.join('') };
}

function neonSigns(o: BackgroundOptions): string {
  const { width, height, random, glow } = o;
  const signs: string[] = [];
  const count = Math.max(3, Math.round(width / 140));
  for (let i = 0; i < count; i++) {
    const color = random.chance(0.5) ? glow : random.pick(NEON);
    // Signs stay out of the middle third, where the character's face is.
    const third = Math.round(width / 3);
    const x = random.chance(0.5) ? random.int(0, third - 60) : random.int(2 * third, width - 20);
    const y = random.int(Math.round(height * 0.3), Math.round(height * 0.75));
    if (random.chance(0.5)) {
      const h = random.int(40, 110);
      signs.push(
        `<rect x="${x}" y="${y}" width="${random.int(8, 14)}" height="${h}" rx="3" fill="none" stroke="${color}" stroke-width="3"/>`,
      );
      for (let k = 10; k < h - 6; k += 16) {
        signs.push(`<rect x="${x + 3}" y="${y + k}" width="5" height="8" fill="${color}"/>`);
      }
    } else {
      const w = random.int(40, 90);
      signs.push(
        `<rect x="${x}" y="${y}" width="${w}" height="${random.int(12, 20)}" rx="4" fill="none" stroke="${color}" stroke-width="3"/>`,
      );
      signs.push(
        `<line x1="${x + 8}" y1="${y + 8}" x2="${x + w - 8}" y2="${y + 8}" stroke="${color}" stroke-width="3" stroke-dasharray="9 5"/>`,
      );
    }
  }
  return signs.join('');
}

/** A night skyline with lit windows, neon signs, a glowing haze and optional rain. */
export function backgroundSvg(o: BackgroundOptions): string {
  const { width, height, random, glow, id } = o;
  const sky = mix('#07031a', glow, 0.08);
  const horizon = mix('#2a0a3d', glow, 0.35);
  const far = layer(o, 60, 0.35, 0.75, mix('#1a1033', glow, 0.15), false);
  const mid = layer(o, 60, 0.25, 0.6, '#120b24', true);
  const near = layer(o, 40, 0.12, 0.35, '#0a0614', true);
  const rain = random.chance(0.6)
    ? Array.from({ length: Math.round(width / 9) }, () => {
        const x = random.int(0, width);
        const y = random.int(0, height);
        const len = random.int(10, 26);
        return `<line x1="${x}" y1="${y}" x2="${x - len * 0.25}" y2="${y + len}"/>`;
      }).join('')
    : '';
  const signs = neonSigns(o);
  return [
    `<defs>`,
    `<linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="0.75" stop-color="${horizon}"/><stop offset="1" stop-color="${shade(horizon, 0.3)}"/></linearGradient>`,
    `<radialGradient id="${id}haze" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    `<filter id="${id}glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="4"/></filter>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id}sky)"/>`,
    far.buildings,
    `<rect width="${width}" height="${height}" fill="url(#${id}haze)"/>`,
    mid.buildings,
    `<g filter="url(#${id}glow)" opacity="0.9">${mid.lights}${signs}</g>`,
    mid.lights,
    signs,
    near.buildings,
    near.lights,
    rain ? `<g stroke="#9fb8ff" stroke-opacity="0.25" stroke-width="1">${rain}</g>` : '',
  ].join('');
}
