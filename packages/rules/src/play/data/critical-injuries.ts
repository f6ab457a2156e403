/**
 * The two 2d6 critical injury tables, Body and Head (docs/rules/play.md#critical-injuries). Names, rolls,
 * Death Save increases, penalties and the skills and DVs that end an injury are the game's; every effect
 * text is our own. Checked row by row against the Foundry VTT system (decision 037).
 */

/** Where an injury was suffered, and which table it comes from. */
export type InjuryLocation = 'body' | 'head';

/** The medical skills that can end or remove an injury. */
export type MedicalSkill = 'First Aid' | 'Paramedic' | 'Surgery';

/**
 * What a roll is about, for the penalties that touch only some rolls: an attack with a ranged or a
 * melee weapon, a Perception roll by sight or by hearing, an action that needs speech, an action done
 * with the injured hand.
 */
export type RollTag = 'rangedAttack' | 'meleeAttack' | 'sight' | 'hearing' | 'speech' | 'injuredHand';

/** A penalty an injury puts on rolls: on every action (`all`) or on rolls of one tag. */
export interface InjuryPenalty {
  readonly value: number;
  readonly on: 'all' | RollTag;
}

/** One way to end an injury: a skill and the DV its check must reach. */
export interface MedicalCheck {
  readonly skill: MedicalSkill;
  readonly dv: number;
}

/** One row of a critical injury table. */
export interface CriticalInjuryRow {
  /** The 2d6 total that picks it. */
  readonly roll: number;
  readonly location: InjuryLocation;
  readonly name: string;
  /** What it does, in our words. */
  readonly effect: string;
  /** Raises the base Death Save penalty by 1 while the character has it. */
  readonly deathSave: boolean;
  readonly penalties: readonly InjuryPenalty[];
  /** MOVE lost (the MOVE left never goes below 1). */
  readonly move: number;
  /** Head shots multiply the damage through SP by this instead of 2 (Cracked Skull). */
  readonly headMultiplier?: number;
  /** The checks that patch it up for now; empty when no quick fix exists. */
  readonly quickFix: readonly MedicalCheck[];
  /** The checks that remove it, or 'quickFix' when the quick fix already removes it. */
  readonly treatment: readonly MedicalCheck[] | 'quickFix';
}

const FIRST_AID_OR_PARAMEDIC_13: readonly MedicalCheck[] = [
  { skill: 'First Aid', dv: 13 },
  { skill: 'Paramedic', dv: 13 },
];
const PARAMEDIC_13: readonly MedicalCheck[] = [{ skill: 'Paramedic', dv: 13 }];
const PARAMEDIC_15: readonly MedicalCheck[] = [{ skill: 'Paramedic', dv: 15 }];
const SURGERY_13: readonly MedicalCheck[] = [{ skill: 'Surgery', dv: 13 }];
const SURGERY_15: readonly MedicalCheck[] = [{ skill: 'Surgery', dv: 15 }];
const SURGERY_17: readonly MedicalCheck[] = [{ skill: 'Surgery', dv: 17 }];
const PARAMEDIC_15_OR_SURGERY_13: readonly MedicalCheck[] = [
  { skill: 'Paramedic', dv: 15 },
  { skill: 'Surgery', dv: 13 },
];
const PARAMEDIC_OR_SURGERY_13: readonly MedicalCheck[] = [
  { skill: 'Paramedic', dv: 13 },
  { skill: 'Surgery', dv: 13 },
];
const PARAMEDIC_OR_SURGERY_15: readonly MedicalCheck[] = [
  { skill: 'Paramedic', dv: 15 },
  { skill: 'Surgery', dv: 15 },
];
const NONE: readonly MedicalCheck[] = [];

const MOVING_HURTS = 'Every turn you move more than 4 m on foot, you take the critical bonus damage again.';
const EAR_MOVE = 'After moving more than 4 m on foot you get no move action on your next turn.';

