import { mix, shade, tint } from './color.ts';
import type { Look } from './look.ts';

/** Head geometry shared by the face, hair and overlays (figure space is 512 x 512). */
export const HEAD = { cx: 256, cy: 222, rx: 64, top: 134, chin: 318 } as const;

/** The outline of the head; men get a wider, squarer jaw. */
export function headPath(look: Look): string {
  const { cx, cy, top } = HEAD;
  const male = look.gender === 'male';
  const jaw = (male ? 54 : 44) + look.face.jaw * 3;
  const chinW = male ? 24 : 15;
  const chinY = male ? cy + 84 : cy + 86;
  return [
    `M ${cx} ${top}`,
    `C ${cx + 44} ${top} ${cx + 66} ${cy - 50} ${cx + 65} ${cy - 4}`,
    `C ${cx + 65} ${cy + 34} ${cx + jaw} ${cy + 58} ${cx + chinW} ${chinY - 6}`,
    `Q ${cx} ${chinY + 6} ${cx - chinW} ${chinY - 6}`,
    `C ${cx - jaw} ${cy + 58} ${cx - 65} ${cy + 34} ${cx - 65} ${cy - 4}`,
    `C ${cx - 66} ${cy - 50} ${cx - 44} ${top} ${cx} ${top} Z`,
  ].join(' ');
}

/** Neck and ears, drawn behind the head. */
export function neckAndEars(look: Look): string {
  const { cx, cy } = HEAD;
  const dark = shade(look.skin, 0.22);
  const w = look.gender === 'male' ? 34 : 27;
  return [
    `<path d="M ${cx - w} ${cy + 50} L ${cx - w - 4} ${cy + 128} Q ${cx} ${cy + 146} ${cx + w + 4} ${cy + 128} L ${cx + w} ${cy + 50} Z" fill="${look.skin}"/>`,
    `<path d="M ${cx - w} ${cy + 60} Q ${cx} ${cy + 112} ${cx + w} ${cy + 60} L ${cx + w} ${cy + 80} Q ${cx} ${cy + 120} ${cx - w} ${cy + 80} Z" fill="${dark}" opacity="0.55"/>`,
    `<ellipse cx="${cx - 64}" cy="${cy + 6}" rx="11" ry="21" fill="${shade(look.skin, 0.08)}"/>`,
    `<ellipse cx="${cx + 64}" cy="${cy + 6}" rx="11" ry="21" fill="${shade(look.skin, 0.08)}"/>`,
    `<path d="M ${cx - 66} ${cy - 4} q -5 10 0 22" stroke="${dark}" stroke-width="2" fill="none"/>`,
    `<path d="M ${cx + 66} ${cy - 4} q 5 10 0 22" stroke="${dark}" stroke-width="2" fill="none"/>`,
  ].join('');
}

