import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import type { PlayState } from '@edgeforge/rules/play/state';
import { type ZodType, z } from 'zod';
import { LIMITS } from './limits.ts';
import { diceModeSchema } from './play-commands.ts';

// What play at the table answers (decision 038): the play state, the events of its log, and the event's
// outer shape, which ledgers, encounters and NET runs reuse with states of their own.

const int = z.int();
const wornArmorSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  maxSp: int,
  sp: int,
  penalty: int,
});
const carriedWeaponSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  magazine: int,
  loaded: int,
  ammoId: z.string().nullable(),
  varieties: z.array(z.string()),
  autofire: z.boolean(),
});

/** The rules' `PlayState` as it crosses the wire. */
export const playStateSchema = z.object({
  stats: z.record(z.enum(ATTRIBUTE_KEYS), int),
  skills: z.record(z.string(), int),
  maxHp: int,
  seriouslyWoundedAt: int,
  hp: int,
  woundState: z.enum(['notWounded', 'lightlyWounded', 'seriouslyWounded', 'mortallyWounded']),
  armor: z.object({ body: wornArmorSchema.nullable(), head: wornArmorSchema.nullable() }),
  injuries: z.record(z.string(), z.object({ key: z.string(), quickFixed: z.boolean() })),
  deathSavePenalty: int,
  deathSaveBase: int,
  luckMax: int,
  luck: int,
  weapons: z.record(z.string(), carriedWeaponSchema),
  weaponsArmed: z.boolean().optional(),
  spareAmmo: z.record(z.string(), int),
  humanity: int,
  humanityMax: int,
  stabilized: z.boolean(),
  dead: z.boolean(),
  cyberpsycho: z.boolean(),
  net: z
    .object({
      interfaceRank: int,
      programs: z.array(
        z.object({
          id: z.string(),
          key: z.string(),
          name: z.string(),
          rez: int,
          maxRez: int,
          derezzed: z.boolean(),
          rezzed: z.boolean(),
        }),
      ),
    })
    .nullable()
    .optional(),
}) satisfies ZodType<unknown> as unknown as ZodType<PlayState>;

/**
 * The outer shape of every event of the log, whatever it changes: its id, the command id the client
 * made, who acted (the owner or the GM; null once that account is gone), when, the command's kind, the state before and
 * after, and the one line saying which rule applied.
 */
export function logEventSchema<S extends ZodType>(state: S) {
  return z.object({
    id: z.string(),
    commandId: z.string(),
    /** Who acted, as the table knows them (never a user id): the owner, the GM, or null once gone. */
    actor: z.object({ role: z.enum(['owner', 'gm']).nullable() }),
    at: z.string(),
    kind: z.string(),
    before: state,
    after: state,
    explanation: z.string(),
  });
}

/** One event of a character's play log: the shared shape, with its place in the log and what it rolled. */
export const playEventSchema = logEventSchema(playStateSchema).extend({
  /** 1 for the first event of the character, one more for each next one; the state's version after it. */
  seq: int,
  /** The command as sent (its kind and payload). */
  command: z.record(z.string(), z.unknown()),
  /** What the rule worked out (a roll's dice, a hit's numbers); null when nothing. */
  details: z.unknown(),
  /** The dice were typed in by the player. */
  entered: z.boolean(),
  /** The game session it belongs to; null before the first. */
  gameSessionId: z.string().nullable(),
});
export type PlayEventView = z.infer<typeof playEventSchema>;

export const gameSessionSchema = z.object({
  id: z.string(),
  startedAt: z.string(),
  /** The campaign whose GM started it; null for one the owner started for the character alone. */
  campaignId: z.string().nullable(),
});
export type GameSessionView = z.infer<typeof gameSessionSchema>;

/** A character's play state as the viewer sees it, with its version and settings. */
export const playViewSchema = z.object({
  characterId: z.string(),
  state: playStateSchema,
  /** How many events the state has been through. */
  version: int,
  diceMode: diceModeSchema,
  gameSession: gameSessionSchema.nullable(),
  /** What the viewer is to this character: its owner, or the GM of its open campaign. */
  viewer: z.enum(['owner', 'gm']),
  /** The character's name, which titles the play view. */
  name: z.string(),
  /** Whether it plays in an open campaign: there the GM holds what the player may not do (decision 045). */
  inCampaign: z.boolean(),
  /** The open campaign it plays in (its turn order shows on the play view, decision 065); null outside one. */
  campaignId: z.string().nullable().optional(),
});
export type PlayView = z.infer<typeof playViewSchema>;

/** GET a character's play: the state, and the log newest first, a page at a time. */
export const playLogQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIMITS.playLogPageMax).default(LIMITS.playLogPageDefault),
    /** The `nextCursor` of the page before: the events older than it. */
    cursor: z.string().max(LIMITS.listCursorMax).optional(),
  })
  .strict();
export const playResponseSchema = z.object({
  play: playViewSchema,
  events: z.array(playEventSchema),
  nextCursor: z.string().nullable(),
});
export type PlayResponse = z.infer<typeof playResponseSchema>;

/** What an applied command answers: the state after it, its event and the rule's line. */
export const playCommandResponseSchema = z.object({
  play: playViewSchema,
  event: playEventSchema,
  explanation: z.string(),
});
export type PlayCommandResponse = z.infer<typeof playCommandResponseSchema>;

/** The dice mode changed: the play as it now stands. */
export const playViewResponseSchema = z.object({ play: playViewSchema });

/** A game session the GM started for the party: each character's event, or its refusal. */
export const campaignGameSessionResponseSchema = z.object({
  gameSession: gameSessionSchema,
  characters: z.array(
    z.object({
      characterId: z.string(),
      event: playEventSchema.nullable(),
      refused: z.string().nullable(),
    }),
  ),
});
