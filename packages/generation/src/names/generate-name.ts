import type { Rng } from '@edgeforge/rules/dice';
import type { Gender } from '@edgeforge/rules/ids';
import { randomFrom } from '../random.ts';
import { NAME_LISTS } from './lists/index.ts';

/** A generated name. */
export interface GeneratedName {
  firstName: string;
  lastName: string;
}

/** Thrown when a region has no offline list (the route turns it into GENERATION_FAILED). */
export class UnknownRegionError extends Error {
  override name = 'UnknownRegionError';
}

/**
 * Picks a first name for the gender and a surname from the offline lists of a cultural region.
 * The region must be one of the ten roll-table values (matched without regard to case or spaces).
 */
export function generateName(gender: Gender, culturalRegion: string, rng: Rng): GeneratedName {
  const random = randomFrom(rng);
  const wanted = culturalRegion.trim().toLowerCase().replace(/\s+/g, ' ');
  const key = Object.keys(NAME_LISTS).find((region) => region.toLowerCase() === wanted);
  if (!key) throw new UnknownRegionError(`No name list for the cultural region "${culturalRegion}".`);
  const list = NAME_LISTS[key]!;
  return { firstName: random.pick(list[gender]), lastName: random.pick(list.surnames) };
}
