import { describe, expect, it } from 'vitest';
import { characterNumbers } from './check/character-numbers.ts';
import { checkCharacter } from './check/check-character.ts';
import { packageCyberware } from './cyberware/package-installs.ts';
import { createRng } from './dice.ts';
import { ATTRIBUTE_KEYS, CHARACTER_TYPES, ROLE_IDS } from './ids.ts';
import { visibleQuestions } from './role-lifepath.ts';
import { rollCharacter } from './roll-character.ts';
import { rollColumnStats, rollPointStats, rollTemplateStats } from './roll-stats.ts';
import { checkPurchases } from './shop/budget.ts';
import { findEntry, LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from './tables.ts';
import { STAT_TEMPLATES } from './templates.ts';

describe("'Roll everything'", () => {
  it('rolls a thousand seeded characters that all pass the rules check, across every role and method', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 1000; seed++) {
      const character = rollCharacter(createRng(seed));
      expect(checkCharacter(character), `seed ${seed}`).toEqual([]);
      kinds.add(`${character.characterType} ${character.selectedRole}`);
    }
    expect(kinds.size).toBe(CHARACTER_TYPES.length * ROLE_IDS.length);
    // A thousand characters with their checks: about 2 s alone, several times that beside the other
    // projects on a busy 2-core machine. The limit only ends a hang; nothing here is timed.
  }, 30_000);

  it('keeps the role and method it is given', () => {
    for (const method of CHARACTER_TYPES) {
      for (const role of ROLE_IDS) {
        const character = rollCharacter(createRng(7), { role, method });
        expect([character.characterType, character.selectedRole]).toEqual([method, role]);
        expect(checkCharacter(character)).toEqual([]);
      }
    }
  });

  it('answers every table with one of its rows, the Rockerboy type only for a Rockerboy', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const character = rollCharacter(createRng(seed));
      for (const field of Object.keys(ROLL_TABLES) as RollTableField[]) {
        if (field === 'rockerBoyType' && character.selectedRole !== 'rockerboy') {
          expect(character.rockerBoyType).toBeNull();
        } else {
          expect(findEntry(ROLL_TABLES[field], character[field]), field).toBeDefined();
        }
      }
      for (const friend of character.friends)
        expect(findEntry(LIFEPATH_TABLES.friendRelationship, friend.relationship)).toBeDefined();
      for (const love of character.loveAffairs)
        expect(findEntry(LIFEPATH_TABLES.loveAffair, love.event)).toBeDefined();
      for (const enemy of character.enemies) {
        expect(findEntry(LIFEPATH_TABLES.enemyAction, enemy.action)).toBeDefined();
        expect(['you', 'them']).toContain(enemy.wronged);
      }
    }
  });

  it('answers exactly the role lifepath questions its answers show', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const { selectedRole, roleLifepath } = rollCharacter(createRng(seed));
      const shown = visibleQuestions(selectedRole, roleLifepath);
      expect(Object.keys(roleLifepath).sort()).toEqual(shown.map((q) => q.id).sort());
      for (const question of shown)
        expect(findEntry(question.table, roleLifepath[question.id])).toBeDefined();
    }
  });

  it('rolls 0 to 3 friends, enemies and love affairs with ids unique in their list', () => {
    const sizes = new Set<number>();
    for (let seed = 1; seed <= 200; seed++) {
      const character = rollCharacter(createRng(seed));
      for (const list of [character.friends, character.enemies, character.loveAffairs]) {
        sizes.add(list.length);
        expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
      }
    }
    expect([...sizes].sort()).toEqual([0, 1, 2, 3]);
  });

  it('gives the same character for the same seed, and others for other seeds', () => {
    expect(rollCharacter(createRng(99))).toEqual(rollCharacter(createRng(99)));
    expect(rollCharacter(createRng(99))).not.toEqual(rollCharacter(createRng(100)));
  });

  it("rolls the package's gear choices and installs its cyberware; the Complete Package rolls a basket", () => {
    const choices = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const character = rollCharacter(createRng(seed), { role: 'solo', method: 'streetrat' });
      choices.add(JSON.stringify(character.gearChoices));
      expect(character.cyberware).toEqual(packageCyberware('solo', character.gearChoices));
    }
    expect(choices.size).toBeGreaterThan(1);
    const complete = rollCharacter(createRng(3), { method: 'complete' });
    expect(complete.gearChoices).toEqual({});
    expect(complete.purchases.length).toBeGreaterThan(0);
    const bought = complete.purchases.filter((line) => line.id.startsWith('cyberware:'));
    expect(complete.cyberware.length).toBe(bought.reduce((sum, line) => sum + line.quantity, 0));
    expect(characterNumbers(complete)?.cash).toBe(checkPurchases('complete', complete.purchases).cashLeft);
  });

  it('keeps house rules it is given', () => {
    const character = rollCharacter(createRng(4), {
      method: 'edgerunner',
      houseRules: { enabled: false, statRerolls: true },
    });
    expect(character.houseRules).toEqual({ enabled: false, statRerolls: true });
    expect(checkCharacter(character)).toEqual([]);
  });
});

describe('STATs by method', () => {
  it('copies one whole template row for a Streetrat', () => {
    const { templateRow, attributes } = rollTemplateStats(createRng(1), 'media');
    expect(attributes).toEqual(STAT_TEMPLATES.media[templateRow - 1]);
  });

  it('reads each Edgerunner STAT from the row of its own roll, and mixes rows', () => {
    let mixed = false;
    for (let seed = 1; seed <= 20; seed++) {
      const { statRolls, attributes } = rollColumnStats(createRng(seed), 'tech');
      for (const key of ATTRIBUTE_KEYS) {
        expect(attributes[key]).toBe(STAT_TEMPLATES.tech[statRolls[key]![0]! - 1]![key]);
      }
      mixed ||= new Set(ATTRIBUTE_KEYS.map((key) => statRolls[key]![0])).size > 1;
    }
    expect(mixed).toBe(true);
  });

  it('spreads exactly 62 Complete Package points, each STAT 2 to 8', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const stats = rollPointStats(createRng(seed));
      expect(ATTRIBUTE_KEYS.reduce((sum, key) => sum + stats[key], 0)).toBe(62);
      for (const key of ATTRIBUTE_KEYS) expect(stats[key]).toBeGreaterThanOrEqual(2);
      for (const key of ATTRIBUTE_KEYS) expect(stats[key]).toBeLessThanOrEqual(8);
    }
  });
});
