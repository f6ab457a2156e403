import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { createRng } from '../dice.ts';
import { autofire, suppressiveFire } from './autofire.ts';
import { takeDamage } from './damage.ts';
import { AUTOFIRE_RANGES } from './data/combat.ts';
import { CRITICAL_INJURIES, type CriticalInjuryKey } from './data/critical-injuries.ts';
import { rngDice } from './dice.ts';
import { fire, reload, repairArmor } from './gear.ts';
import { deathSave, heal, stabilize, treatInjury } from './health.ts';
import { type CommandResult, isRefusal } from './result.ts';
import { rollCheck } from './roll.ts';
import { changeHumanity, spendLuck, startGameSession } from './session.ts';
import { type PlayState, woundStateOf } from './state.ts';
import { changedFields, undoEvent } from './undo.ts';

/** The value of an undo field (`hp`, `armor.body`) in a state. */
function valueAt(state: PlayState, field: string): unknown {
  const record = state as unknown as Record<string, Record<string, unknown>>;
  const dot = field.indexOf('.');
  return dot < 0 ? record[field] : record[field.slice(0, dot)]?.[field.slice(dot + 1)];
}

type Step = (state: PlayState, seed: number) => CommandResult<unknown>;

const PISTOL = 'weapon:heavy-pistol#1';
const RIFLE = 'weapon:assault-rifle#1';
const location = fc.constantFrom('body' as const, 'head' as const);
const injuryKey = fc.constantFrom(...(Object.keys(CRITICAL_INJURIES) as CriticalInjuryKey[]));

/** Any command with any arguments, legal or not: refusals leave the state as it was. */
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      amount: fc.integer({ min: 0, max: 60 }),
      attack: fc.constantFrom('ranged' as const, 'melee' as const, 'brawling' as const, 'direct' as const),
      location,
      ammoType: fc.constantFrom('basic' as const, 'armorPiercing' as const, 'rubber' as const),
      critical: fc.boolean(),
    })
    .map(
      (c) => (s: PlayState, seed: number) =>
        takeDamage(s, { ...c, damage: { amount: c.amount } }, rngDice(createRng(seed))),
    ),
  fc
    .integer({ min: 1, max: 8 })
    .map(
      (n) => (s: PlayState, seed: number) =>
        takeDamage(s, { damage: { roll: `${n}d6` }, attack: 'ranged' }, rngDice(createRng(seed))),
    ),
  fc.integer({ min: 1, max: 50 }).map((amount) => (s: PlayState) => heal(s, { kind: 'amount', amount })),
  fc.integer({ min: 1, max: 5 }).map((days) => (s: PlayState) => heal(s, { kind: 'rest', days })),
  fc.constant((s: PlayState) => heal(s, { kind: 'speedheal' })),
  fc
    .integer({ min: 0, max: 25 })
    .map((total) => (s: PlayState) => stabilize(s, { skill: 'Paramedic', total })),
  fc.constant((s: PlayState, seed: number) => deathSave(s, {}, rngDice(createRng(seed)))),
  fc
    .record({
      n: fc.integer({ min: 1, max: 3 }),
      method: fc.constantFrom('quickFix' as const, 'treatment' as const),
    })
    .map(
      ({ n, method }) =>
        (s: PlayState) =>
          treatInjury(s, { injuryId: `injury-${n}`, method, skill: 'Paramedic', total: 20 }),
    ),
  fc
    .integer({ min: 0, max: 6 })
    .map(
      (luck) => (s: PlayState, seed: number) =>
        rollCheck(s, { stat: 'REF', skill: 'Handgun', luck }, rngDice(createRng(seed))),
    ),
  fc.integer({ min: 1, max: 6 }).map((points) => (s: PlayState) => spendLuck(s, { points })),
  fc.constant((s: PlayState) => startGameSession(s)),
  fc
    .record({
      weaponId: fc.constantFrom(PISTOL, RIFLE),
      mode: fc.constantFrom('single' as const, 'autofire' as const, 'suppressive' as const),
    })
    .map((c) => (s: PlayState) => fire(s, c)),
  fc
    .record({
      weaponId: fc.constantFrom(PISTOL, RIFLE),
      range: fc.constantFrom(...AUTOFIRE_RANGES),
      luck: fc.integer({ min: 0, max: 6 }),
      suppressive: fc.boolean(),
    })
    .map(
      ({ suppressive, ...c }) =>
        (s: PlayState, seed: number) =>
          suppressive
            ? suppressiveFire(s, c, rngDice(createRng(seed)))
            : autofire(s, c, rngDice(createRng(seed))),
    ),
  fc
    .record({
      weaponId: fc.constantFrom(PISTOL, RIFLE),
      ammoId: fc.constantFrom(undefined, 'ammo:rifle-armor-piercing', 'ammo:rifle-basic'),
    })
    .map((c) => (s: PlayState) => reload(s, c)),
  fc
    .record({ location, amount: fc.integer({ min: 1, max: 15 }) })
    .map((c) => (s: PlayState) => repairArmor(s, c)),
  fc.integer({ min: -30, max: 30 }).map((amount) => (s: PlayState) => changeHumanity(s, { amount })),
  injuryKey.map(
    (injury) => (s: PlayState, seed: number) =>
      takeDamage(
        s,
        {
          damage: { amount: 3 },
          attack: 'ranged',
          critical: true,
          location: CRITICAL_INJURIES[injury].location,
          injury,
        },
        rngDice(createRng(seed)),
      ),
  ),
);

