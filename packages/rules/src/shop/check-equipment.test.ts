import { describe, expect, it } from 'vitest';
import { installFixed } from '../cyberware/install.ts';
import { packageCyberware } from '../cyberware/package-installs.ts';
import { checkEquipment, type EquipmentInput } from './check-equipment.ts';

const STREETRAT_TECH: EquipmentInput = {
  method: 'streetrat',
  roleId: 'tech',
  emp: 7,
  body: 6,
  gearChoices: {},
  purchases: [],
  cyberware: packageCyberware('tech'),
};

const COMPLETE: EquipmentInput = {
  method: 'complete',
  roleId: 'solo',
  emp: 6,
  body: 6,
  gearChoices: {},
  purchases: [],
  cyberware: [],
};

const codes = (input: EquipmentInput) => checkEquipment(input).findings.map((f) => `${f.code} ${f.path}`);

describe('checkEquipment', () => {
  it('gives a Streetrat Tech with EMP 7 58 current / 64 maximum Humanity, EMP shown 5, and 500eb', () => {
    const result = checkEquipment(STREETRAT_TECH);
    expect(result.findings).toEqual([]);
    expect(result.humanity).toEqual({ current: 58, max: 64, emp: 5, baseEmp: 7 });
    expect(result).toMatchObject({ cashLeft: 500, fashionLeft: 0, body: 6 });
    expect(result.inventory).toContainEqual({ id: 'weapon:shotgun', quantity: 1 });
    expect(result.inventory).toContainEqual({ id: 'fashion:genericChic-top', quantity: 10 });
  });

  it('spends the Streetrat cash in the shop and installs the cyberware bought', () => {
    const input: EquipmentInput = {
      ...STREETRAT_TECH,
      purchases: [{ id: 'cyberware:teleoptics', quantity: 1 }],
      cyberware: [...STREETRAT_TECH.cyberware, installFixed('cyberware:teleoptics', 'shop-1', 'package-1')],
    };
    const result = checkEquipment(input);
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({ cashLeft: 0, humanity: { current: 55, max: 62, emp: 5 } });
    expect(result.inventory).toContainEqual({ id: 'cyberware:teleoptics', quantity: 1 });
  });

  it('follows the gear choices and refuses invalid ones', () => {
    const wolvers = {
      ...STREETRAT_TECH,
      roleId: 'nomad' as const,
      gearChoices: { 'nomad-cyberware': 'wolvers' },
    };
    expect(codes({ ...wolvers, cyberware: packageCyberware('nomad', wolvers.gearChoices) })).toEqual([]);
    expect(codes({ ...wolvers, cyberware: packageCyberware('nomad') })).toEqual([
      'CYBERWARE_INSTALL_MISMATCH cyberware',
      'CYBERWARE_INSTALL_MISMATCH cyberware.1',
    ]);
    expect(codes({ ...STREETRAT_TECH, gearChoices: { 'tech-weapon': 'bazooka' } })).toEqual([
      'GEAR_CHOICE_INVALID gearChoices.tech-weapon',
    ]);
  });

  it('refuses cyberware installed but not bought, and bought but not installed', () => {
    const extra = [...STREETRAT_TECH.cyberware, installFixed('cyberware:teleoptics', 'x', 'package-1')];
    expect(checkEquipment({ ...STREETRAT_TECH, cyberware: extra }).findings).toEqual([
      {
        code: 'CYBERWARE_INSTALL_MISMATCH',
        path: 'cyberware.4',
        step: 'shop',
        message: 'TeleOptics is installed 1 times but only 0 came with the package or were bought.',
      },
    ]);
    const unpaid = { ...COMPLETE, purchases: [{ id: 'cyberware:neural-link' as const, quantity: 1 }] };
    expect(codes(unpaid)).toEqual(['CYBERWARE_INSTALL_MISMATCH cyberware']);
    expect(codes({ ...STREETRAT_TECH, cyberware: [] })).toHaveLength(4);
  });

  it('gives the Complete Package no package: 2,550eb and 800eb for the shop', () => {
    const result = checkEquipment({
      ...COMPLETE,
      purchases: [
        { id: 'cyberware:grafted-muscle-and-bone-lace', quantity: 1 },
        { id: 'fashion:leisurewear-jacket', quantity: 1 },
      ],
      cyberware: [installFixed('cyberware:grafted-muscle-and-bone-lace', 'g')],
    });
    expect(result.findings).toEqual([]);
    expect(result).toMatchObject({
      cashLeft: 1550,
      fashionLeft: 700,
      body: 8,
      humanity: { current: 46, max: 58 },
    });
    expect(result.inventory).toEqual([
      { id: 'cyberware:grafted-muscle-and-bone-lace', quantity: 1 },
      { id: 'fashion:leisurewear-jacket', quantity: 1 },
    ]);
    expect(codes({ ...COMPLETE, gearChoices: { 'solo-melee': 'shield' } })).toEqual([
      'GEAR_CHOICE_INVALID gearChoices.solo-melee',
    ]);
  });

  it('brings every rule together: budget, fashion money, foundations and Humanity', () => {
    const result = checkEquipment({
      ...COMPLETE,
      emp: 2,
      purchases: [
        { id: 'weapon:rocket-launcher', quantity: 2 },
        { id: 'weapon:heavy-pistol', quantity: 1 },
        { id: 'cyberware:teleoptics', quantity: 1 },
        { id: 'cyberware:cybersnake', quantity: 1 },
        { id: 'cyberware:neural-link', quantity: 1 },
      ],
      cyberware: [
        installFixed('cyberware:teleoptics', 't'),
        installFixed('cyberware:cybersnake', 's'),
        installFixed('cyberware:neural-link', 'n'),
      ],
    });
    expect(result.findings.map((f) => `${f.code} ${f.path}`)).toEqual([
      'FASHION_BUDGET_MISUSE purchases',
      'FOUNDATION_MISSING cyberware.0.foundationId',
      'HUMANITY_DEPLETED cyberware.2',
    ]);
  });
});
