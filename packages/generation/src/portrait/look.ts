import type { Draft } from '@edgeforge/contracts/draft';
import type { Gender, RoleId } from '@edgeforge/rules/ids';
import { FASHION_LOOKS } from '../fashion-looks.ts';
import { hashText, type Random, seededRandom } from '../random.ts';
import { shade } from './color.ts';

/** The hair drawing for each of the ten hairstyle answers. */
export type HairKind =
  | 'mohawk'
  | 'longRatty'
  | 'shortSpiked'
  | 'wild'
  | 'bald'
  | 'striped'
  | 'wildColors'
  | 'neatShort'
  | 'shortCurly'
  | 'longStraight';
/** The outfit drawing for each of the ten clothing style answers. */
export type ClothingKind =
  | 'genericChic'
  | 'leisurewear'
  | 'urbanFlash'
  | 'businesswear'
  | 'highFashion'
  | 'bohemian'
  | 'bagLady'
  | 'gangColors'
  | 'nomadLeathers'
  | 'asiaPop';
/** The drawing for each of the ten affectation answers, or none when it is missing or unknown. */
export type AffectationKind =
  | 'tattoos'
  | 'mirrorshades'
  | 'ritualScars'
  | 'spikedGloves'
  | 'noseRings'
  | 'piercings'
  | 'nailImplants'
  | 'spikedBoots'
  | 'fingerlessGloves'
  | 'strangeContacts'
  | 'none';

/** Everything the painter needs, resolved once from a draft and a seed. */
export interface Look {
  gender: Gender;
  role: RoleId | null;
  skin: string;
  hairColor: string;
  /** A second, dyed colour for striped, wild-coloured and mohawk hair. */
  hairAccent: string;
  eyeColor: string;
  hair: HairKind;
  clothing: ClothingKind;
  affectation: AffectationKind;
  palette: { main: string; second: string; accent: string; glow: string };
  /** Small per-character variations of the face. */
  face: { jaw: number; eyeTilt: number; browLift: number; mouthWidth: number; lookAside: number };
  random: Random;
}

const SKIN: Record<string, string[]> = {
  'north american': ['#f1c8a9', '#e0ac8a', '#c68863', '#a0673f', '#7a4a2a', '#5e3a22'],
  'south/central american': ['#e3b38f', '#d09a6f', '#b77b52', '#9a6240', '#7d4a2e'],
  'western european': ['#f6d5bd', '#efc7a8', '#e6b895', '#d8a27f', '#c99270'],
  'eastern european': ['#f7dac6', '#efcbb0', '#e6bc9c', '#dcae8c'],
  'middle eastern/north african': ['#e8c09a', '#d9a97f', '#c69068', '#b07a55', '#946046'],
  'sub-saharan african': ['#8d5a3b', '#7a4a2e', '#6a3e26', '#5a321f', '#4a2818', '#3d2214'],
  'south asian': ['#d4a079', '#c8926a', '#b47d55', '#a06a45', '#8a5636', '#744429'],
  'south east asian': ['#e6bb94', '#e0b088', '#cf9d74', '#bd8960', '#a8744d'],
  'east asian': ['#f3d2b3', '#eac39f', '#e0b48e', '#d2a27b'],
  'oceania/pacific islander': ['#c99068', '#b37a52', '#9c6643', '#845233', '#6c4128', '#e9c1a0'],
};
const ALL_SKIN = [...new Set(Object.values(SKIN).flat())];

const DARK_HAIR = ['#0f0c0b', '#1b1411', '#2a1d16', '#151018'];
const LIGHT_HAIR = ['#2a1d16', '#4a3123', '#6b4a2f', '#a5763f', '#d9b46a', '#7a3b1e', '#151010'];
const HAIR_BY_REGION: Record<string, string[]> = {
  'western european': LIGHT_HAIR,
  'eastern european': LIGHT_HAIR,
  'north american': [...DARK_HAIR, ...LIGHT_HAIR],
  'oceania/pacific islander': [...DARK_HAIR, '#3a2519'],
};
const DYES = ['#ff2a6d', '#00f0ff', '#b026ff', '#39ff88', '#ffe600', '#ff7a00', '#3aa0ff', '#f5f5f5'];
const LIGHT_EYES = ['#3b6ea5', '#4f8a6b', '#6d7b8a', '#5a4632', '#3a2a1c'];
const DARK_EYES = ['#3a2a1c', '#2a1c12', '#4a3322', '#1c130d'];

const HAIR_KINDS: Array<[RegExp, HairKind]> = [
  [/mohawk/i, 'mohawk'],
  [/ratty/i, 'longRatty'],
  [/spike/i, 'shortSpiked'],
  [/wild and|all over/i, 'wild'],
  [/bald/i, 'bald'],
  [/stripe/i, 'striped'],
  [/colou?r/i, 'wildColors'],
  [/neat/i, 'neatShort'],
  [/curl/i, 'shortCurly'],
  [/straight/i, 'longStraight'],
];
const CLOTHING_KINDS: Array<[RegExp, ClothingKind]> = [
  [/generic/i, 'genericChic'],
  [/leisure/i, 'leisurewear'],
  [/urban/i, 'urbanFlash'],
  [/business/i, 'businesswear'],
  [/high fashion/i, 'highFashion'],
  [/bohemian/i, 'bohemian'],
  [/bag lady/i, 'bagLady'],
  [/gang/i, 'gangColors'],
  [/nomad/i, 'nomadLeathers'],
  [/asia/i, 'asiaPop'],
];
const AFFECTATION_KINDS: Array<[RegExp, AffectationKind]> = [
  [/tattoo/i, 'tattoos'],
  [/mirror/i, 'mirrorshades'],
  [/scar/i, 'ritualScars'],
  [/spiked gloves/i, 'spikedGloves'],
  [/nose/i, 'noseRings'],
  [/pierc/i, 'piercings'],
  [/nail/i, 'nailImplants'],
  [/boot|heel/i, 'spikedBoots'],
  [/fingerless/i, 'fingerlessGloves'],
  [/contact|lens/i, 'strangeContacts'],
];

