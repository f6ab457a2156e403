import type { AttributeKey } from '../ids.ts';
import { ROLL_MODIFIERS, type RollModifierKey } from './data/combat.ts';
import type { RollTag } from './data/critical-injuries.ts';
import { catchDice, type PlayDice } from './dice.ts';
import { type CommandResult, refuse, refuseDead } from './result.ts';
import {
  activeInjuries,
  armorPenalty,
  currentMove,
  type PlayState,
  WOUND_STATE_NAMES,
  woundPenalty,
} from './state.ts';

/**
 * Rolls at the table (docs/rules/play.md#rolls): a check is 1d10 + STAT + skill + modifiers, with the
 * critical 10 and 1, the wound and injury penalties, and Luck spent before the roll; initiative is
 * 1d10 + REF with criticals and Luck but no situational modifier.
 */

/** One line of a roll's sum, with the reason it is there. */
export interface RollPart {
  readonly label: string;
  readonly value: number;
  readonly why: string;
}

/** A modifier a roll names: one of the listed ones by key, or one the GM names with its value. */
export type NamedModifier = RollModifierKey | { readonly label: string; readonly value: number };

/** The d10 of a roll and its critical die. */
export interface D10Roll {
  readonly d10: number;
  /** The second die rolled on a natural 10 (added) or 1 (subtracted); null when none. */
  readonly criticalDie: number | null;
  readonly critical: 'success' | 'failure' | null;
}

/** What a roll rolled and how its total was made. */
export interface RollDetails extends D10Roll {
  /** Every term but the d10 and its critical die, in order. */
  readonly parts: readonly RollPart[];
  readonly luck: number;
  readonly total: number;
  readonly dv: number | null;
  /** Beats the DV (a tie fails); null without a DV. */
  readonly success: boolean | null;
  /** The dice were typed in by the player. */
  readonly entered: boolean;
}

/** A check: which STAT and skill, what the roll is about, named modifiers, Luck spent, the DV. */
export interface CheckCommand {
  readonly stat: AttributeKey;
  readonly skill?: string | null;
  readonly tags?: readonly RollTag[];
  readonly modifiers?: readonly NamedModifier[];
  readonly luck?: number;
  readonly dv?: number | null;
}

/**
 * Rolls the d10 of a check: a natural 10 rolls one more d10 and adds it, a natural 1 rolls one more and
 * subtracts it; the extra die never explodes. Without criticals (death saves) only the d10 is rolled.
 */
export function rollD10(dice: PlayDice, criticals = true): D10Roll {
  const d10 = dice.roll(10);
  if (!criticals || (d10 !== 10 && d10 !== 1)) return { d10, criticalDie: null, critical: null };
  return { d10, criticalDie: dice.roll(10), critical: d10 === 10 ? 'success' : 'failure' };
}

/** The total a d10 roll adds: the d10, plus or minus its critical die. */
export function d10Total(roll: D10Roll): number {
  if (roll.criticalDie === null) return roll.d10;
  return roll.critical === 'failure' ? roll.d10 - roll.criticalDie : roll.d10 + roll.criticalDie;
}

/** The STAT's term of a roll: MOVE as hurt and armoured, REF and DEX less heavy armour's penalty. */
export function statPart(state: PlayState, stat: AttributeKey): RollPart[] {
  if (stat === 'MOVE')
    return [{ label: 'MOVE', value: currentMove(state), why: 'MOVE as hurt and armoured' }];
  const part = { label: stat, value: state.stats[stat], why: 'the STAT' };
  const armor = armorPenalty(state);
  return (stat === 'REF' || stat === 'DEX') && armor < 0
    ? [part, { label: 'Armour', value: armor, why: 'heavy armour slows REF and DEX' }]
    : [part];
}

/** The penalties the character's wounds and injuries put on a roll with these tags. */
export function penaltyParts(state: PlayState, tags: readonly RollTag[]): RollPart[] {
  const wound = woundPenalty(state.woundState);
  const parts: RollPart[] =
    wound < 0
      ? [
          {
            label: 'Wounds',
            value: wound,
            why: `${WOUND_STATE_NAMES[state.woundState]} characters act at ${wound}`,
          },
        ]
      : [];
  for (const row of activeInjuries(state)) {
    for (const penalty of row.penalties) {
      if (penalty.on === 'all' || tags.includes(penalty.on))
        parts.push({ label: row.name, value: penalty.value, why: row.effect });
    }
  }
  return parts;
}

function namedParts(modifiers: readonly NamedModifier[]): RollPart[] {
  return modifiers.map((modifier) =>
    typeof modifier === 'string'
      ? ROLL_MODIFIERS[modifier]
      : { label: modifier.label, value: modifier.value, why: 'named by the GM' },
  );
}

