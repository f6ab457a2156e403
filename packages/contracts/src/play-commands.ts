import { AMMO_TYPES } from '@edgeforge/rules/catalog/types';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { BLACK_ICE } from '@edgeforge/rules/net/data/black-ice';
import { INTERFACE_ABILITIES } from '@edgeforge/rules/net/data/interface';
import { AUTOFIRE_RANGES, ROLL_MODIFIERS, STABILIZE_SKILLS } from '@edgeforge/rules/play/data/combat';
import { CRITICAL_INJURIES } from '@edgeforge/rules/play/data/critical-injuries';
import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { singleLineText } from './player-text.ts';

// The commands of play at the table (docs/rules/play.md), as the server takes them: each names its
// kind and carries only what its rule reads. Shapes and sizes only: whether a command makes sense
// against the current state is the rules' refusal, not a refused request.

/** The keys of a constant table, as the non-empty tuple z.enum takes. */
function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): [K, ...K[]] {
  return Object.keys(table) as [K, ...K[]];
}

const count = (max: number) => z.int().min(0).max(max);
const smallId = z.string().min(1).max(LIMITS.idMax);
/** A healer's or roller's total: a d10 and its critical die, a STAT, a skill and modifiers. */
const checkTotal = z.int().min(-LIMITS.playNumberMax).max(LIMITS.playNumberMax);
const location = z.enum(['body', 'head']);
const luck = count(LIMITS.playLuckMax).optional();

const damageInput = z.union([
  z.object({ amount: count(LIMITS.playNumberMax) }).strict(),
  z.object({ faces: z.array(z.int().min(1).max(6)).min(1).max(LIMITS.playDiceMax) }).strict(),
  z.object({ roll: z.string().regex(/^\d{1,2}d6$/, 'Name the dice as 3d6.') }).strict(),
]);

const takeDamage = z
  .object({
    kind: z.literal('takeDamage'),
    damage: damageInput,
    attack: z.enum(['ranged', 'melee', 'brawling', 'direct']),
    location: location.optional(),
    ammoType: z.enum(AMMO_TYPES).nullable().optional(),
    area: z.boolean().optional(),
    critical: z.boolean().optional(),
    /** An injury picked by hand instead of rolled: in a campaign, the GM's choice alone. */
    injury: z.enum(keysOf(CRITICAL_INJURIES)).nullable().optional(),
  })
  .strict();

const heal = z
  .object({
    kind: z.literal('heal'),
    heal: z.discriminatedUnion('kind', [
      z
        .object({
          kind: z.literal('rest'),
          days: z.int().min(1).max(365),
          antibiotics: z.boolean().optional(),
        })
        .strict(),
      z.object({ kind: z.literal('speedheal') }).strict(),
      z.object({ kind: z.literal('amount'), amount: z.int().min(1).max(LIMITS.playNumberMax) }).strict(),
    ]),
  })
  .strict();

const stabilize = z
  .object({ kind: z.literal('stabilize'), skill: z.enum(STABILIZE_SKILLS), total: checkTotal })
  .strict();

/** Luck is named here only so that the rules can refuse it by name (no Luck on a Death Save). */
const deathSave = z.object({ kind: z.literal('deathSave'), luck }).strict();

const treatInjury = z
  .object({
    kind: z.literal('treatInjury'),
    injuryId: smallId,
    method: z.enum(['quickFix', 'treatment']),
    skill: z.enum(['First Aid', 'Paramedic', 'Surgery']),
    total: checkTotal,
  })
  .strict();

const spendLuck = z
  .object({ kind: z.literal('spendLuck'), points: z.int().min(1).max(LIMITS.playLuckMax) })
  .strict();
const startGameSession = z.object({ kind: z.literal('startGameSession') }).strict();
/**
 * Firing, by mode: a single shot uses a round; autofire is an attack at the range band picked, rolled with
 * the Luck spent; suppressive fire rolls the total its targets must beat (docs/rules/play.md).
 */
const fire = z.discriminatedUnion('mode', [
  z.object({ kind: z.literal('fire'), weaponId: smallId, mode: z.literal('single') }).strict(),
  z
    .object({
      kind: z.literal('fire'),
      weaponId: smallId,
      mode: z.literal('autofire'),
      range: z.enum(AUTOFIRE_RANGES),
      luck,
    })
    .strict(),
  z.object({ kind: z.literal('fire'), weaponId: smallId, mode: z.literal('suppressive'), luck }).strict(),
]);
const reload = z
  .object({ kind: z.literal('reload'), weaponId: smallId, ammoId: smallId.nullable().optional() })
  .strict();
