import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playState } from '../../test/support/play-state.ts';
import { findCyberware } from '../catalog/catalog.ts';
import { installFixed } from '../cyberware/install.ts';
import { createRng } from '../dice.ts';
import { buyGear, installChrome, lowerHumanity, rollChromeLosses } from './purchase.ts';
import { type CareerState, emptyCareer, isCareerRefusal, type LedgerEntry, ledgerBalance } from './state.ts';
import { payTherapy, rollTherapy, THERAPIES } from './therapy.ts';

const rich = (eb: number): CareerState => ({ ...emptyCareer(), eb });
const CONTEXT = { method: 'streetrat' as const, emp: 6, body: 6, build: [], humanity: 60 };

describe('buyGear', () => {
  it('pays from the eurobuck ledger and keeps the line in the layer over the build', () => {
    const result = buyGear(rich(1000), { itemId: 'weapon:heavy-pistol', quantity: 2 });
    if (isCareerRefusal(result)) throw new Error(result.message);
    expect(result.entries).toEqual([{ ledger: 'eb', amount: -200, reason: 'Bought Heavy Pistol x2' }]);
    expect(result.state.eb).toBe(800);
    expect(result.state.bought).toEqual([{ id: 'weapon:heavy-pistol', quantity: 2 }]);
  });

  it('refuses money the character lacks, unknown items and cyberware (bought by installing)', () => {
    expect(buyGear(rich(50), { itemId: 'weapon:heavy-pistol', quantity: 1 })).toMatchObject({
      refused: 'NOT_ENOUGH_MONEY',
    });
    expect(buyGear(rich(5000), { itemId: 'weapon:nope', quantity: 1 })).toMatchObject({
      refused: 'NOT_FOR_SALE',
    });
    expect(buyGear(rich(5000), { itemId: 'cyberware:cyberarm', quantity: 1 })).toMatchObject({
      refused: 'NOT_FOR_SALE',
    });
  });
});

describe('installChrome', () => {
  const arm = findCyberware('cyberware:cyberarm');

  it('installs a cyberarm with its rolled loss, pays its price and lowers maximum Humanity by 2', () => {
    const result = installChrome(rich(1000), CONTEXT, {
      itemId: 'cyberware:cyberarm',
      placement: [null],
      losses: [9],
    });
    if (isCareerRefusal(result)) throw new Error(result.message);
    expect(result.state.eb).toBe(1000 - (arm?.price ?? 0));
    expect(result.state.chrome).toEqual([
      {
        instanceId: 'cyberarm-1',
        itemId: 'cyberware:cyberarm',
        foundationId: null,
        humanityLoss: 9,
        rolled: true,
      },
    ]);
    expect(result).toMatchObject({ humanityLoss: 9, maxLoss: 2 });
  });

  it('judges the place by the creation rules over the build and what came after', () => {
    const build = [installFixed('cyberware:cyberarm', 'package-1')];
    const context = { ...CONTEXT, build };
    const option = { itemId: 'cyberware:wolvers', placement: ['package-1'], losses: [5] };
    expect(isCareerRefusal(installChrome(rich(5000), context, option))).toBe(false);
    const nowhere = { itemId: 'cyberware:teleoptics', placement: [null], losses: [3] };
    expect(installChrome(rich(5000), context, nowhere)).toMatchObject({ refused: 'CANNOT_INSTALL' });
  });

  it('refuses short money, a loss outside the dice, and Humanity in play reaching 0', () => {
    const request = { itemId: 'cyberware:cyberarm', placement: [null], losses: [7] };
    expect(installChrome(rich(10), CONTEXT, request)).toMatchObject({ refused: 'NOT_ENOUGH_MONEY' });
    expect(installChrome(rich(5000), CONTEXT, { ...request, losses: [13] })).toMatchObject({
      refused: 'CANNOT_INSTALL',
    });
    expect(installChrome(rich(5000), { ...CONTEXT, humanity: 7 }, request)).toMatchObject({
      refused: 'HUMANITY_DEPLETED',
    });
  });

  it('rolls every loss within the dice of the piece', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const [loss = 0] = rollChromeLosses(createRng(seed), 'cyberware:cyberarm', 1);
        return loss >= 2 && loss <= 12;
      }),
    );
  });

  it('never spends money the character lacks, and the ledger stays the balance', () => {
    const items = ['cyberware:cyberarm', 'cyberware:cybereye', 'weapon:heavy-pistol', 'armor:kevlar'];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.constantFrom(...items), { maxLength: 8 }),
        (start, buys) => {
          let state = rich(start);
          const entries: LedgerEntry[] = [{ ledger: 'eb', amount: start, reason: 'start' }];
          for (const itemId of buys) {
            const result = itemId.startsWith('cyberware:')
              ? installChrome(state, CONTEXT, { itemId, placement: [null], losses: [2] })
              : buyGear(state, { itemId, quantity: 1 });
            if (isCareerRefusal(result)) continue;
            state = result.state;
            entries.push(...result.entries);
          }
          return state.eb >= 0 && ledgerBalance(entries, 'eb') === state.eb;
        },
      ),
    );
  });
});

describe('lowerHumanity', () => {
  it('lowers current and maximum Humanity, EMP following', () => {
    const play = playState({ humanity: 60, humanityMax: 60 });
    const result = lowerHumanity(play, { loss: 9, maxLoss: 2, reason: 'Cyberarm' });
    expect(result).toMatchObject({ state: { humanity: 51, humanityMax: 58, stats: { EMP: 5 } } });
  });
});

describe('therapy', () => {
  it('costs its price and gives back the roll, never above the maximum', () => {
    const result = payTherapy(rich(600), 'standard', { current: 50, max: 54, rolled: 8 });
    if (isCareerRefusal(result)) throw new Error(result.message);
    expect(result.entries).toEqual([{ ledger: 'eb', amount: -500, reason: 'Standard therapy' }]);
    expect(result.explanation).toContain('Humanity +4 to 54 of 54');
  });

  it('refuses at the maximum and with short money', () => {
    expect(payTherapy(rich(5000), 'extreme', { current: 54, max: 54, rolled: 10 })).toMatchObject({
      refused: 'HUMANITY_AT_MAX',
    });
    expect(payTherapy(rich(999), 'extreme', { current: 20, max: 54, rolled: 10 })).toMatchObject({
      refused: 'NOT_ENOUGH_MONEY',
    });
  });

  it('rolls its number of d6', () => {
    expect(rollTherapy(createRng(3), 'extreme')).toHaveLength(THERAPIES.extreme.dice);
    expect(rollTherapy(createRng(3), 'standard').every((die) => die >= 1 && die <= 6)).toBe(true);
  });
});
