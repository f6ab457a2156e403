import { z } from 'zod';
import { FOUNDRY_WOUND_STATES } from '../choices.ts';
import { FOUNDRY_INSTALLABLE_TYPES } from '../item-choices.ts';
import { FOUNDRY_LIFEPATH_FIELDS } from '../tables/lifepath.ts';
import { documentFields } from './document.ts';
import {
  choice,
  choiceOrBlank,
  foundryId,
  foundryIdOrBlank,
  html,
  imagePath,
  int,
  ledger,
  nonBlank,
  text,
} from './fields.ts';
import { optional } from './mixins.ts';

/** A STAT that is only a value. */
const stat = () => z.strictObject({ value: int() });

/** The ten STATs; LUCK and EMP also keep a maximum (EMP's is the original EMP). */
const statsSchema = z.strictObject({
  int: stat(),
  ref: stat(),
  dex: stat(),
  tech: stat(),
  cool: stat(),
  will: stat(),
  luck: z.strictObject({ value: int(), max: int() }),
  move: stat(),
  body: stat(),
  emp: z.strictObject({ value: int(-10), max: int() }),
});

const history = () => z.array(z.array(z.string())).optional();

/** HP, Humanity and the other numbers the system stores rather than recomputes. */
const derivedStatsSchema = z.strictObject({
  hp: z.strictObject({ value: int(), max: int(), transactions: history() }),
  humanity: z.strictObject({ value: int(-100), max: int(), transactions: history() }),
  seriouslyWounded: int(),
  deathSave: z.strictObject({ value: int(), penalty: int(), basePenalty: int() }),
  walk: z.strictObject({ value: int() }),
  run: z.strictObject({ value: int() }),
  currentWoundState: choice(FOUNDRY_WOUND_STATES),
});

/** A token-bar helper: the tracked item's id (or blank) and its current and maximum value. */
const externalResource = () => z.strictObject({ id: foundryIdOrBlank(), value: int(), max: int() });

/** One lifestyle line: what it costs a month and what it is. */
const lifestyleLine = () => z.strictObject(optional({ cost: int(), description: html() }));

/**
 * The fields every actor that plays (character and mook) shares: the system's common and container
 * mixins. The reputation ledger, the token-bar helpers and the weapons list Foundry fills by default.
 */
export const playingActorSystemFields = {
  stats: statsSchema,
  derivedStats: derivedStatsSchema,
  information: z.strictObject({ alias: html(), description: html(), history: html(), notes: html() }),
  roleInfo: z.strictObject({ activeRole: text(), activeNetRole: foundryIdOrBlank() }),
  installedItems: z.strictObject({
    allowed: z.boolean(),
    allowedTypes: z.array(choiceOrBlank(FOUNDRY_INSTALLABLE_TYPES)),
    list: z.array(foundryId()),
  }),
  ...optional({
    reputation: ledger(),
    externalData: z.strictObject(
      optional({
        currentArmorBody: externalResource(),
        currentArmorHead: externalResource(),
        currentArmorShield: externalResource(),
        currentWeapon: externalResource(),
      }),
    ),
    weapons: z.strictObject({}),
  }),
};

/** `system` of a character actor: the shared fields, the lifepath, wealth and the career's ledgers. */
export const characterSystemSchema = z.strictObject({
  ...playingActorSystemFields,
  lifepath: z.strictObject(
    Object.fromEntries(FOUNDRY_LIFEPATH_FIELDS.map((field) => [field, html()])) as Record<
      (typeof FOUNDRY_LIFEPATH_FIELDS)[number],
      z.ZodString
    >,
  ),
  wealth: ledger(),
  ...optional({
    improvementPoints: ledger(),
    lifestyle: z.strictObject(
      optional({
        extras: lifestyleLine(),
        // The system's own field name is misspelled; `description` here would be dropped.
        fashion: z.strictObject(optional({ desription: html() })),
        housing: lifestyleLine(),
        lifeStyle: lifestyleLine(),
        traumaTeam: lifestyleLine(),
      }),
    ),
  }),
});

/** `_stats`: the versions the document claims; Foundry refuses a core version newer than its own. */
export const documentStatsSchema = z.looseObject({
  coreVersion: nonBlank(),
  systemId: nonBlank(),
  systemVersion: nonBlank(),
});

/**
 * An actor document of `type` around its `system` schema: the one shape a character and a mook share.
 * `items` is only required to be a list here: each item is checked against the schema of its own type.
 */
export function actorDocument<Type extends string, System extends z.ZodType>(type: Type, system: System) {
  return z.strictObject({
    name: nonBlank(),
    type: z.literal(type),
    system,
    items: z.array(z.unknown()),
    _stats: documentStatsSchema,
    ...documentFields,
    ...optional({
      _id: foundryId(),
      img: imagePath(),
      prototypeToken: z.record(z.string(), z.unknown()),
    }),
  });
}

/** The character actor document. */
export const characterActorSchema = actorDocument('character', characterSystemSchema);