const repairArmor = z
  .object({
    kind: z.literal('repairArmor'),
    location,
    amount: z.int().min(1).max(LIMITS.playNumberMax).optional(),
  })
  .strict();
const changeHumanity = z
  .object({
    kind: z.literal('changeHumanity'),
    amount: z.int().min(-LIMITS.playNumberMax).max(LIMITS.playNumberMax),
    reason: singleLineText().trim().max(LIMITS.playReasonMax).optional(),
  })
  .strict();

/** A modifier a roll names: a listed one by key, or one the GM names with its value. */
const namedModifier = z.union([
  z.enum(keysOf(ROLL_MODIFIERS)),
  z
    .object({
      label: singleLineText().trim().min(1).max(LIMITS.playLabelMax),
      value: z.int().min(-20).max(20),
    })
    .strict(),
]);
const checkFields = {
  skill: smallId.nullable().optional(),
  tags: z
    .array(z.enum(['rangedAttack', 'meleeAttack', 'sight', 'hearing', 'speech', 'injuredHand']))
    .max(6)
    .optional(),
  modifiers: z.array(namedModifier).max(LIMITS.playModifiersMax).optional(),
  luck,
  dv: z.int().min(0).max(LIMITS.playNumberMax).nullable().optional(),
};

const rollRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('check'), stat: z.enum(ATTRIBUTE_KEYS), ...checkFields }).strict(),
  /** An attack with a ranged weapon the character carries: REF + the skill named, as a ranged attack. */
  z.object({ type: z.literal('attack'), weaponId: smallId, ...checkFields }).strict(),
  z.object({ type: z.literal('damage'), dice: z.int().min(1).max(LIMITS.playDiceMax) }).strict(),
  z.object({ type: z.literal('initiative'), luck }).strict(),
  /** A Netrunner's Interface ability: 1d10 + Interface rank (docs/rules/net.md#interface-in-play). */
  z
    .object({
      type: z.literal('interface'),
      ability: z.enum(INTERFACE_ABILITIES),
      modifiers: z
        .array(
          z
            .object({
              label: singleLineText().trim().min(1).max(LIMITS.playLabelMax),
              value: z.int().min(-20).max(20),
            })
            .strict(),
        )
        .max(LIMITS.playModifiersMax)
        .optional(),
      luck,
      dv: checkFields.dv,
    })
    .strict(),
]);
/** A roll; `private` is the GM's: the roll stays out of the player's log (it changes nothing). */
const roll = z
  .object({ kind: z.literal('roll'), roll: rollRequest, private: z.boolean().optional() })
  .strict();
/** A Netrunner rezzes one of the deck's boosters or defenders, or switches it off. */
const program = z
  .object({ kind: z.literal('program'), action: z.enum(['rez', 'switchOff']), programId: smallId })
  .strict();
/** A Black ICE hits the runner: one of the deck's programs when named, else the brain. */
const netHit = z
  .object({
    kind: z.literal('netHit'),
    ice: z.enum(keysOf(BLACK_ICE)),
    programId: smallId.nullable().optional(),
  })
  .strict();
/** Undoes the last event, or the one named by its `seq` while no later event changed its fields. */
const undo = z.object({ kind: z.literal('undo'), seq: z.int().min(1).optional() }).strict();

/** Every play command, by kind. */
export const playCommandSchema = z.discriminatedUnion('kind', [
  takeDamage,
  heal,
  stabilize,
  deathSave,
  treatInjury,
  spendLuck,
  startGameSession,
  fire,
  reload,
  repairArmor,
  changeHumanity,
  roll,
  program,
  netHit,
  undo,
]);
export type PlayCommand = z.infer<typeof playCommandSchema>;
export type PlayCommandKind = PlayCommand['kind'];

/**
 * One command sent for a character: its id, made by the client (a retry sends the same id and gets the
 * first answer), the command, and in "I roll my own dice" mode the d6 and d10 values rolled, in order.
 */
export const playCommandRequestSchema = z
  .object({
    commandId: z.uuid(),
    command: playCommandSchema,
    dice: z.array(z.int().min(1).max(10)).max(LIMITS.playDiceMax).optional(),
  })
  .strict();
export type PlayCommandRequest = z.input<typeof playCommandRequestSchema>;

/** "server": the server rolls; "entered": the player rolls real dice and sends the values. */
export const diceModeSchema = z.enum(['server', 'entered']);
export type DiceMode = z.infer<typeof diceModeSchema>;
export const setDiceModeRequestSchema = z.object({ mode: diceModeSchema }).strict();

/** The GM starts a game session for the whole party: one command id for every character's event. */
export const startCampaignGameSessionRequestSchema = z.object({ commandId: z.uuid() }).strict();
