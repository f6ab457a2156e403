import { faceAffectation, topAffectation } from './affectations.ts';
import { clothing } from './clothing.ts';
import { face, neckAndEars } from './face.ts';
import { hairBack, hairFront } from './hair.ts';
import type { Look } from './look.ts';
import { gearBehind, gearOnHead, gearOnTorso } from './role-gear.ts';

/**
 * The character from the chest up in a 512 x 512 space, layer by layer from back to front.
 * `id` prefixes every gradient, filter and clip id so several figures can share one SVG.
 */
export function figureSvg(look: Look, id: string): string {
  const clothes = clothing(look, id);
  return [
    `<defs><filter id="${id}soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>`,
    `<radialGradient id="${id}halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${look.palette.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${look.palette.glow}" stop-opacity="0"/></radialGradient></defs>`,
    `<ellipse cx="256" cy="250" rx="210" ry="230" fill="url(#${id}halo)"/>`,
    gearBehind(look),
    clothes.body,
    hairBack(look, id),
    neckAndEars(look),
    clothes.collar,
    gearOnTorso(look, id),
    face(look, id),
    faceAffectation(look, id),
    hairFront(look, id),
    gearOnHead(look, id),
    topAffectation(look, id),
  ].join('');
}