/** Clothing that suits a fashion style when the draft has no clothing style yet. */
const CLOTHING_FOR_FASHION: Record<string, ClothingKind> = {
  neonNoir: 'urbanFlash',
  retroFuturism: 'asiaPop',
  dystopianRealism: 'genericChic',
  technoOrganic: 'bohemian',
  corporateSleek: 'businesswear',
  punkDIY: 'gangColors',
  cyberGothic: 'highFashion',
  easternFusion: 'asiaPop',
  postApocalyptic: 'bagLady',
  highTechLowLife: 'leisurewear',
  bohemianCyberpunk: 'bohemian',
  nomadLeathers: 'nomadLeathers',
};

const CLOTHING_PALETTES: Record<ClothingKind, Look['palette']> = {
  genericChic: { main: '#2d6cdf', second: '#f2f2f2', accent: '#ff5c8a', glow: '#00e5ff' },
  leisurewear: { main: '#3b3f4a', second: '#8a93a6', accent: '#27e0a4', glow: '#27e0a4' },
  urbanFlash: { main: '#1a1d2b', second: '#3a2f5b', accent: '#00f0ff', glow: '#ff2a6d' },
  businesswear: { main: '#22252d', second: '#eef1f5', accent: '#8a1c2b', glow: '#3aa0ff' },
  highFashion: { main: '#0e0e10', second: '#d9c38a', accent: '#f2f2f2', glow: '#ffd36e' },
  bohemian: { main: '#8a4b2f', second: '#c49a5a', accent: '#5b8c5a', glow: '#ff9a62' },
  bagLady: { main: '#5b5346', second: '#7d6e57', accent: '#9b4a3c', glow: '#c9a227' },
  gangColors: { main: '#1b1b1b', second: '#d7263d', accent: '#f4d35e', glow: '#d7263d' },
  nomadLeathers: { main: '#5a3a22', second: '#8a5a33', accent: '#d9b26f', glow: '#ffb347' },
  asiaPop: { main: '#ff6fb5', second: '#7b61ff', accent: '#ffe14d', glow: '#7df9ff' },
};

function kindOf<K>(value: string | null, table: Array<[RegExp, K]>): K | null {
  if (!value) return null;
  return table.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

/** The seed a portrait really uses: the given seed mixed with who the character is. */
export function portraitSeed(draft: Draft, seed: number): number {
  const identity = [
    draft.firstName,
    draft.lastName,
    draft.gender,
    draft.culturalRegion,
    draft.selectedRole,
    draft.fashionStyle,
    draft.clothingStyle,
    draft.hairstyle,
    draft.affectation,
  ].join('|');
  return hashText(`${seed >>> 0}#${identity}`);
}

/** Resolves a draft and a seed into a Look; unset choices are filled from the seed. */
export function resolveLook(draft: Draft, seed: number): Look {
  const random = seededRandom(portraitSeed(draft, seed));
  const region = (draft.culturalRegion ?? '').trim().toLowerCase();
  const skin = random.pick(SKIN[region] ?? ALL_SKIN);
  const hairPool = HAIR_BY_REGION[region] ?? DARK_HAIR;
  const european = region.includes('europe') || (region === 'north american' && random.chance(0.5));
  const clothing =
    kindOf(draft.clothingStyle, CLOTHING_KINDS) ??
    (draft.fashionStyle ? CLOTHING_FOR_FASHION[draft.fashionStyle] : undefined) ??
    random.pick(Object.values(CLOTHING_FOR_FASHION));
  const hair = kindOf(draft.hairstyle, HAIR_KINDS) ?? random.pick(HAIR_KINDS.map(([, k]) => k));
  const palette = draft.fashionStyle
    ? FASHION_LOOKS[draft.fashionStyle].palette
    : CLOTHING_PALETTES[clothing];
  return {
    gender: draft.gender,
    role: draft.selectedRole,
    skin,
    hairColor: random.pick(hairPool),
    hairAccent: random.chance(0.5) ? palette.glow : random.pick(DYES),
    eyeColor: random.pick(european ? LIGHT_EYES : DARK_EYES),
    hair,
    clothing,
    affectation: kindOf(draft.affectation, AFFECTATION_KINDS) ?? 'none',
    palette: { ...palette, main: palette.main, second: palette.second ?? shade(palette.main, 0.3) },
    face: {
      jaw: random.range(-1, 1),
      eyeTilt: random.range(-1.5, 2.5),
      browLift: random.range(-2, 3),
      mouthWidth: random.range(-3, 3),
      lookAside: random.range(-2, 2),
    },
    random,
  };
}
