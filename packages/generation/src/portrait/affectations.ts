import { shade, tint } from './color.ts';
import { HEAD } from './face.ts';
import type { Look } from './look.ts';

const { cx, cy } = HEAD;
const METAL = '#cfd6df';

function hand(look: Look, glove: string | null, kind: 'fist' | 'open'): string {
  const sleeve = shade(look.palette.main, 0.1);
  const skin = look.skin;
  const palm = glove ?? skin;
  const parts = [`<path d="M 96 512 L 104 470 L 176 470 L 182 512 Z" fill="${sleeve}"/>`];
  if (kind === 'fist') {
    parts.push(`<rect x="94" y="396" width="88" height="84" rx="20" fill="${palm}"/>`);
    for (let i = 0; i < 4; i++) {
      parts.push(
        `<rect x="${94 + i * 22}" y="380" width="22" height="34" rx="10" fill="${glove ?? tint(skin, 0.05)}" stroke="${shade(palm, 0.35)}" stroke-width="1.5"/>`,
      );
    }
    parts.push(
      `<path d="M 96 430 Q 130 418 160 436 Q 150 452 110 450 Z" fill="${shade(palm, 0.12)}" stroke="${shade(palm, 0.35)}" stroke-width="1.5"/>`,
    );
  } else {
    parts.push(`<rect x="98" y="418" width="78" height="66" rx="18" fill="${palm}"/>`);
    [0, 1, 2, 3].forEach((i) => {
      const h = [52, 62, 58, 46][i]!;
      const x = 100 + i * 19;
      parts.push(`<rect x="${x}" y="${430 - h}" width="17" height="${h + 10}" rx="8" fill="${skin}"/>`);
      if (glove)
        parts.push(
          `<rect x="${x}" y="${430 - h * 0.45}" width="17" height="${h * 0.45 + 10}" rx="4" fill="${glove}"/>`,
        );
    });
    parts.push(
      `<path d="M 176 452 Q 204 430 206 404 Q 214 404 212 420 Q 204 462 180 476 Z" fill="${skin}"/>`,
    );
  }
  return parts.join('');
}

/** Overlays on the face that sit under the hair: tattoos, scars, rings, studs, contacts. */
export function faceAffectation(look: Look, id: string): string {
  const ink = look.random.chance(0.5) ? shade(look.skin, 0.65) : look.palette.glow;
  switch (look.affectation) {
    case 'tattoos':
      return [
        `<g stroke="${ink}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity="0.9">`,
        `<path d="M ${cx + 58} ${cy - 30} L ${cx + 44} ${cy - 6} L ${cx + 48} ${cy + 30} L ${cx + 34} ${cy + 50}"/>`,
        `<path d="M ${cx + 50} ${cy + 18} L ${cx + 60} ${cy + 24}"/>`,
        `<path d="M ${cx - 26} ${cy + 140} L ${cx - 14} ${cy + 118} L ${cx + 8} ${cy + 118} L ${cx + 20} ${cy + 96}"/>`,
        `<path d="M ${cx - 30} ${cy + 16} l 4 6 l 4 -6"/>`,
        `</g>`,
        `<circle cx="${cx + 34}" cy="${cy + 50}" r="3.5" fill="${ink}"/><circle cx="${cx + 58}" cy="${cy - 30}" r="3.5" fill="${ink}"/>`,
      ].join('');
    case 'ritualScars': {
      const scar = tint(look.skin, 0.3);
      const line = (x: number, y: number) =>
        `<path d="M ${x} ${y} q 10 -4 22 -1" stroke="${shade(look.skin, 0.35)}" stroke-width="4.5" fill="none" stroke-linecap="round"/><path d="M ${x} ${y} q 10 -4 22 -1" stroke="${scar}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`;
      return [0, 1, 2]
        .map((i) => `${line(cx - 54, cy + 22 + i * 9)}${line(cx + 32, cy + 22 + i * 9)}`)
        .concat([
          `<circle cx="${cx}" cy="${cy - 34}" r="3" fill="${scar}" stroke="${shade(look.skin, 0.35)}"/>`,
        ])
        .join('');
    }
    case 'noseRings':
      return `<circle cx="${cx + 10}" cy="${cy + 41}" r="5" fill="none" stroke="${METAL}" stroke-width="2.2"/><path d="M ${cx - 6} ${cy + 44} Q ${cx} ${cy + 56} ${cx + 6} ${cy + 44}" stroke="${METAL}" stroke-width="2.4" fill="none"/>`;
    case 'piercings':
      return [
        `<line x1="${cx + 34}" y1="${cy - 30}" x2="${cx + 40}" y2="${cy - 12}" stroke="${METAL}" stroke-width="2"/>`,
        `<circle cx="${cx + 34}" cy="${cy - 31}" r="3" fill="${METAL}"/><circle cx="${cx + 40}" cy="${cy - 11}" r="3" fill="${METAL}"/>`,
        `<circle cx="${cx - 10}" cy="${cy + 69}" r="5" fill="none" stroke="${METAL}" stroke-width="2"/>`,
        [0, 1, 2]
          .map(
            (i) =>
              `<circle cx="${cx - 68 + i}" cy="${cy - 6 + i * 10}" r="2.6" fill="${look.palette.accent}"/><circle cx="${cx + 68 - i}" cy="${cy - 6 + i * 10}" r="2.6" fill="${METAL}"/>`,
          )
          .join(''),
        `<path d="M ${cx + 64} ${cy + 24} q 4 16 -2 24" stroke="${METAL}" stroke-width="2" fill="none"/>`,
      ].join('');
    case 'strangeContacts':
      return [-1, 1]
        .map((side) => {
          const x = cx + side * 26 + look.face.lookAside;
          const y = cy + 3;
          return `<circle cx="${x}" cy="${y}" r="9" fill="${look.palette.glow}" opacity="0.5" filter="url(#${id}soft)"/><circle cx="${x}" cy="${y}" r="6.4" fill="${look.palette.glow}"/><ellipse cx="${x}" cy="${y}" rx="1.5" ry="5.5" fill="#050505"/>`;
        })
        .join('');
    default:
      return '';
  }
}

