import {
  AUTOFIRE_DAMAGE_DICE,
  AUTOFIRE_DV,
  type AutofireRange,
  type AutofireRow,
  autofireRowOf,
  ROUNDS_PER_SHOT,
} from './data/combat.ts';
import { catchDice, type PlayDice, rollFaces } from './dice.ts';
import { fire } from './gear.ts';
import { type CommandResult, isRefusal, refuse, refuseDead } from './result.ts';
import {
  describeRoll,
  luckRefusal,
  penaltyParts,
  type RollDetails,
  type RollPart,
  rollD10,
  settleRoll,
  statPart,
} from './roll.ts';
import type { CarriedWeapon, PlayState } from './state.ts';

/**
 * Full auto at the table (docs/rules/play.md#autofire-and-suppressive-fire): an autofire attack rolls
 * 1d10 + REF + Autofire against the weapon's autofire DV for the range band and multiplies 2d6 of damage
 * by how much it beat the DV, up to the weapon's cap; suppressive fire rolls the same sum for the
 * targets to beat. Both use 10 rounds.
 */

/** The skill both ways of firing on full auto roll. */
export const AUTOFIRE_SKILL = 'Autofire';

/** What an autofire attack rolled and did. */
export interface AutofireDetails extends RollDetails {
  readonly weaponId: string;
  readonly range: AutofireRange;
  readonly hit: boolean;
  /** How far the total beat the DV; null on a miss. */
  readonly beatBy: number | null;
  /** The weapon's cap on the multiplier. */
  readonly maxMultiplier: number;
  /** The multiplier applied: `beatBy` up to the cap; null on a miss. */
  readonly multiplier: number | null;
  /** The 2d6 faces of the damage; empty on a miss. */
  readonly faces: readonly number[];
  /** The 2d6 times the multiplier; null on a miss. */
  readonly damage: number | null;
  /** Two sixes on the damage dice: the target suffers a critical injury. */
  readonly criticalInjury: boolean;
}

/** What suppressive fire rolled: the total everyone it covers must beat. */
export interface SuppressiveDetails extends RollDetails {
  readonly weaponId: string;
  readonly toBeat: number;
}

/** An autofire attack: which weapon, the range band picked, the Luck spent before the roll. */
export interface AutofireCommand {
  readonly weaponId: string;
  readonly range: AutofireRange;
  readonly luck?: number;
}

/** Suppressive fire: which weapon, the Luck spent before the roll. */
export interface SuppressiveCommand {
  readonly weaponId: string;
  readonly luck?: number;
}

type Prepared = { weapon: CarriedWeapon; row: AutofireRow; spent: PlayState; luck: number; left: number };

/** The checks both ways share, in order: alive, Luck, the weapon, full auto, 10 rounds; then the rounds spent. */
function prepare(state: PlayState, command: SuppressiveCommand, mode: 'autofire' | 'suppressive') {
  if (state.dead) return refuseDead();
  const luck = command.luck ?? 0;
  const luckRefused = luckRefusal(state, luck);
  if (luckRefused) return luckRefused;
  const weapon = state.weapons[command.weaponId];
  if (!weapon) return refuse('UNKNOWN_WEAPON', 'The character carries no such ranged weapon.');
  const row = autofireRowOf(weapon);
  if (!row) return refuse('NO_AUTOFIRE', `${weapon.name} cannot fire on full auto.`);
  const fired = fire(state, { weaponId: command.weaponId, mode });
  if (isRefusal(fired)) return fired;
  const left = fired.state.weapons[command.weaponId]?.loaded ?? 0;
  return { weapon, row, spent: fired.state, luck, left } satisfies Prepared;
}

function rollParts(state: PlayState): RollPart[] {
  return [
    ...statPart(state, 'REF'),
    { label: AUTOFIRE_SKILL, value: state.skills[AUTOFIRE_SKILL] ?? 0, why: 'skill rank' },
    ...penaltyParts(state, ['rangedAttack']),
  ];
}

function rollLine(details: RollDetails): string {
  return describeRoll({ ...details, dv: null, entered: false });
}

const ENTERED = ' [entered dice]';

