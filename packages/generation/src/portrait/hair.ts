import { shade, tint } from './color.ts';
import { HEAD } from './face.ts';
import type { Look } from './look.ts';

const { cx, cy, top } = HEAD;

/** A ring of spikes around a centre, as polygon points. */
function spikes(
  look: Look,
  r1: number,
  r2: number,
  from: number,
  to: number,
  count: number,
  oy = cy - 30,
): string {
  const pts: string[] = [];
  for (let i = 0; i <= count * 2; i++) {
    const a = ((from + ((to - from) * i) / (count * 2)) * Math.PI) / 180;
    const r = i % 2 === 0 ? r1 : r2 + look.random.range(-10, 10);
    pts.push(`${(cx + Math.cos(a) * r).toFixed(1)},${(oy + Math.sin(a) * r).toFixed(1)}`);
  }
  return pts.join(' ');
}

/** A cap of hair over the skull with a fringe line at the forehead. */
function cap(fringeY = cy - 46, sideY = cy - 2, lift = 14): string {
  return [
    `M ${cx - 68} ${sideY}`,
    `C ${cx - 74} ${cy - 72} ${cx - 42} ${top - lift} ${cx + 4} ${top - lift}`,
    `C ${cx + 50} ${top - lift} ${cx + 76} ${cy - 64} ${cx + 68} ${sideY}`,
    `L ${cx + 60} ${cy - 28} Q ${cx + 34} ${fringeY - 6} ${cx - 8} ${fringeY}`,
    `Q ${cx - 44} ${fringeY + 2} ${cx - 60} ${cy - 26} Z`,
  ].join(' ');
}

/** Hair behind the head and over the shoulders (long styles and big volumes). */
export function hairBack(look: Look, id: string): string {
  const c = look.hair === 'wildColors' ? `url(#${id}dye)` : look.hairColor;
  const r = look.random;
  switch (look.hair) {
    case 'longStraight':
      return `<path d="M ${cx - 74} ${cy - 40} C ${cx - 84} ${top - 20} ${cx + 84} ${top - 20} ${cx + 74} ${cy - 40} L ${cx + 92} ${cy + 168} L ${cx - 92} ${cy + 168} Z" fill="${c}"/>`;
    case 'longRatty': {
      const pts = [`${cx - 76},${cy - 40}`];
      for (let x = -96; x <= 96; x += 16)
        pts.push(`${cx + x},${cy + 130 + r.int(0, 45)}`, `${cx + x + 8},${cy + 110 + r.int(0, 20)}`);
      pts.push(`${cx + 76},${cy - 40}`, `${cx},${top - 22}`);
      return `<polygon points="${pts.join(' ')}" fill="${c}"/>`;
    }
    case 'wild':
      return `<polygon points="${spikes(look, 92, 128, -200, 20, 13, cy - 10)}" fill="${c}"/>`;
    case 'wildColors':
      return `<polygon points="${spikes(look, 84, 104, -190, 10, 10, cy - 10)}" fill="${c}"/>`;
    case 'shortCurly':
      return `<ellipse cx="${cx}" cy="${cy - 34}" rx="80" ry="74" fill="${c}"/>`;
    default:
      return '';
  }
}

