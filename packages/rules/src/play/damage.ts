import type { AmmoType } from '../catalog/types.ts';
import { AMMO_ABLATION, CRITICAL_BONUS_DAMAGE, DEFAULT_ABLATION } from './data/combat.ts';
import { CRITICAL_INJURIES, type CriticalInjuryKey } from './data/critical-injuries.ts';
import { catchDice, type PlayDice, rollFaces } from './dice.ts';
import { addInjury, type InjuryRoll, rollInjury } from './injuries.ts';
import { type CommandResult, refuse, refuseDead } from './result.ts';
import { activeInjuries, type HitLocation, type PlayState, settle, WOUND_STATE_NAMES } from './state.ts';

/**
 * Taking damage (docs/rules/play.md#taking-damage): armour stops its SP (half, rounded up, against
 * melee), what gets through is doubled on the head and ablates the armour, two or more sixes make a
 * critical injury with its bonus damage, and every hit on a Mortally Wounded character is one.
 */

/** The damage: a number, the faces of the d6s rolled, or dice to roll (`3d6`). */
export type DamageInput =
  | { readonly amount: number }
  | { readonly faces: readonly number[] }
  | { readonly roll: string };

/**
 * How it hit: a ranged attack, a melee weapon or Martial Arts (armour counts half), Brawling (armour
 * counts whole), or damage that goes straight to HP (fire, poison, bonus damage).
 */
export type AttackKind = 'ranged' | 'melee' | 'brawling' | 'direct';

/** A hit on the character. */
export interface TakeDamageCommand {
  readonly damage: DamageInput;
  readonly attack: AttackKind;
  /** Where it lands; the body unless an aimed shot named the head. */
  readonly location?: HitLocation;
  /** The ammunition of a ranged hit: armour-piercing ablates 2, rubber none. */
  readonly ammoType?: AmmoType | null;
  /** An explosion or other area attack: it hits and ablates the body only. */
  readonly area?: boolean;
  /** A critical the damage dice do not show (a plain amount whose dice had two sixes). */
  readonly critical?: boolean;
  /** The injury chosen by hand instead of rolled (who may choose is the server's business). */
  readonly injury?: CriticalInjuryKey | null;
}

/** The numbers of one hit, for the screen and the log. */
export interface HitDetails {
  readonly faces: readonly number[];
  readonly damage: number;
  /** SP that stood in the way (after halving for melee). */
  readonly stopped: number;
  readonly through: number;
  /** 1 on the body or straight to HP, 2 on the head, 3 on the head with a Cracked Skull. */
  readonly multiplier: number;
  readonly bonus: number;
  readonly hpLost: number;
  readonly ablated: number;
  readonly critical: boolean;
  readonly injury: {
    readonly id: string;
    readonly key: CriticalInjuryKey;
    readonly rolls: readonly number[];
  } | null;
  readonly entered: boolean;
}

