import { describe, expect, it } from 'vitest';
import { netrunner } from '../../test/support/actors.ts';
import { found, setAt, toJson } from '../../test/support/json.ts';
import { validateFoundryActor } from '../validate.ts';

const DERIVED = ['system', 'derivedStats'];

describe('stored derived values', () => {
  it('must be the HP the STATs give, with the wound state the HP left gives', () => {
    const actor = toJson(netrunner());
    setAt(actor, [...DERIVED, 'hp'], { value: 36, max: 36 });
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual(['derived-mismatch system.derivedStats.hp.max']);
    expect(issues[0]?.message).toContain('is 36, expected 35');
    setAt(actor, [...DERIVED, 'hp'], { value: 30, max: 35 });
    expect(found(validateFoundryActor(actor))).toEqual([
      'derived-mismatch system.derivedStats.currentWoundState',
    ]);
    setAt(actor, [...DERIVED, 'currentWoundState'], 'lightlyWounded');
    expect(validateFoundryActor(actor)).toEqual([]);
    setAt(actor, [...DERIVED, 'hp'], { value: 36, max: 35 });
    expect(found(validateFoundryActor(actor))).toContain('derived-mismatch system.derivedStats.hp.value');
  });

  it("must use Foundry's walk and run: our Run is its walk, its run is MOVE x 4", () => {
    const actor = toJson(netrunner());
    setAt(actor, [...DERIVED, 'run', 'value'], 12);
    expect(found(validateFoundryActor(actor))).toEqual(['derived-mismatch system.derivedStats.run.value']);
  });

  it('must keep the death save at 0, not BODY', () => {
    const actor = toJson(netrunner());
    setAt(actor, [...DERIVED, 'deathSave', 'value'], 6);
    expect(found(validateFoundryActor(actor))).toEqual([
      'derived-mismatch system.derivedStats.deathSave.value',
    ]);
  });

  it('must show EMP as the tens of current Humanity, and Humanity within its maximum', () => {
    const actor = toJson(netrunner());
    setAt(actor, ['system', 'stats', 'emp', 'value'], 5);
    expect(found(validateFoundryActor(actor))).toEqual(['derived-mismatch system.stats.emp.value']);
    setAt(actor, [...DERIVED, 'humanity', 'value'], 50);
    expect(found(validateFoundryActor(actor))).toEqual([
      'derived-mismatch system.derivedStats.humanity.value',
    ]);
  });

  it('must write Seriously Wounded and LUCK left within the pool', () => {
    const actor = toJson(netrunner());
    setAt(actor, [...DERIVED, 'seriouslyWounded'], 17);
    setAt(actor, ['system', 'stats', 'luck', 'value'], 8);
    expect(found(validateFoundryActor(actor))).toEqual([
      'derived-mismatch system.derivedStats.seriouslyWounded',
      'derived-mismatch system.stats.luck.value',
    ]);
    setAt(actor, [...DERIVED, 'seriouslyWounded'], 18);
    setAt(actor, ['system', 'stats', 'luck', 'value'], 0);
    expect(validateFoundryActor(actor)).toEqual([]);
  });

  it('must count one base Death Save penalty per injury that raises it', () => {
    const actor = toJson(netrunner());
    setAt(actor, [...DERIVED, 'deathSave', 'basePenalty'], 1);
    expect(found(validateFoundryActor(actor))).toEqual([
      'derived-mismatch system.derivedStats.deathSave.basePenalty',
    ]);
  });
});
