import { STABILIZE_DV, STABILIZE_SKILLS } from './data/combat.ts';
import { CRITICAL_INJURIES, type MedicalSkill } from './data/critical-injuries.ts';
import { catchDice, type PlayDice } from './dice.ts';
import { type CommandResult, refuse, refuseDead } from './result.ts';
import { type D10Roll, rollD10 } from './roll.ts';
import { type PlayState, settle, WOUND_STATE_NAMES } from './state.ts';

/**
 * Healing and dying (docs/rules/play.md#hit-points-and-wound-states): healing, stabilizing, Death Saves
 * and treating critical injuries. The healer's own check is rolled on the healer's sheet; these
 * commands take its total.
 */

/** How HP comes back: days of rest (BODY a day, +2 a day on antibiotics), Speedheal, or a set amount. */
export type HealCommand =
  | { readonly kind: 'rest'; readonly days: number; readonly antibiotics?: boolean }
  | { readonly kind: 'speedheal' }
  | { readonly kind: 'amount'; readonly amount: number };

function healAmount(state: PlayState, command: HealCommand): number | string {
  switch (command.kind) {
    case 'rest':
      if (!Number.isInteger(command.days) || command.days < 1)
        return 'Rest is a whole number of days, 1 or more.';
      return command.days * (state.stats.BODY + (command.antibiotics ? 2 : 0));
    case 'speedheal':
      return state.stats.BODY + state.stats.WILL;
    case 'amount':
      if (!Number.isInteger(command.amount) || command.amount < 1)
        return 'Healing is a whole number, 1 or more.';
      return command.amount;
  }
}

/**
 * Heals HP up to the maximum, never past it. Rest needs the character stabilized; Speedheal does not
 * work while Mortally Wounded. Refused when the character is dead or not hurt.
 */
export function heal(state: PlayState, command: HealCommand): CommandResult<{ readonly healed: number }> {
  if (state.dead) return refuseDead();
  if (state.hp >= state.maxHp) return refuse('NOT_WOUNDED', 'Already at full HP.');
  if (command.kind === 'rest' && !state.stabilized)
    return refuse('NOT_STABILIZED', 'Natural healing starts once the character is stabilized.');
  if (command.kind === 'speedheal' && state.woundState === 'mortallyWounded')
    return refuse('MORTALLY_WOUNDED', 'Speedheal does nothing for a Mortally Wounded character.');
  const amount = healAmount(state, command);
  if (typeof amount === 'string') return refuse('INVALID_COMMAND', amount);
  const next = settle({ ...state, hp: Math.min(state.maxHp, state.hp + amount) });
  const healed = next.hp - state.hp;
  const why =
    command.kind === 'rest'
      ? `${command.days} day(s) of rest at BODY ${state.stats.BODY}${command.antibiotics ? ' + 2 (antibiotics)' : ''} a day`
      : command.kind === 'speedheal'
        ? `Speedheal: BODY + WILL = ${amount}`
        : `${amount} healed`;
  return {
    state: next,
    explanation: `${why}; HP ${state.hp} -> ${next.hp} of ${state.maxHp} (${WOUND_STATE_NAMES[next.woundState]}).`,
    details: { healed },
  };
}

/** A stabilizing attempt: the healer's TECH + First Aid or Paramedic + 1d10 total. */
export interface StabilizeCommand {
  readonly skill: (typeof STABILIZE_SKILLS)[number];
  readonly total: number;
}

/**
 * Stabilizes the character when the healer's total beats the DV of the wound state (10, 13, 15): the
 * Death Save penalty goes back to its base and a Mortally Wounded character is brought to 1 HP. A total
 * that falls short changes nothing. Refused for the dead, the unhurt and the already stabilized.
 */
export function stabilize(
  state: PlayState,
  command: StabilizeCommand,
): CommandResult<{ readonly success: boolean }> {
  if (state.dead) return refuseDead();
  if (state.woundState === 'notWounded')
    return refuse('NOT_WOUNDED', 'An unhurt character needs no stabilizing.');
  if (state.stabilized) return refuse('ALREADY_STABILIZED', 'Already stabilized.');
  if (!STABILIZE_SKILLS.includes(command.skill))
    return refuse('WRONG_SKILL', 'Stabilizing takes First Aid or Paramedic.');
  const dv = STABILIZE_DV[state.woundState];
  if (command.total <= dv)
    return {
      state,
      explanation: `${command.skill} ${command.total} vs DV ${dv}: not stabilized.`,
      details: { success: false },
    };
  const next = settle({ ...state, stabilized: true, deathSavePenalty: 0, hp: Math.max(1, state.hp) });
  const hp = next.hp === state.hp ? '' : `; HP ${state.hp} -> 1`;
  return {
    state: next,
    explanation: `${command.skill} ${command.total} beats DV ${dv}: stabilized; Death Save penalty back to its base ${next.deathSaveBase}${hp}.`,
    details: { success: true },
  };
}