/** Hair over the forehead and the top of the head. */
export function hairFront(look: Look, id: string): string {
  const color = look.hairColor;
  const hi = tint(color, 0.25);
  const r = look.random;
  const dye = `<defs><linearGradient id="${id}dye" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.hairAccent}"/><stop offset="1" stop-color="${look.palette.accent}"/></linearGradient></defs>`;
  switch (look.hair) {
    case 'bald':
      return `<ellipse cx="${cx + 14}" cy="${top + 22}" rx="26" ry="12" fill="#ffffff" opacity="0.22"/>`;
    case 'mohawk': {
      const fin: string[] = [`${cx - 15},${cy - 44}`];
      for (let i = 0; i < 7; i++) {
        const y = cy - 50 - i * 12;
        fin.push(`${cx - 14 - r.int(4, 10)},${y - 26 - i * 4}`, `${cx - 12},${y - 10}`);
      }
      fin.push(`${cx},${top - 96}`);
      for (let i = 6; i >= 0; i--) {
        const y = cy - 50 - i * 12;
        fin.push(`${cx + 12},${y - 10}`, `${cx + 14 + r.int(4, 10)},${y - 26 - i * 4}`);
      }
      fin.push(`${cx + 15},${cy - 44}`);
      return [
        `<path d="${cap(cy - 40, cy - 8, 6)}" fill="${shade(color, 0.1)}" opacity="0.28"/>`,
        `<polygon points="${fin.join(' ')}" fill="${look.hairAccent}"/>`,
        `<polygon points="${fin.join(' ')}" fill="none" stroke="${shade(look.hairAccent, 0.35)}" stroke-width="2"/>`,
      ].join('');
    }
    case 'shortSpiked':
      return [
        `<polygon points="${spikes(look, 66, 88, -190, 10, 11)}" fill="${color}"/>`,
        `<path d="${cap(cy - 44, cy - 4, 10)}" fill="${color}"/>`,
        `<polygon points="${spikes(look, 40, 70, -160, -20, 6, cy - 56)}" fill="${hi}" opacity="0.35"/>`,
      ].join('');
    case 'wild':
      return [
        `<path d="${cap(cy - 40, cy + 4, 16)}" fill="${color}"/>`,
        `<polygon points="${spikes(look, 30, 62, 200, 340, 7, cy - 60)}" fill="${color}"/>`,
      ].join('');
    case 'wildColors':
      return [
        dye,
        `<path d="${cap(cy - 42, cy + 2, 16)}" fill="url(#${id}dye)"/>`,
        `<polygon points="${spikes(look, 30, 56, 200, 340, 6, cy - 62)}" fill="url(#${id}dye)"/>`,
      ].join('');
    case 'striped':
      return [
        `<clipPath id="${id}stripe"><path d="${cap(cy - 46, cy - 2, 18)}"/></clipPath>`,
        `<path d="${cap(cy - 46, cy - 2, 18)}" fill="${color}"/>`,
        `<g clip-path="url(#${id}stripe)" fill="${look.hairAccent}">`,
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<rect x="${cx - 90 + i * 40}" y="${top - 30}" width="14" height="120" transform="rotate(20 ${cx} ${cy})"/>`,
          )
          .join(''),
        `</g>`,
      ].join('');
    case 'neatShort':
      return [
        `<path d="${cap(cy - 50, cy - 6, 10)}" fill="${color}"/>`,
        `<path d="M ${cx - 20} ${top - 8} Q ${cx - 24} ${cy - 60} ${cx - 30} ${cy - 48}" stroke="${hi}" stroke-width="3" fill="none" opacity="0.6"/>`,
      ].join('');
    case 'shortCurly': {
      const curls: string[] = [];
      for (let a = 195; a <= 345; a += 13) {
        const rad = (a * Math.PI) / 180;
        curls.push(
          `<circle cx="${(cx + Math.cos(rad) * 68).toFixed(1)}" cy="${(cy - 30 + Math.sin(rad) * 66).toFixed(1)}" r="${r.int(13, 18)}"/>`,
        );
      }
      return `<g fill="${color}">${curls.join('')}<path d="${cap(cy - 46, cy - 4, 16)}"/></g><g fill="${hi}" opacity="0.25">${curls.slice(2, 8).join('')}</g>`;
    }
    case 'longStraight':
      return [
        `<path d="M ${cx} ${top - 12} C ${cx - 50} ${top - 12} ${cx - 80} ${cy - 60} ${cx - 72} ${cy + 70} L ${cx - 58} ${cy + 70} C ${cx - 60} ${cy - 20} ${cx - 40} ${cy - 52} ${cx} ${cy - 70} C ${cx + 40} ${cy - 52} ${cx + 60} ${cy - 20} ${cx + 58} ${cy + 70} L ${cx + 72} ${cy + 70} C ${cx + 80} ${cy - 60} ${cx + 50} ${top - 12} ${cx} ${top - 12} Z" fill="${color}"/>`,
        `<path d="M ${cx} ${top - 10} L ${cx} ${cy - 70}" stroke="${shade(color, 0.4)}" stroke-width="2"/>`,
      ].join('');
    case 'longRatty': {
      const fringe: string[] = [
        `M ${cx - 70} ${cy + 40}`,
        `C ${cx - 76} ${cy - 70} ${cx - 40} ${top - 16} ${cx} ${top - 16}`,
        `C ${cx + 40} ${top - 16} ${cx + 76} ${cy - 70} ${cx + 70} ${cy + 40}`,
      ];
      for (let x = 60; x >= -60; x -= 15)
        fringe.push(`L ${cx + x} ${cy - 30 + r.int(-8, 14)} L ${cx + x - 7} ${cy - 50}`);
      fringe.push('Z');
      return `<path d="${fringe.join(' ')}" fill="${color}"/>`;
    }
  }
}
