import { NPC_TIERS } from '@edgeforge/rules/gm/npc-tiers';
import { ROLE_IDS } from '@edgeforge/rules/ids';
import { z } from 'zod';
import { installedCyberwareSchema } from './character-build.ts';
import { attributesSchema, skillSchema } from './draft.ts';
import { LIMITS } from './limits.ts';
import { singleLineText } from './player-text.ts';

// The GM's side (decision 034): the NPC roster of a campaign. Only its GM reads or changes it.

const itemId = z.string().min(1).max(LIMITS.idMax);

/** An NPC as the rules read it (`NpcBuild`): tier, role, STATs, skills, armour, weapons, cyberware. */
export const npcBuildSchema = z
  .object({
    tier: z.enum(NPC_TIERS),
    role: z.enum(ROLE_IDS),
    attributes: attributesSchema,
    skills: z.array(skillSchema).max(LIMITS.skillsMax),
    nativeLanguage: singleLineText().trim().min(1).max(LIMITS.idMax),
    armor: z.object({ body: itemId.nullable(), head: itemId.nullable() }).strict(),
    weapons: z.array(itemId).max(LIMITS.npcWeaponsMax),
    cyberware: z.array(installedCyberwareSchema).max(LIMITS.cyberwareMax),
  })
  .strict();
export type NpcBuildInput = z.infer<typeof npcBuildSchema>;

const npcName = singleLineText().trim().min(1, 'Give the NPC a name.').max(LIMITS.nameMax);

/** The GM builds an NPC by hand, or edits one: its name and build, checked by the rules where they speak. */
export const npcRequestSchema = z.object({ name: npcName, build: npcBuildSchema }).strict();
export type NpcRequest = z.input<typeof npcRequestSchema>;

/** The GM rolls 1 to 20 NPCs of a tier, of a role or of rolled roles; names are given by the server. */
export const rollNpcsRequestSchema = z
  .object({
    tier: z.enum(NPC_TIERS),
    count: z.int().min(1).max(LIMITS.npcRollMax),
    role: z.enum(ROLE_IDS).nullable().default(null),
  })
  .strict();
export type RollNpcsRequest = z.input<typeof rollNpcsRequestSchema>;

/** One NPC of the roster, with the numbers a GM reads in a fight. */
export const npcSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['active', 'retired']),
  build: npcBuildSchema,
  hp: z.int(),
  seriouslyWounded: z.int(),
  sp: z.object({ body: z.int(), head: z.int() }),
  /** How many characters it weighs as in an encounter. */
  weight: z.int(),
});
export type Npc = z.infer<typeof npcSchema>;
export const npcResponseSchema = z.object({ npc: npcSchema });
export const npcListResponseSchema = z.object({ npcs: z.array(npcSchema) });