/** What a Death Save rolled. */
export interface DeathSaveDetails extends D10Roll {
  readonly penalty: number;
  readonly total: number;
  readonly body: number;
  readonly success: boolean;
  readonly entered: boolean;
}

/**
 * Rolls a Death Save: 1d10 + base + penalty, no critical die and no Luck; it succeeds under BODY, and a
 * natural 10 always fails. A success raises the penalty by 1; a failure is death. Only for a Mortally
 * Wounded character who is not stabilized.
 */
export function deathSave(
  state: PlayState,
  command: { readonly luck?: number },
  dice: PlayDice,
): CommandResult<DeathSaveDetails> {
  if (state.dead) return refuseDead();
  if ((command.luck ?? 0) !== 0)
    return refuse('NO_LUCK_ON_DEATH_SAVE', 'Luck cannot be spent on a Death Save.');
  if (state.woundState !== 'mortallyWounded')
    return refuse('NOT_MORTALLY_WOUNDED', 'Death Saves are for Mortally Wounded characters.');
  if (state.stabilized) return refuse('ALREADY_STABILIZED', 'A stabilized character makes no Death Save.');
  return catchDice(() => {
    const roll = rollD10(dice, false);
    const penalty = state.deathSaveBase + state.deathSavePenalty;
    const total = roll.d10 + penalty;
    const body = state.stats.BODY;
    const success = roll.d10 !== 10 && total < body;
    const next = success
      ? { ...state, deathSavePenalty: state.deathSavePenalty + 1 }
      : { ...state, dead: true };
    const natural = roll.d10 === 10 ? ' (a natural 10 always fails)' : '';
    const verdict = success ? `alive; the next one is at +${penalty + 1}` : 'flatlined';
    return {
      state: next,
      explanation: `Death Save: d10 ${roll.d10} + ${penalty} penalty = ${total} vs BODY ${body}${natural}: ${verdict}.`,
      details: { ...roll, penalty, total, body, success, entered: dice.entered },
    };
  });
}

/** An attempt to end an injury: which, how (quick fix or treatment), the healer's skill and total. */
export interface TreatInjuryCommand {
  readonly injuryId: string;
  readonly method: 'quickFix' | 'treatment';
  readonly skill: MedicalSkill;
  readonly total: number;
}

/**
 * Treats an injury: a quick fix that beats its DV suspends the injury's penalties (or removes it when
 * the table says the quick fix is the cure); a treatment that beats its DV removes it. A total that
 * falls short changes nothing. Refused for an unknown injury, a skill the table does not name, an
 * injury with no quick fix, or one already quick-fixed.
 */
export function treatInjury(
  state: PlayState,
  command: TreatInjuryCommand,
): CommandResult<{ readonly success: boolean }> {
  if (state.dead) return refuseDead();
  const injury = state.injuries[command.injuryId];
  if (!injury) return refuse('UNKNOWN_INJURY', 'The character has no such injury.');
  const row = CRITICAL_INJURIES[injury.key];
  const quickCures = row.treatment === 'quickFix';
  const checks = command.method === 'quickFix' || quickCures ? row.quickFix : row.treatment;
  if (command.method === 'quickFix' && row.quickFix.length === 0)
    return refuse('NO_QUICK_FIX', `${row.name} has no quick fix: only surgery helps.`);
  if (command.method === 'quickFix' && injury.quickFixed)
    return refuse('ALREADY_QUICK_FIXED', `${row.name} is already patched up.`);
  const check = (checks as readonly { skill: MedicalSkill; dv: number }[]).find(
    (c) => c.skill === command.skill,
  );
  if (!check) return refuse('WRONG_SKILL', `${command.skill} cannot do that for ${row.name}.`);
  if (command.total <= check.dv)
    return {
      state,
      explanation: `${command.skill} ${command.total} vs DV ${check.dv}: ${row.name} stays.`,
      details: { success: false },
    };
  const removes = command.method === 'treatment' || quickCures;
  const injuries = { ...state.injuries };
  if (removes) delete injuries[command.injuryId];
  else injuries[command.injuryId] = { ...injury, quickFixed: true };
  const next = settle({ ...state, injuries });
  const outcome = removes
    ? `${row.name} is gone`
    : `${row.name} is patched up: its penalties are off until treated`;
  return {
    state: next,
    explanation: `${command.skill} ${command.total} beats DV ${check.dv}: ${outcome}.`,
    details: { success: true },
  };
}
