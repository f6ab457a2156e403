import type { CompleteDraft, Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { createRng } from '@edgeforge/rules/dice';
import {
  CHARACTER_TYPES,
  type CharacterType,
  GENDERS,
  type Gender,
  ROLE_IDS,
  type RoleId,
} from '@edgeforge/rules/ids';
import { rollCharacter } from '@edgeforge/rules/roll-character';
import { generateName } from '../../src/names/generate-name.ts';

/** What a seeded draft is made of, when a test wants to fix it. */
export interface RandomDraftShape {
  role: RoleId;
  gender: Gender;
  method: CharacterType;
}

/**
 * A rule-legal, complete draft rolled from a seed by the rules' own "Roll everything" (every table, the
 * role's lifepath, STATs, skills and gear by the method), with a name from the region's list. Role,
 * gender and method follow `shape` when given.
 */
export function randomDraft(seed: number, shape: Partial<RandomDraftShape> = {}): CompleteDraft {
  const rng = createRng(seed);
  const rolled = rollCharacter(rng, { role: shape.role, method: shape.method });
  const gender = shape.gender ?? rolled.gender;
  const name = generateName(gender, rolled.culturalRegion, rng);
  const age = 16 + Math.floor(rng() * 45);
  // The rolled character is read-only data of the draft's shape; buildDraft parses what it is given.
  const answers = structuredClone(rolled) as unknown as Partial<Draft>;
  return buildDraft({ ...answers, ...name, gender, age });
}

/** Draft `i` of a run: role, gender and method cycle so every combination comes up every 60 drafts. */
export function shapeOf(i: number): RandomDraftShape {
  return {
    role: ROLE_IDS[i % ROLE_IDS.length]!,
    gender: GENDERS[Math.floor(i / ROLE_IDS.length) % GENDERS.length]!,
    method: CHARACTER_TYPES[Math.floor(i / (ROLE_IDS.length * GENDERS.length)) % CHARACTER_TYPES.length]!,
  };
}
