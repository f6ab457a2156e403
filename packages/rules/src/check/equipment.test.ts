import { describe, expect, it } from 'vitest';
import { legalComplete, legalEdgerunner, legalStreetrat } from '../../test/support/legal-builds.ts';
import { installFixed, withRolledLoss } from '../cyberware/install.ts';
import { packageCyberware, withPackageCyberware } from '../cyberware/package-installs.ts';
import { deriveStats } from '../derived.ts';
import type { CharacterBuild } from './build.ts';
import { characterNumbers } from './character-numbers.ts';
import { checkCharacter } from './check-character.ts';

const codes = (build: CharacterBuild) => checkCharacter(build).map((f) => `${f.code} ${f.path}`);

/** A legal Complete Package Solo who bought these lines and installed these pieces. */
function shopper(
  purchases: CharacterBuild['purchases'],
  cyberware: CharacterBuild['cyberware'] = [],
): CharacterBuild {
  return { ...legalComplete('solo'), purchases, cyberware };
}

describe('the one rules check: equipment', () => {
  it('reports ROLE_MISSING once, and nothing of the gear, while no role is chosen', () => {
    const build = { ...shopper([{ id: 'weapon:nothing', quantity: 0 }]), selectedRole: null };
    expect(checkCharacter(build).map((f) => f.code)).toEqual(['ROLE_MISSING']);
  });

  it('leaves the gear to STATS_MISSING while the STATs are not set', () => {
    const build = { ...shopper([{ id: 'weapon:rocket-launcher', quantity: 9 }]), attributes: null };
    expect(checkCharacter(build).map((f) => f.code)).toEqual(['STATS_MISSING', 'STAT_POINTS_UNSPENT']);
  });

  it('goes over the whole equipment: an overspent basket, a chip without a socket', () => {
    expect(codes(shopper([{ id: 'weapon:rocket-launcher', quantity: 7 }]))).toEqual([
      'OVER_BUDGET purchases',
    ]);
    const chip = [installFixed('cyberware:memory-chip', 'chip')];
    expect(codes(shopper([{ id: 'cyberware:memory-chip', quantity: 1 }], chip))).toEqual([
      'CHIP_NEEDS_SOCKET cyberware.0',
    ]);
  });

  it("holds a Netrunner's programs in the package's gear choices only", () => {
    const netrunner = legalStreetrat('netrunner');
    const eraser = { ...netrunner, gearChoices: { 'netrunner-program-1': 'eraser' } };
    expect(checkCharacter(eraser)).toEqual([]);
    expect(characterNumbers(eraser)?.inventory).toContainEqual({ id: 'program:eraser', quantity: 1 });
    expect(characterNumbers(eraser)?.inventory).not.toContainEqual({ id: 'program:see-ya', quantity: 1 });
    expect(codes({ ...netrunner, gearChoices: { 'netrunner-program-2': 'worm' } })).toEqual([
      'GEAR_CHOICE_INVALID gearChoices.netrunner-program-2',
    ]);
  });
});

describe('CASH_MISMATCH', () => {
  it("accepts a saved character's cash when it is what the money and purchases leave", () => {
    expect(checkCharacter({ ...legalStreetrat('tech'), cash: 500 })).toEqual([]);
    const pistol = shopper([{ id: 'weapon:heavy-pistol', quantity: 1 }]);
    expect(checkCharacter({ ...pistol, cash: 2450 })).toEqual([]);
  });

  it('refuses any other cash, naming both amounts', () => {
    expect(checkCharacter({ ...legalStreetrat('tech'), cash: 400 })).toEqual([
      {
        code: 'CASH_MISMATCH',
        path: 'cash',
        step: 'shop',
        message: 'Streetrat: 400eb in cash, but the money and the purchases leave 500eb',
      },
    ]);
    const pistol = shopper([{ id: 'weapon:heavy-pistol', quantity: 1 }]);
    expect(codes({ ...pistol, cash: 2550 })).toEqual(['CASH_MISMATCH cash']);
  });

  it('leaves no cash after an overspent basket', () => {
    const over = shopper([{ id: 'weapon:rocket-launcher', quantity: 7 }]);
    expect(characterNumbers(over)?.cash).toBe(0);
    expect(codes({ ...over, cash: 0 })).toEqual(['OVER_BUDGET purchases']);
  });
});