function eye(look: Look, side: -1 | 1): string {
  const { cx, cy } = HEAD;
  const x = cx + side * 26;
  const y = cy + 4;
  const tilt = look.face.eyeTilt * side * -1;
  const female = look.gender === 'female';
  const w = 15;
  const h = female ? 8 : 6.5;
  const look_ = look.face.lookAside;
  const outline = `M ${x - w} ${y + tilt * 0.3} Q ${x} ${y - h * 1.6 - tilt * 0.2} ${x + w} ${y - tilt * 0.3} Q ${x} ${y + h * 1.1} ${x - w} ${y + tilt * 0.3} Z`;
  const liner = female
    ? `<path d="M ${x - side * w - 0} ${y} Q ${x} ${y - h * 1.7} ${x + side * w} ${y - 1} l ${side * 6} -5" stroke="#120c10" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : `<path d="M ${x - w} ${y} Q ${x} ${y - h * 1.6} ${x + w} ${y}" stroke="${shade(look.skin, 0.6)}" stroke-width="2.2" fill="none"/>`;
  return [
    `<path d="${outline}" fill="#f4efe9"/>`,
    `<circle cx="${x + look_}" cy="${y - 1}" r="6.2" fill="${look.eyeColor}"/>`,
    `<circle cx="${x + look_}" cy="${y - 1}" r="3" fill="#0b0807"/>`,
    `<circle cx="${x + look_ + 2}" cy="${y - 3}" r="1.6" fill="#ffffff"/>`,
    liner,
    `<path d="M ${x - w + 2} ${y + 7} Q ${x} ${y + 11} ${x + w - 2} ${y + 6}" stroke="${shade(look.skin, 0.25)}" stroke-width="1.4" fill="none" opacity="0.7"/>`,
  ].join('');
}

function brow(look: Look, side: -1 | 1): string {
  const { cx, cy } = HEAD;
  const x = cx + side * 27;
  const y = cy - 16 - look.face.browLift;
  const male = look.gender === 'male';
  const color = look.hair === 'bald' ? shade(look.skin, 0.55) : shade(look.hairColor, 0.1);
  const arch = male ? 4 : 8;
  return `<path d="M ${x - side * 17} ${y + 3} Q ${x} ${y - arch} ${x + side * 18} ${y + 4}" stroke="${color}" stroke-width="${male ? 6 : 3.5}" stroke-linecap="round" fill="none"/>`;
}

function noseAndMouth(look: Look): string {
  const { cx, cy } = HEAD;
  const dark = shade(look.skin, 0.3);
  const female = look.gender === 'female';
  const mw = (female ? 17 : 19) + look.face.mouthWidth;
  const my = cy + 60;
  const lip = female ? mix(look.palette.accent, '#a2303f', 0.55) : shade(look.skin, 0.18);
  const mouth = female
    ? `<path d="M ${cx - mw} ${my} Q ${cx - 6} ${my - 7} ${cx} ${my - 3} Q ${cx + 6} ${my - 7} ${cx + mw} ${my} Q ${cx} ${my + 12} ${cx - mw} ${my} Z" fill="${lip}"/><path d="M ${cx - mw} ${my} Q ${cx} ${my + 2} ${cx + mw} ${my}" stroke="${shade(lip, 0.45)}" stroke-width="1.5" fill="none"/>`
    : `<path d="M ${cx - mw} ${my} Q ${cx} ${my + 3} ${cx + mw} ${my - 1}" stroke="${shade(look.skin, 0.5)}" stroke-width="2.6" stroke-linecap="round" fill="none"/><path d="M ${cx - 10} ${my + 8} Q ${cx} ${my + 12} ${cx + 10} ${my + 8}" stroke="${lip}" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  return [
    `<path d="M ${cx - 4} ${cy + 12} Q ${cx - 8} ${cy + 32} ${cx - 10} ${cy + 38} Q ${cx} ${cy + 46} ${cx + 11} ${cy + 38}" stroke="${dark}" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
    `<path d="M ${cx - 12} ${cy + 40} q 3 3 7 1 M ${cx + 12} ${cy + 40} q -3 3 -7 1" stroke="${shade(look.skin, 0.45)}" stroke-width="2" fill="none"/>`,
    mouth,
  ].join('');
}

/** The face: skin, shading, a neon rim light, eyes, brows, nose and mouth. */
export function face(look: Look, id: string): string {
  const { cx, cy } = HEAD;
  const path = headPath(look);
  const stubble =
    look.gender === 'male' && look.random.chance(0.4)
      ? `<path d="M ${cx - 58} ${cy + 26} C ${cx - 50} ${cy + 70} ${cx - 20} ${cy + 90} ${cx} ${cy + 92} C ${cx + 20} ${cy + 90} ${cx + 50} ${cy + 70} ${cx + 58} ${cy + 26} C ${cx + 40} ${cy + 56} ${cx - 40} ${cy + 56} ${cx - 58} ${cy + 26} Z" fill="${shade(look.hairColor, 0.1)}" opacity="0.28"/>`
      : '';
  return [
    `<clipPath id="${id}head"><path d="${path}"/></clipPath>`,
    `<path d="${path}" fill="${look.skin}"/>`,
    `<g clip-path="url(#${id}head)">`,
    `<path d="M ${cx - 70} ${cy - 90} C ${cx - 40} ${cy - 20} ${cx - 50} ${cy + 60} ${cx - 20} ${cy + 110} L ${cx - 90} ${cy + 110} Z" fill="${shade(look.skin, 0.16)}" opacity="0.8"/>`,
    `<ellipse cx="${cx + 18}" cy="${cy - 50}" rx="30" ry="18" fill="${tint(look.skin, 0.18)}" opacity="0.45"/>`,
    `<path d="M ${cx + 72} ${cy - 90} C ${cx + 50} ${cy - 20} ${cx + 62} ${cy + 60} ${cx + 30} ${cy + 110} L ${cx + 90} ${cy + 110} Z" fill="${look.palette.glow}" opacity="0.32"/>`,
    stubble,
    `</g>`,
    eye(look, -1),
    eye(look, 1),
    brow(look, -1),
    brow(look, 1),
    noseAndMouth(look),
  ].join('');
}