function parseDice(text: string): number | null {
  const match = /^(\d{1,2})d6$/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

function invalid(command: TakeDamageCommand): string | null {
  const { damage } = command;
  if ('amount' in damage && (!Number.isInteger(damage.amount) || damage.amount < 0))
    return 'Damage is a whole number, 0 or more.';
  if ('faces' in damage && !damage.faces.every((face) => Number.isInteger(face) && face >= 1 && face <= 6))
    return 'Each damage die shows 1 to 6.';
  if ('roll' in damage && parseDice(damage.roll) === null) return `"${damage.roll}" is not a number of d6s.`;
  const location = command.location ?? 'body';
  if (command.area && location !== 'body') return 'An area attack hits the body.';
  if (command.injury && CRITICAL_INJURIES[command.injury]?.location !== location)
    return `That injury is not on the ${location} table.`;
  return null;
}

function faceList(damage: DamageInput, dice: PlayDice): number[] {
  if ('faces' in damage) return [...damage.faces];
  if ('roll' in damage) return rollFaces(dice, parseDice(damage.roll) ?? 0, 6);
  return [];
}

interface ArmorHit {
  readonly stopped: number;
  readonly through: number;
  readonly ablated: number;
  readonly state: PlayState;
}

function hitArmor(
  state: PlayState,
  command: TakeDamageCommand,
  damage: number,
  location: HitLocation,
): ArmorHit {
  const armor = state.armor[location];
  if (command.attack === 'direct' || !armor) return { stopped: 0, through: damage, ablated: 0, state };
  const stopped = command.attack === 'melee' ? Math.ceil(armor.sp / 2) : armor.sp;
  const through = Math.max(0, damage - stopped);
  const perHit =
    command.attack === 'ranged'
      ? (AMMO_ABLATION[command.ammoType ?? 'basic'] ?? DEFAULT_ABLATION)
      : DEFAULT_ABLATION;
  const ablated = through > 0 ? Math.min(armor.sp, perHit) : 0;
  if (ablated === 0) return { stopped, through, ablated, state };
  const worn = { ...armor, sp: armor.sp - ablated };
  return { stopped, through, ablated, state: { ...state, armor: { ...state.armor, [location]: worn } } };
}

function multiplierOf(state: PlayState, command: TakeDamageCommand, location: HitLocation): number {
  if (command.attack === 'direct' || location !== 'head') return 1;
  return Math.max(
    2,
    ...activeInjuries(state).map((row) => ('headMultiplier' in row ? row.headMultiplier : 2)),
  );
}

function armorLine(
  before: PlayState,
  details: HitDetails,
  after: PlayState,
  location: HitLocation,
  melee: boolean,
) {
  const armor = before.armor[location];
  if (!armor) return `no armour on the ${location}; ${details.through} got through; `;
  const half = melee ? ` (melee: half its ${armor.sp} SP, rounded up)` : '';
  const ablation = details.ablated > 0 ? `; ${location} SP is now ${after.armor[location]?.sp ?? 0}` : '';
  return `${armor.name} stopped ${Math.min(details.stopped, details.damage)}${half}; ${details.through} got through${ablation}; `;
}

function explain(
  before: PlayState,
  after: PlayState,
  details: HitDetails,
  command: TakeDamageCommand,
): string {
  const location = command.location ?? 'body';
  const head = details.multiplier > 1 && details.through > 0 ? `x${details.multiplier} on the head; ` : '';
  const armor =
    command.attack === 'direct'
      ? 'straight to HP; '
      : armorLine(before, details, after, location, command.attack === 'melee');
  const injury = details.injury
    ? `critical: +${details.bonus} straight to HP and ${CRITICAL_INJURIES[details.injury.key].name}; `
    : '';
  return `${details.damage} damage: ${armor}${head}${injury}HP ${before.hp} -> ${after.hp} (${WOUND_STATE_NAMES[after.woundState]}).`;
}

/**
 * Applies a hit: armour, head doubling, ablation (2 for armour-piercing, 0 for rubber, 1 otherwise, only
 * when damage got through), the critical's 5 bonus damage straight to HP and its injury (rolled on the
 * location's table or picked by hand), +1 Death Save penalty for a hit while Mortally Wounded. Losing
 * HP ends stabilization. Refused once the character is dead or when the command makes no sense.
 */
export function takeDamage(
  state: PlayState,
  command: TakeDamageCommand,
  dice: PlayDice,
): CommandResult<HitDetails> {
  if (state.dead) return refuseDead();
  const problem = invalid(command);
  if (problem) return refuse('INVALID_COMMAND', problem);
  return catchDice(() => {
    const location = command.location ?? 'body';
    const faces = faceList(command.damage, dice);
    const damage =
      'amount' in command.damage ? command.damage.amount : faces.reduce((sum, face) => sum + face, 0);
    const isHit = command.attack !== 'direct';
    const wasMortal = state.woundState === 'mortallyWounded';
    const sixes = faces.filter((face) => face === 6).length;
    const critical = isHit && (sixes >= 2 || command.critical === true || wasMortal);
    const armorHit = hitArmor(state, command, damage, location);
    const multiplier = multiplierOf(state, command, location);
    const bonus = critical ? CRITICAL_BONUS_DAMAGE : 0;
    const hpLost = armorHit.through * multiplier + bonus;
    let next: PlayState = {
      ...armorHit.state,
      hp: state.hp - hpLost,
      stabilized: hpLost > 0 ? false : state.stabilized,
      deathSavePenalty: state.deathSavePenalty + (wasMortal && isHit ? 1 : 0),
    };
    let injury: HitDetails['injury'] = null;
    if (critical) {
      const rolled: InjuryRoll = command.injury
        ? { key: command.injury, rolls: [] }
        : rollInjury(state, location, dice);
      const added = addInjury(next, rolled.key);
      next = added.state;
      injury = { id: added.id, key: rolled.key, rolls: rolled.rolls };
    }
    next = settle(next);
    const details: HitDetails = {
      faces,
      damage,
      stopped: armorHit.stopped,
      through: armorHit.through,
      multiplier,
      bonus,
      hpLost,
      ablated: armorHit.ablated,
      critical,
      injury,
      entered: dice.entered,
    };
    return { state: next, explanation: explain(state, next, details, command), details };
  });
}