function damageLine(details: Omit<AutofireDetails, 'faces' | 'damage' | 'criticalInjury'>, faces: number[]) {
  const sum = faces.reduce((total, face) => total + face, 0);
  const multiplier = details.multiplier ?? 1;
  const capped = (details.beatBy ?? 0) > details.maxMultiplier ? `, capped at ${details.maxMultiplier}` : '';
  const criticalInjury = faces.filter((face) => face === 6).length >= 2;
  const crit = criticalInjury ? ', two sixes: a critical injury' : '';
  const line = `hit by ${details.beatBy}${capped}: ${AUTOFIRE_DAMAGE_DICE}d6 (${faces.join(' + ')} = ${sum}) x ${multiplier} = ${sum * multiplier} damage${crit}`;
  return { line, faces, damage: sum * multiplier, criticalInjury };
}

/**
 * An autofire attack: uses 10 rounds and rolls 1d10 + REF + Autofire with the wound and ranged-attack
 * penalties, the critical 10 and 1 and the Luck spent, against the weapon's autofire DV at the range
 * band (a tie misses). A hit rolls 2d6 and multiplies it by how far the total beat the DV, never past
 * the weapon's cap. Refused (nothing spent) when dead, short of Luck, the weapon cannot fire on full
 * auto, it holds fewer than 10 rounds, or entered dice run out.
 */
export function autofire(
  state: PlayState,
  command: AutofireCommand,
  dice: PlayDice,
): CommandResult<AutofireDetails> {
  const ready = prepare(state, command, 'autofire');
  if ('refused' in ready) return ready;
  const { weapon, row, spent, luck, left } = ready;
  const dv = AUTOFIRE_DV[row.table][command.range];
  return catchDice(() => {
    const rolled = settleRoll(spent, rollD10(dice), rollParts(state), luck, dv, dice);
    const hit = rolled.details.success === true;
    const beatBy = hit ? rolled.details.total - dv : null;
    const base = {
      ...rolled.details,
      weaponId: command.weaponId,
      range: command.range,
      hit,
      beatBy,
      maxMultiplier: row.maxMultiplier,
      multiplier: beatBy === null ? null : Math.min(beatBy, row.maxMultiplier),
    };
    const damage = hit ? damageLine(base, rollFaces(dice, AUTOFIRE_DAMAGE_DICE, 6)) : null;
    const outcome = damage ? damage.line : 'a miss (a tie misses)';
    const rounds = `${ROUNDS_PER_SHOT.autofire} rounds used, ${left} left`;
    const entered = dice.entered ? ENTERED : '';
    return {
      state: rolled.state,
      explanation: `Autofire (${weapon.name}): ${rollLine(rolled.details)} against DV ${dv} at ${command.range} m; ${outcome}; ${rounds}.${entered}`,
      details: {
        ...base,
        faces: damage ? damage.faces : [],
        damage: damage?.damage ?? null,
        criticalInjury: damage?.criticalInjury ?? false,
      },
    };
  });
}

/**
 * Suppressive fire: uses 10 rounds and rolls 1d10 + REF + Autofire as an autofire attack does, with no
 * DV. Everyone in the line of fire and out of cover must beat that total with WILL + Concentration +
 * 1d10 or get to cover. Refused (nothing spent) as an autofire attack is.
 */
export function suppressiveFire(
  state: PlayState,
  command: SuppressiveCommand,
  dice: PlayDice,
): CommandResult<SuppressiveDetails> {
  const ready = prepare(state, command, 'suppressive');
  if ('refused' in ready) return ready;
  const { weapon, spent, luck, left } = ready;
  return catchDice(() => {
    const rolled = settleRoll(spent, rollD10(dice), rollParts(state), luck, null, dice);
    const toBeat = rolled.details.total;
    const entered = dice.entered ? ENTERED : '';
    return {
      state: rolled.state,
      explanation: `Suppressive fire (${weapon.name}): ${rollLine(rolled.details)}; everyone in the line of fire and out of cover must beat ${toBeat} with WILL + Concentration + 1d10 or get to cover; ${ROUNDS_PER_SHOT.suppressive} rounds used, ${left} left.${entered}`,
      details: { ...rolled.details, weaponId: command.weaponId, toBeat },
    };
  });
}
