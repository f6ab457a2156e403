import { type LevelsLayer, levelsNow } from '@edgeforge/rules/career/levels';
import { z } from 'zod';
import { type FullCharacter, fullCharacterResponseSchema } from './api.ts';
import { installedCyberwareSchema, purchaseSchema, roleAbilitySchema } from './character-build.ts';

// What the career added to a character since creation, as a sheet reads it beside the build
// (docs/rules/career.md#where-the-levels-show): the levels bought and the possessions, never a balance.

const bought = z.object({ bought: z.int().min(0) });

/**
 * The levels bought since creation (the rules' `LevelsLayer`): per skill and for the role rank, without
 * the IP they cost, and what the rank's raises added to the set-up (decision 070).
 */
export const levelsBoughtShape = {
  skills: z.record(z.string(), bought),
  roleRank: bought.nullable(),
  roleGrowth: roleAbilitySchema.omit({ rank: true }).optional(),
};

/**
 * What a share link shows of the career: the levels bought, the gear bought in the shop or at a market
 * as catalogue lines, and the chrome installed since. No balance (IP, eurobucks, Reputation), no price,
 * no ledger and no timeline: a share link shows the character, not its money.
 */
export const sinceCreationSchema = z.object({
  ...levelsBoughtShape,
  bought: z.array(purchaseSchema),
  chrome: z.array(installedCyberwareSchema),
});
export type SinceCreation = z.infer<typeof sinceCreationSchema>;

/**
 * What a share link opens: the character as saved, and what its career added since creation (null
 * while the career was never opened), which the sheet shows it with. Never the career's balances,
 * ledgers or timeline.
 */
export const sharedCharacterResponseSchema = fullCharacterResponseSchema.extend({
  sinceCreation: sinceCreationSchema.nullable(),
});
export type SharedCharacter = z.infer<typeof sharedCharacterResponseSchema>;

type Stats = FullCharacter['character_stats'];

/**
 * A saved character as it is now: its skills, role ability rank and set-up with the career's levels
 * applied (`levelsNow`), for the sheet, the share link, the PDF and the Foundry export. A copy: the
 * build is left as creation made it, and without a career it is the build.
 */
export function withLevelsNow(
  character: FullCharacter,
  layer: LevelsLayer | null | undefined,
): FullCharacter {
  if (!layer) return character;
  const stats = character.character_stats;
  const rank = stats.role_ability?.rank ?? stats.role_ability_rank;
  const now = levelsNow({ skills: stats.skills, rank, setup: stats.role_ability }, layer);
  const character_stats: Stats = {
    ...stats,
    skills: now.skills.map((skill) => ({ ...skill })),
    role_ability_rank: now.rank ?? rank,
    role_ability: now.setup as Stats['role_ability'],
  };
  return { ...character, character_stats };
}
