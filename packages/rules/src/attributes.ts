import {
  ATTRIBUTE_DEFAULT,
  ATTRIBUTE_KEYS,
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  type AttributeKey,
  type Attributes,
  type RoleId,
} from './ids.ts';
import { getRole } from './roles.ts';
import type { StatInfo } from './types.ts';

/** Info-dialog texts of the ten STATs, in our own words. */
export const ATTRIBUTE_INFO: Record<AttributeKey, StatInfo> = {
  INT: {
    name: 'Intelligence',
    description:
      'How sharp your wetware runs: memory, reasoning and the knack for spotting what others miss.',
    details:
      'Drives knowledge skills such as Education, Perception, Deduction and Tactics. A high INT means you read a scene, a contract or a corp org-chart faster than the people trying to con you.',
  },
  REF: {
    name: 'Reflexes',
    description: 'Hand-eye speed under fire: how fast and true you react when the lead starts flying.',
    details:
      'Drives ranged combat (Handgun, Shoulder Arms, Autofire, Heavy Weapons) and piloting or driving. Solos and Lawmen live and die by it.',
  },
  DEX: {
    name: 'Dexterity',
    description:
      'Balance, agility and body control: climbing, dodging and getting your hands dirty up close.',
    details:
      'Drives Athletics, Brawling, Evasion, Melee Weapon, Martial Arts and Stealth. A high DEX keeps you moving when the Street tries to pin you down.',
  },
  TECH: {
    name: 'Technique',
    description:
      'Your touch with tools, machines and chrome: fixing, building, patching and hacking hardware.',
    details:
      'Drives Basic Tech, Cybertech, Weaponstech, First Aid, Paramedic, Forgery, Pick Lock and Play Instrument. Techs, Medtechs and Nomads lean on it every day.',
  },
  COOL: {
    name: 'Cool',
    description: 'Nerve and presence: staying calm under pressure and looking good while doing it.',
    details:
      'Drives Persuasion, Streetwise, Trading, Bribery, Interrogation, Personal Grooming and Wardrobe & Style. Fixers and Rockerboys trade on it; a low COOL cracks when the guns come out.',
  },
  WILL: {
    name: 'Willpower',
    description:
      'Grit and determination: the stubborn core that keeps you standing when your body says quit.',
    details:
      'Drives Concentration, Endurance and Resist Torture/Drugs, and adds to your Hit Points alongside BODY.',
  },
  LUCK: {
    name: 'Luck',
    description: 'The edge fate owes you: a pool of points you can burn to nudge a roll your way.',
    details:
      'Each session you get as many LUCK points as your LUCK STAT. Spend them to add to a roll; they come back at the start of the next session.',
  },
  MOVE: {
    name: 'Movement',
    description: 'Raw speed: how much ground you cover when you run, jump or chase.',
    details: 'Sets how far you Run (MOVE x 2) and how far you Leap (MOVE / 3, rounded down).',
  },
  BODY: {
    name: 'Body',
    description: 'Size, toughness and muscle: how much punishment you soak up and how much you can haul.',
    details:
      'Adds to Hit Points with WILL, sets your Death Save and your Carry Capacity (BODY x 10 kg). Big bodies hit harder with fists and heavy blades.',
  },
  EMP: {
    name: 'Empathy',
    description: 'Your connection to other people: reading them, caring about them and staying human.',
    details:
      'Drives Conversation and Human Perception and sets your Humanity (EMP x 10). Every piece of chrome you install chips away at it.',
  },
};

const UNKNOWN_STAT: StatInfo = {
  name: 'Unknown Stat',
  description: '',
  details: 'No details available for this attribute.',
};

/** Finds a STAT key by its abbreviation or full name, ignoring case; undefined when it names none. */
export function findAttributeKey(name: string): AttributeKey | undefined {
  const wanted = name.trim().toLowerCase();
  return ATTRIBUTE_KEYS.find(
    (key) => key.toLowerCase() === wanted || ATTRIBUTE_INFO[key].name.toLowerCase() === wanted,
  );
}

/** Info-dialog texts for a STAT named by abbreviation or full name; 'Unknown Stat' for anything else. */
export function getStatInfo(name: string): StatInfo {
  const key = findAttributeKey(name);
  return key ? ATTRIBUTE_INFO[key] : UNKNOWN_STAT;
}

/** Rounds and bounds a value to the STAT range 1..8; anything not a finite number becomes the default 3. */
export function clampAttribute(value: number): number {
  if (!Number.isFinite(value)) return ATTRIBUTE_DEFAULT;
  return Math.min(ATTRIBUTE_MAX, Math.max(ATTRIBUTE_MIN, Math.round(value)));
}

/** Reads a role default stat label such as 'COOL 7'; null when it is not a STAT and a number. */
export function parseDefaultStat(label: string): { key: AttributeKey; value: number } | null {
  const match = /^\s*([A-Za-z]+)\s+(-?\d+)\s*$/.exec(label);
  if (!match) return null;
  const key = findAttributeKey(match[1]!);
  return key ? { key, value: clampAttribute(Number(match[2])) } : null;
}

/** The ten STATs at their default of 3, the role's default stats laid over them (docs/rules/product.md). */
export function defaultAttributes(roleId?: RoleId | null): Attributes {
  const attributes = Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, ATTRIBUTE_DEFAULT])) as Attributes;
  for (const label of getRole(roleId)?.defaultStats ?? []) {
    const parsed = parseDefaultStat(label);
    if (parsed) attributes[parsed.key] = parsed.value;
  }
  return attributes;
}