describe('package cyberware', () => {
  it('is installed by itself for a Streetrat or Edgerunner that lists none, with the role Humanity Loss', () => {
    for (const method of ['streetrat', 'edgerunner'] as const) {
      const build = { ...legalStreetrat('tech'), characterType: method, cyberware: null };
      const legal = method === 'streetrat' ? build : { ...legalEdgerunner('tech'), cyberware: null };
      expect(checkCharacter(legal)).toEqual([]);
      const numbers = characterNumbers(legal)!;
      expect(numbers.cyberware).toEqual(packageCyberware('tech'));
      const emp = legal.attributes!.EMP;
      expect(numbers.humanity).toMatchObject({ current: emp * 10 - 12, max: emp * 10 - 6, baseEmp: emp });
    }
  });

  it('follows the gear choices when installed by itself', () => {
    const nomad = {
      ...legalStreetrat('nomad'),
      gearChoices: { 'nomad-cyberware': 'wolvers' },
      cyberware: null,
    };
    expect(checkCharacter(nomad)).toEqual([]);
    expect(characterNumbers(nomad)?.cyberware.map((piece) => piece.itemId)).toContain('cyberware:wolvers');
  });

  it('is never installed by itself for the Complete Package, nor over a list the player gave', () => {
    expect(characterNumbers({ ...legalComplete('tech'), cyberware: null })?.cyberware).toEqual([]);
    expect(codes({ ...legalStreetrat('tech'), cyberware: [] })).toHaveLength(4);
  });

  it('is installed again when the choices change, keeping rolled losses and the pieces the player added', () => {
    const rolled = withRolledLoss(packageCyberware('solo')[0]!, { dice: [1, 1], total: 2 });
    const own = installFixed('cyberware:techhair', 'shop-1');
    const after = withPackageCyberware('solo', { 'solo-cyberware': 'wolvers' }, [
      rolled,
      ...packageCyberware('solo').slice(1),
      own,
    ]);
    expect(after).toEqual([
      rolled,
      ...packageCyberware('solo', { 'solo-cyberware': 'wolvers' }).slice(1),
      own,
    ]);
  });
});

describe('characterNumbers', () => {
  it('gives nothing until method, role and STATs are set', () => {
    expect(characterNumbers({ ...legalStreetrat(), selectedRole: null })).toBeNull();
    expect(characterNumbers({ ...legalStreetrat(), characterType: null })).toBeNull();
    expect(characterNumbers({ ...legalStreetrat(), attributes: null })).toBeNull();
  });

  it('counts the cyberware in the derived stats: BODY from a frame, Humanity and the EMP shown', () => {
    const frame = [
      installFixed('cyberware:grafted-muscle-and-bone-lace', 'graft'),
      installFixed('cyberware:implanted-linear-frame-sigma', 'frame'),
    ];
    const build = {
      ...shopper(
        [
          { id: 'cyberware:grafted-muscle-and-bone-lace', quantity: 1 },
          { id: 'cyberware:implanted-linear-frame-sigma', quantity: 1 },
        ],
        frame,
      ),
      attributes: { ...legalComplete().attributes!, BODY: 6, EMP: 8 },
    };
    expect(checkCharacter(build)).toEqual([]);
    const numbers = characterNumbers(build)!;
    expect(numbers.body).toBe(12);
    expect(numbers.derived).toEqual(deriveStats(build.attributes, frame));
    expect(numbers.derived).toMatchObject({ deathSave: 12, carryCapacity: 120 });
    expect(numbers.derived.humanity).toBe(numbers.humanity.current);
    expect(numbers.humanity.emp).toBe(Math.floor(numbers.humanity.current / 10));
    expect(numbers.humanity.baseEmp).toBe(8);
    expect(numbers.humanity.max).toBe(80 - 2 - 4);
    expect(numbers.cash).toBe(2550 - numbers.spent);
  });
});
