import { NPC_TIERS } from '@edgeforge/rules/gm/npc-tiers';
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { logEventSchema, playStateSchema } from './play.ts';
import { type PlayCommandKind, playCommandSchema } from './play-commands.ts';
import { singleLineText } from './player-text.ts';

// A campaign's encounters (decision 065): the GM's fight, built from the NPC roster and the party,
// run in rounds, its changes events of the one log. The GM reads and writes it; the players read the
// public turn order only.

/** The most combatants one encounter holds. */
export const ENCOUNTER_COMBATANTS_MAX = 40;
/** The events of the log the GM's view carries, newest first. */
export const ENCOUNTER_LOG_MAX = 50;

/** The play commands the GM sends for a combatant in a fight: a body's commands, an NPC's too. */
export const ENCOUNTER_PLAY_COMMANDS = [
  'takeDamage',
  'heal',
  'stabilize',
  'deathSave',
  'treatInjury',
] as const satisfies readonly PlayCommandKind[];

const id = z.uuid();
const combatantId = z.string().regex(/^c\d{1,3}$/, 'A combatant id is c1, c2...');
const initiative = z.int().min(-LIMITS.playNumberMax).max(LIMITS.playNumberMax);

/** The GM builds an encounter: a name, NPCs of the roster and characters of the party. */
export const createEncounterRequestSchema = z
  .object({
    name: singleLineText().trim().min(1, 'Name the encounter.').max(LIMITS.campaignNameMax),
    npcIds: z.array(id).max(ENCOUNTER_COMBATANTS_MAX),
    characterIds: z.array(id).max(LIMITS.campaignPlayersMax),
  })
  .strict()
  .refine((body) => body.npcIds.length + body.characterIds.length > 0, 'Put someone in the fight.')
  .refine(
    (body) => body.npcIds.length + body.characterIds.length <= ENCOUNTER_COMBATANTS_MAX,
    `At most ${ENCOUNTER_COMBATANTS_MAX} in one fight.`,
  )
  .refine(
    (body) => new Set(body.characterIds).size === body.characterIds.length,
    'A character is named twice.',
  );
export type CreateEncounterRequest = z.input<typeof createEncounterRequestSchema>;

const encounterPlayCommand = playCommandSchema.refine(
  (command) => (ENCOUNTER_PLAY_COMMANDS as readonly string[]).includes(command.kind),
  'Not a command for a combatant.',
);

/** What the GM does in a fight. */
export const encounterCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rollInitiative') }).strict(),
  z.object({ kind: z.literal('setInitiative'), combatantId, initiative }).strict(),
  z.object({ kind: z.literal('startRounds') }).strict(),
  z.object({ kind: z.literal('nextTurn') }).strict(),
  z.object({ kind: z.literal('play'), combatantId, command: encounterPlayCommand }).strict(),
  z.object({ kind: z.literal('setStatus'), combatantId, status: z.enum(['in', 'down', 'fled']) }).strict(),
  z.object({ kind: z.literal('reveal'), combatantId, revealed: z.boolean() }).strict(),
  z.object({ kind: z.literal('end') }).strict(),
]);
export type EncounterCommand = z.infer<typeof encounterCommandSchema>;

/** One command: the client's id (a retry answers the first event), the version the screen saw. */
export const encounterCommandRequestSchema = z
  .object({ commandId: id, version: z.int().min(0), command: encounterCommandSchema })
  .strict();
export type EncounterCommandRequest = z.input<typeof encounterCommandRequestSchema>;

const int = z.int();
const combatantStatus = z.enum(['in', 'down', 'fled']);

/** One combatant as stored and as the GM reads it: an NPC carries its play state. */
export const storedCombatantSchema = z.object({
  id: z.string(),
  kind: z.enum(['npc', 'character']),
  /** The roster NPC's id or the character's id. */
  refId: z.string(),
  name: z.string(),
  tier: z.enum(NPC_TIERS).nullable(),
  initiative: int.nullable(),
  rollOffs: z.array(int),
  status: combatantStatus,
  /** The GM showed the players this NPC's numbers. */
  revealed: z.boolean(),
  /** An NPC's play state; null for a character, whose state is its own. */
  state: playStateSchema.nullable(),
});
export type StoredCombatant = z.infer<typeof storedCombatantSchema>;

/** The fight as stored and logged: the combatants, the turn order once the rounds started, where it stands. */
export const encounterStateSchema = z.object({
  combatants: z.array(storedCombatantSchema),
  /** Combatant ids, first to act first; null before the rounds start. */
  order: z.array(z.string()).nullable(),
  round: int,
  /** The index in `order` of whose turn it is; null before the rounds start and once nobody acts. */
  turn: int.nullable(),
});
export type EncounterState = z.infer<typeof encounterStateSchema>;

/**
 * One event of an encounter's log as the GM's view carries it: the states before and after stay in the
 * log (decision 065's amendment of 2026-11-28), since every action's answer carries the last events.
 */
export const encounterEventSchema = logEventSchema(encounterStateSchema)
  .omit({ before: true, after: true })
  .extend({
    seq: int,
    command: z.record(z.string(), z.unknown()),
    details: z.unknown(),
  });
export type EncounterEvent = z.infer<typeof encounterEventSchema>;

/** The GM's view of an encounter; a character's `state` is read from its own play row (null before play). */
export const encounterViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['running', 'ended']),
  version: int,
  state: encounterStateSchema,
  weight: z.object({ npcs: int, party: int, verdict: z.enum(['light', 'even', 'heavy']) }),
  /** The last events, newest first. */
  log: z.array(encounterEventSchema),
});
export type EncounterView = z.infer<typeof encounterViewSchema>;
export const encounterResponseSchema = z.object({ encounter: encounterViewSchema });

/** An encounter in the GM's list. */
export const encounterSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['running', 'ended']),
  round: int,
  combatants: int,
});
export const encounterListResponseSchema = z.object({ encounters: z.array(encounterSummarySchema) });

/** A combatant as the players see it: an NPC's numbers only once the GM revealed them. */
export const publicCombatantSchema = z.object({
  id: z.string(),
  kind: z.enum(['npc', 'character']),
  name: z.string(),
  status: combatantStatus,
  initiative: int.nullable(),
  woundState: z.enum(['notWounded', 'lightlyWounded', 'seriouslyWounded', 'mortallyWounded']).nullable(),
  /** A revealed NPC's HP and armour SP; null otherwise. */
  numbers: z.object({ hp: int, maxHp: int, sp: z.object({ body: int, head: int }) }).nullable(),
});
export type PublicCombatant = z.infer<typeof publicCombatantSchema>;

/** The running encounter of a campaign as its players read it: the order, the round, whose turn. */
export const turnOrderSchema = z.object({
  id: z.string(),
  name: z.string(),
  round: int,
  /** Whose turn it is (a combatant id), null before the rounds start. */
  turn: z.string().nullable(),
  /** In the turn order once the rounds started; before, as built. */
  combatants: z.array(publicCombatantSchema),
});
export type TurnOrder = z.infer<typeof turnOrderSchema>;
export const turnOrderResponseSchema = z.object({ encounter: turnOrderSchema.nullable() });