/** Every critical injury, keyed `body-…` or `head-…`; each table has one row per 2d6 total, 2 to 12. */
export const CRITICAL_INJURIES = {
  'body-dismembered-arm': {
    roll: 2,
    location: 'body',
    name: 'Dismembered Arm',
    effect: 'The arm is gone, and whatever it held falls.',
    deathSave: true,
    penalties: [],
    move: 0,
    quickFix: NONE,
    treatment: SURGERY_17,
  },
  'body-dismembered-hand': {
    roll: 3,
    location: 'body',
    name: 'Dismembered Hand',
    effect: 'The hand is gone, and whatever it held falls.',
    deathSave: true,
    penalties: [],
    move: 0,
    quickFix: NONE,
    treatment: SURGERY_17,
  },
  'body-collapsed-lung': {
    roll: 4,
    location: 'body',
    name: 'Collapsed Lung',
    effect: 'Every breath is short: -2 MOVE.',
    deathSave: true,
    penalties: [],
    move: 2,
    quickFix: PARAMEDIC_15,
    treatment: SURGERY_15,
  },
  'body-broken-ribs': {
    roll: 5,
    location: 'body',
    name: 'Broken Ribs',
    effect: MOVING_HURTS,
    deathSave: false,
    penalties: [],
    move: 0,
    quickFix: PARAMEDIC_13,
    treatment: PARAMEDIC_15_OR_SURGERY_13,
  },
  'body-broken-arm': {
    roll: 6,
    location: 'body',
    name: 'Broken Arm',
    effect: 'The arm is useless, and whatever it held falls.',
    deathSave: false,
    penalties: [],
    move: 0,
    quickFix: PARAMEDIC_13,
    treatment: PARAMEDIC_15_OR_SURGERY_13,
  },
  'body-foreign-object': {
    roll: 7,
    location: 'body',
    name: 'Foreign Object',
    effect: `Something is still lodged in you. ${MOVING_HURTS}`,
    deathSave: false,
    penalties: [],
    move: 0,
    quickFix: FIRST_AID_OR_PARAMEDIC_13,
    treatment: 'quickFix',
  },
  'body-broken-leg': {
    roll: 8,
    location: 'body',
    name: 'Broken Leg',
    effect: 'You limp: -4 MOVE.',
    deathSave: false,
    penalties: [],
    move: 4,
    quickFix: PARAMEDIC_13,
    treatment: PARAMEDIC_15_OR_SURGERY_13,
  },
  'body-torn-muscle': {
    roll: 9,
    location: 'body',
    name: 'Torn Muscle',
    effect: 'Swinging hurts: -2 to melee attacks.',
    deathSave: false,
    penalties: [{ value: -2, on: 'meleeAttack' }],
    move: 0,
    quickFix: FIRST_AID_OR_PARAMEDIC_13,
    treatment: 'quickFix',
  },
  'body-spinal-injury': {
    roll: 10,
    location: 'body',
    name: 'Spinal Injury',
    effect: 'On your next turn you can move but take no action.',
    deathSave: true,
    penalties: [],
    move: 0,
    quickFix: PARAMEDIC_15,
    treatment: SURGERY_15,
  },
  'body-crushed-fingers': {
    roll: 11,
    location: 'body',
    name: 'Crushed Fingers',
    effect: 'That hand barely closes: -4 to anything done with it.',
    deathSave: false,
    penalties: [{ value: -4, on: 'injuredHand' }],
    move: 0,
    quickFix: PARAMEDIC_13,
    treatment: SURGERY_15,
  },
  'body-dismembered-leg': {
    roll: 12,
    location: 'body',
    name: 'Dismembered Leg',
    effect: 'The leg is gone: -6 MOVE and no dodging.',
    deathSave: true,
    penalties: [],
    move: 6,
    quickFix: NONE,
    treatment: SURGERY_17,
  },
  'head-lost-eye': {
    roll: 2,
    location: 'head',
    name: 'Lost Eye',
    effect: 'Half blind: -4 to ranged attacks and to Perception by sight.',
    deathSave: true,
    penalties: [
      { value: -4, on: 'rangedAttack' },
      { value: -4, on: 'sight' },
    ],
    move: 0,
    quickFix: NONE,
    treatment: SURGERY_17,
  },
  'head-brain-injury': {
    roll: 3,
    location: 'head',
    name: 'Brain Injury',
    effect: 'Thinking is slow: -2 to every action.',
    deathSave: true,
    penalties: [{ value: -2, on: 'all' }],
    move: 0,
    quickFix: NONE,
    treatment: SURGERY_17,
  },
  'head-damaged-eye': {
    roll: 4,
    location: 'head',
    name: 'Damaged Eye',
    effect: 'Blurred sight: -2 to ranged attacks and to Perception by sight.',
    deathSave: false,
    penalties: [
      { value: -2, on: 'rangedAttack' },
      { value: -2, on: 'sight' },
    ],
    move: 0,
    quickFix: PARAMEDIC_15,
    treatment: SURGERY_13,
  },
  'head-concussion': {
    roll: 5,
    location: 'head',
    name: 'Concussion',
    effect: 'Your head rings: -2 to every action.',
    deathSave: false,
    penalties: [{ value: -2, on: 'all' }],
    move: 0,
    quickFix: FIRST_AID_OR_PARAMEDIC_13,
    treatment: 'quickFix',
  },
  'head-broken-jaw': {
    roll: 6,
    location: 'head',
    name: 'Broken Jaw',
    effect: 'Talking hurts: -4 to anything that needs speech.',
    deathSave: false,
    penalties: [{ value: -4, on: 'speech' }],
    move: 0,
    quickFix: PARAMEDIC_13,
    treatment: PARAMEDIC_OR_SURGERY_13,
  },
  'head-foreign-object': {
    roll: 7,
    location: 'head',
    name: 'Foreign Object',
    effect: `Something is still lodged in you. ${MOVING_HURTS}`,
    deathSave: false,
    penalties: [],
    move: 0,
    quickFix: FIRST_AID_OR_PARAMEDIC_13,
    treatment: 'quickFix',
  },
  'head-whiplash': {
    roll: 8,
    location: 'head',
    name: 'Whiplash',
    effect: 'Your neck took the blow; it makes dying easier.',
    deathSave: true,
    penalties: [],
    move: 0,
    quickFix: PARAMEDIC_13,
    treatment: PARAMEDIC_OR_SURGERY_13,
  },
  'head-cracked-skull': {
    roll: 9,
    location: 'head',
    name: 'Cracked Skull',
    effect: 'Head shots now triple the damage that gets through armour.',
    deathSave: true,
    penalties: [],
    move: 0,
    headMultiplier: 3,
    quickFix: PARAMEDIC_15,
    treatment: PARAMEDIC_OR_SURGERY_15,
  },
  'head-damaged-ear': {
    roll: 10,
    location: 'head',
    name: 'Damaged Ear',
    effect: `${EAR_MOVE} -2 to Perception by hearing.`,
    deathSave: false,
    penalties: [{ value: -2, on: 'hearing' }],
    move: 0,
    quickFix: PARAMEDIC_13,
    treatment: SURGERY_13,
  },
  'head-crushed-windpipe': {
    roll: 11,
    location: 'head',
    name: 'Crushed Windpipe',
    effect: 'You cannot speak.',
    deathSave: true,
    penalties: [],
    move: 0,
    quickFix: NONE,
    treatment: SURGERY_15,
  },
  'head-lost-ear': {
    roll: 12,
    location: 'head',
    name: 'Lost Ear',
    effect: `${EAR_MOVE} -4 to Perception by hearing.`,
    deathSave: true,
    penalties: [{ value: -4, on: 'hearing' }],
    move: 0,
    quickFix: NONE,
    treatment: SURGERY_17,
  },
} as const satisfies Record<string, CriticalInjuryRow>;

/** The key of one critical injury. */
export type CriticalInjuryKey = keyof typeof CRITICAL_INJURIES;