/** Why the Luck asked for cannot be spent (not a whole number, more than is left); null when it can. */
export function luckRefusal(state: PlayState, luck: number) {
  if (!Number.isInteger(luck) || luck < 0) return refuse('INVALID_COMMAND', 'Luck spent is a whole number.');
  if (luck > state.luck)
    return refuse('NOT_ENOUGH_LUCK', `Only ${state.luck} Luck left this game session; ${luck} asked.`);
  return null;
}

function signed(value: number): string {
  return value < 0 ? `- ${-value}` : `+ ${value}`;
}

/** One line for a roll: its terms, its total, and the DV's verdict. */
export function describeRoll(details: RollDetails): string {
  const die = `d10 ${details.d10}`;
  const crit =
    details.critical === null
      ? ''
      : ` (critical ${details.critical}: ${details.critical === 'success' ? '+' : '-'}${details.criticalDie})`;
  const parts = details.parts.map((part) => ` ${signed(part.value)} ${part.label}`).join('');
  const luck = details.luck > 0 ? ` + ${details.luck} Luck` : '';
  const verdict =
    details.dv === null ? '' : ` vs DV ${details.dv}: ${details.success ? 'success' : 'failure (ties fail)'}`;
  const entered = details.entered ? ' [entered dice]' : '';
  return `${die}${crit}${parts}${luck} = ${details.total}${verdict}${entered}`;
}

/**
 * Adds up a rolled d10 and its terms against the DV, and takes the Luck spent from the pool: the new
 * state, the roll's line and its details.
 */
export function settleRoll(
  state: PlayState,
  d10: D10Roll,
  parts: RollPart[],
  luck: number,
  dv: number | null,
  dice: PlayDice,
) {
  const total = d10Total(d10) + parts.reduce((sum, part) => sum + part.value, 0) + luck;
  const details: RollDetails = {
    ...d10,
    parts,
    luck,
    total,
    dv,
    success: dv === null ? null : total > dv,
    entered: dice.entered,
  };
  const next = luck > 0 ? { ...state, luck: state.luck - luck } : state;
  return { state: next, explanation: describeRoll(details), details };
}

/**
 * Rolls a check: 1d10 + STAT + skill rank, the wound penalty, the penalties of the injuries that touch
 * this kind of roll, the named modifiers and the Luck spent (taken from the session's pool). Refused
 * when the character is dead or has less Luck left than asked.
 */
export function rollCheck(
  state: PlayState,
  command: CheckCommand,
  dice: PlayDice,
): CommandResult<RollDetails> {
  if (state.dead) return refuseDead();
  const luck = command.luck ?? 0;
  const refusal = luckRefusal(state, luck);
  if (refusal) return refusal;
  const skill = command.skill
    ? [{ label: command.skill, value: state.skills[command.skill] ?? 0, why: 'skill rank' }]
    : [];
  const parts = [
    ...statPart(state, command.stat),
    ...skill,
    ...penaltyParts(state, command.tags ?? []),
    ...namedParts(command.modifiers ?? []),
  ];
  return catchDice(() => settleRoll(state, rollD10(dice), parts, luck, command.dv ?? null, dice));
}

/**
 * Rolls initiative: 1d10 + REF (less heavy armour's penalty), with the critical 10 and 1 and any Luck
 * spent; no situational modifier and no wound penalty (docs/rules/play.md#initiative).
 */
export function rollInitiative(
  state: PlayState,
  command: { readonly luck?: number },
  dice: PlayDice,
): CommandResult<RollDetails> {
  if (state.dead) return refuseDead();
  const luck = command.luck ?? 0;
  const refusal = luckRefusal(state, luck);
  if (refusal) return refusal;
  return catchDice(() => settleRoll(state, rollD10(dice), statPart(state, 'REF'), luck, null, dice));
}

/** What a damage roll rolled: the d6 faces, their sum, and whether two or more sixes made it a critical. */
export interface DamageRollDetails {
  readonly faces: readonly number[];
  readonly total: number;
  readonly critical: boolean;
  readonly entered: boolean;
}

/**
 * Rolls a weapon's damage: `dice` d6 added up, a critical injury on two or more sixes
 * (docs/rules/play.md#taking-damage); no Luck and no critical die. The roller's state does not change.
 */
export function rollDamage(
  state: PlayState,
  command: { readonly dice: number },
  dice: PlayDice,
): CommandResult<DamageRollDetails> {
  if (state.dead) return refuseDead();
  if (!Number.isInteger(command.dice) || command.dice < 1)
    return refuse('INVALID_COMMAND', 'Damage is 1d6 or more.');
  return catchDice(() => {
    const faces = Array.from({ length: command.dice }, () => dice.roll(6));
    const total = faces.reduce((sum, face) => sum + face, 0);
    const critical = faces.filter((face) => face === 6).length >= 2;
    const crit = critical ? ': two sixes, a critical injury' : '';
    const entered = dice.entered ? ' [entered dice]' : '';
    return {
      state,
      explanation: `${command.dice}d6 damage: ${faces.join(' + ')} = ${total}${crit}${entered}`,
      details: { faces, total, critical, entered: dice.entered },
    };
  });
}
