import { describe, expect, it } from 'vitest';
import { minimalExec } from '../../test/support/actors.ts';
import { found, removeAt, setAt, toJson } from '../../test/support/json.ts';
import { validateFoundryActor } from '../validate.ts';

describe('the document around the character', () => {
  it('claims a v12 core no newer than 12.331 and the Cyberpunk RED system', () => {
    const actor = toJson(minimalExec());
    for (const accepted of ['12.331', '12.300']) {
      setAt(actor, ['_stats', 'coreVersion'], accepted);
      expect(validateFoundryActor(actor)).toEqual([]);
    }
    for (const refused of ['13.345', '12.343', '11.315', 'v12']) {
      setAt(actor, ['_stats', 'coreVersion'], refused);
      expect(found(validateFoundryActor(actor))).toEqual(['bad-version _stats.coreVersion']);
    }
    setAt(actor, ['_stats'], { coreVersion: '12.331', systemId: 'dnd5e', systemVersion: '4.0.0' });
    expect(found(validateFoundryActor(actor))).toEqual(['bad-version _stats.systemId']);
    removeAt(actor, ['_stats']);
    expect(found(validateFoundryActor(actor))).toEqual(['missing-field _stats']);
  });

  it('takes only pictures Foundry accepts, and with a PUBLIC_URL only ours', () => {
    const actor = toJson(minimalExec());
    setAt(actor, ['img'], 'http://localhost:3000/api/characters/1/portrait');
    expect(found(validateFoundryActor(actor))).toEqual(['bad-image-path img']);
    setAt(actor, ['img'], 'https://cdn.example.com/portraits/1.png?v=2');
    expect(validateFoundryActor(actor)).toEqual([]);
    expect(found(validateFoundryActor(actor, { publicUrl: 'http://localhost:3000' }))).toEqual([
      'bad-image-path img',
    ]);
    setAt(actor, ['img'], 'icons/svg/mystery-man.svg');
    setAt(actor, ['items', 0, 'img'], 'systems/cyberpunk-red-core/icons/role');
    expect(found(validateFoundryActor(actor, { publicUrl: 'http://localhost:3000' }))).toEqual([
      'bad-image-path items[0].img',
    ]);
  });

  it('reports fields Foundry would drop, naming the known look-alikes', () => {
    const actor = toJson(minimalExec());
    setAt(actor, ['ownerEmail'], 'mina@example.com');
    setAt(actor, ['system', 'lifestyle'], { fashion: { description: '<p>Sharp.</p>' } });
    const issues = validateFoundryActor(actor);
    expect(found(issues)).toEqual([
      'unknown-field system.lifestyle.fashion.description',
      'unknown-field ownerEmail',
    ]);
    expect(issues[0]?.message).toContain('spells this field "desription"');
  });

  it('checks the ids of active effects with the rest', () => {
    const actor = toJson(minimalExec());
    const effect = (_id: string) => ({
      _id,
      name: 'Boost',
      changes: [{ key: 'bonuses.initiative', mode: 2, value: '2' }],
    });
    setAt(actor, ['effects'], [effect('EffBoost00000001')]);
    setAt(actor, ['items', 0, 'effects'], [effect('EffBoost00000001'), effect('EffBoost0000002')]);
    expect(found(validateFoundryActor(actor))).toEqual([
      'bad-id items[0].effects[1]._id',
      'duplicate-id items[0].effects[0]._id',
    ]);
  });
});