const runArb = fc.array(fc.tuple(stepArb, fc.integer()), { maxLength: 40 });

function invariants(state: PlayState) {
  expect(state.hp).toBeLessThanOrEqual(state.maxHp);
  expect(state.woundState).toBe(woundStateOf(state.hp, state.maxHp, state.seriouslyWoundedAt));
  for (const armor of [state.armor.body, state.armor.head]) {
    if (!armor) continue;
    expect(armor.sp).toBeGreaterThanOrEqual(0);
    expect(armor.sp).toBeLessThanOrEqual(armor.maxSp);
  }
  expect(state.luck).toBeGreaterThanOrEqual(0);
  expect(state.luck).toBeLessThanOrEqual(state.luckMax);
  for (const weapon of Object.values(state.weapons)) {
    expect(weapon.loaded).toBeGreaterThanOrEqual(0);
    expect(weapon.loaded).toBeLessThanOrEqual(weapon.magazine);
  }
  for (const rounds of Object.values(state.spareAmmo)) expect(rounds).toBeGreaterThanOrEqual(0);
  expect(state.humanity).toBeLessThanOrEqual(state.humanityMax);
}

describe('the play commands, any sequence', () => {
  it('keep HP, SP, Luck, rounds and Humanity within the rules, and the wound state on HP', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        let state = playState();
        for (const [step, seed] of run) {
          const result = step(state, seed);
          if (!isRefusal(result)) state = result.state;
          invariants(state);
        }
      }),
    );
  });

  it('give the same result for the same seed', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const play = () => run.map(([step, seed]) => step(playState(), seed));
        expect(play()).toEqual(play());
      }),
    );
  });

  it('are reversed exactly by undoing the last event', () => {
    fc.assert(
      fc.property(runArb, stepArb, fc.integer(), (run, last, seed) => {
        let state = playState();
        for (const [step, s] of run) {
          const result = step(state, s);
          if (!isRefusal(result)) state = result.state;
        }
        const result = last(state, seed);
        if (isRefusal(result)) return;
        const undone = undoEvent(result.state, { before: state, after: result.state });
        expect(isRefusal(undone) ? null : undone.state).toEqual(state);
      }),
    );
  });

  it('restore exactly the fields an undo reverses when a later event touched others', () => {
    fc.assert(
      fc.property(stepArb, stepArb, fc.integer(), (first, second, seed) => {
        const s0 = playState({ hp: 25 });
        const r1 = first(s0, seed);
        if (isRefusal(r1)) return;
        const r2 = second(r1.state, seed + 1);
        if (isRefusal(r2)) return;
        const undone = undoEvent(r2.state, { before: s0, after: r1.state }, [
          { before: r1.state, after: r2.state },
        ]);
        if (isRefusal(undone)) {
          expect(undone.refused).toBe('UNDO_CONFLICT');
          return;
        }
        const reversed = changedFields(s0, r1.state);
        for (const field of reversed) expect(valueAt(undone.state, field)).toEqual(valueAt(s0, field));
        for (const field of changedFields(r1.state, r2.state))
          if (!reversed.includes(field))
            expect(valueAt(undone.state, field)).toEqual(valueAt(r2.state, field));
      }),
    );
  });
});