/** Overlays drawn last: mirrorshades over the eyes, hands with gloves or nail implants, shoulder spikes. */
export function topAffectation(look: Look, id: string): string {
  const { glow, accent } = look.palette;
  switch (look.affectation) {
    case 'mirrorshades':
      return [
        `<defs><linearGradient id="${id}shades" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${glow}"/><stop offset="0.45" stop-color="#14101f"/><stop offset="0.7" stop-color="${accent}"/><stop offset="1" stop-color="#05030a"/></linearGradient></defs>`,
        `<path d="M ${cx - 64} ${cy - 10} L ${cx + 64} ${cy - 10} L ${cx + 58} ${cy + 12} Q ${cx + 34} ${cy + 24} ${cx + 8} ${cy + 12} L ${cx - 8} ${cy + 12} Q ${cx - 34} ${cy + 24} ${cx - 58} ${cy + 12} Z" fill="url(#${id}shades)" stroke="#0a0a0f" stroke-width="2.5"/>`,
        `<path d="M ${cx - 52} ${cy - 4} L ${cx - 20} ${cy - 4}" stroke="#ffffff" stroke-width="3" opacity="0.7" stroke-linecap="round"/>`,
        `<path d="M ${cx + 24} ${cy - 4} L ${cx + 40} ${cy - 4}" stroke="#ffffff" stroke-width="2" opacity="0.5" stroke-linecap="round"/>`,
      ].join('');
    case 'spikedGloves': {
      const glove = '#1a1a1f';
      const spikes = [0, 1, 2, 3].map(
        (i) =>
          `<polygon points="${100 + i * 22},382 ${105 + i * 22},360 ${110 + i * 22},382" fill="${METAL}"/>`,
      );
      return hand(look, glove, 'fist') + spikes.join('');
    }
    case 'fingerlessGloves':
      return hand(look, shade(look.palette.second, 0.35), 'open');
    case 'nailImplants': {
      const nails = [0, 1, 2, 3].map((i) => {
        const h = [52, 62, 58, 46][i]!;
        const x = 100 + i * 19;
        return `<polygon points="${x + 2},${432 - h} ${x + 8.5},${404 - h} ${x + 15},${432 - h}" fill="${glow}"/>`;
      });
      return `${hand(look, null, 'open')}<g filter="url(#${id}soft)">${nails.join('')}</g>${nails.join('')}`;
    }
    case 'spikedBoots': {
      // Boots sit outside a head-and-shoulders frame; the matching spikes ride on the shoulders instead.
      const along: Array<[number, number]> = [
        [64, 446],
        [84, 420],
        [108, 400],
        [136, 384],
        [166, 370],
      ];
      const spike = ([x, y]: [number, number]) => {
        const dx = x - 256;
        const dy = y - 540;
        const len = Math.hypot(dx, dy);
        const [nx, ny] = [dx / len, dy / len];
        const tip = `${(x + nx * 24).toFixed(1)},${(y + ny * 24).toFixed(1)}`;
        const a = `${(x - ny * 8).toFixed(1)},${(y + nx * 8).toFixed(1)}`;
        const b = `${(x + ny * 8).toFixed(1)},${(y - nx * 8).toFixed(1)}`;
        return `<polygon points="${a} ${tip} ${b}" fill="${METAL}" stroke="#555b66" stroke-width="1.2"/>`;
      };
      return along.map(spike).join('') + along.map(([x, y]) => spike([512 - x, y])).join('');
    }
    default:
      return '';
  }
}
