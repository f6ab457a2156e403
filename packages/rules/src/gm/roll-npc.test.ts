import { describe, expect, it } from 'vitest';
import { skillPointsSpent, statPointsSpent } from '../check/budgets.ts';
import { createRng } from '../dice.ts';
import { ATTRIBUTE_KEYS } from '../ids.ts';
import { checkNpc, npcArmorSp, npcHp } from './npc.ts';
import { NPC_TIER_RULES, NPC_TIERS } from './npc-tiers.ts';
import { rollNpc } from './roll-npc.ts';

// The tier table of decision 060, written out again so a change to the data fails here.
const TABLE = {
  mook: { stats: 45, highest: 6, skills: 40, sp: 7, weapons: 1, cyberware: 0, weight: 1 },
  lieutenant: { stats: 55, highest: 7, skills: 60, sp: 11, weapons: 2, cyberware: 1, weight: 2 },
  miniBoss: { stats: 65, highest: 8, skills: 80, sp: 12, weapons: 2, cyberware: 2, weight: 3 },
  boss: { stats: 75, highest: 8, skills: 100, sp: 13, weapons: 3, cyberware: 3, weight: 4 },
} as const;

describe('rollNpc', () => {
  // A thousand rolls and their checks per tier: seconds alone, several times that on a loaded machine.
  it.each(NPC_TIERS)(
    'gives every one of 1,000 seeded %s rolls the tier table and no finding',
    (tier) => {
      const row = TABLE[tier];
      expect(NPC_TIER_RULES[tier].weight).toBe(row.weight);
      for (let seed = 1; seed <= 1000; seed++) {
        const npc = rollNpc(createRng(seed), tier);
        const values = ATTRIBUTE_KEYS.map((key) => npc.attributes[key]);
        const got = {
          stats: statPointsSpent(npc),
          highest: Math.max(...values) <= row.highest && Math.min(...values) >= 2,
          skills: skillPointsSpent(npc.skills, npc.nativeLanguage),
          sp: npcArmorSp(npc),
          weapons: new Set(npc.weapons).size,
          cyberware: npc.cyberware.length,
          findings: checkNpc(npc, { budgets: true }),
        };
        expect(got, `seed ${seed}`).toEqual({
          stats: row.stats,
          highest: true,
          skills: row.skills,
          sp: { body: row.sp, head: row.sp },
          weapons: row.weapons,
          cyberware: row.cyberware,
          findings: [],
        });
      }
    },
    60_000,
  );

  it('rolls the same NPC from the same seed and keeps a role it is given', () => {
    expect(rollNpc(createRng(7), 'boss', { role: 'solo' })).toEqual(
      rollNpc(createRng(7), 'boss', { role: 'solo' }),
    );
    expect(rollNpc(createRng(7), 'mook', { role: 'nomad' }).role).toBe('nomad');
  });

  it('gives an NPC its HP by the formula: 10 + 5 x ceil((BODY + WILL) / 2)', () => {
    const npc = rollNpc(createRng(3), 'mook');
    const { BODY, WILL } = npc.attributes;
    expect(npcHp(npc)).toBe(10 + 5 * Math.ceil((BODY + WILL) / 2));
  });
});

describe('checkNpc', () => {
  const npc = rollNpc(createRng(11), 'lieutenant');

  it('holds a rolled NPC to its tier totals and a hand-built one only to the ranges', () => {
    const raised = {
      ...npc,
      attributes: { ...npc.attributes, INT: npc.attributes.INT === 7 ? 6 : npc.attributes.INT + 1 },
    };
    const codes = (budgets: boolean) => checkNpc(raised, { budgets }).map((item) => item.code);
    expect(codes(true)).toContainEqual(expect.stringMatching(/^STAT_POINTS_(OVER|UNSPENT)$/));
    expect(codes(false)).toEqual([]);
  });

  it('finds a STAT above the tier, an unknown skill, armour worn in the wrong place and a non-weapon', () => {
    const broken = {
      ...npc,
      attributes: { ...npc.attributes, REF: 9 },
      skills: [...npc.skills, { name: 'Juggling', ranks: 2 }],
      armor: { body: 'armor:kevlar-head', head: null },
      weapons: ['gear:agent'],
    };
    const codes = checkNpc(broken, { budgets: false }).map((item) => `${item.code} ${item.path}`);
    expect(codes).toEqual(
      expect.arrayContaining([
        'STAT_OUT_OF_RANGE attributes.REF',
        `SKILL_UNKNOWN skills.${npc.skills.length}.name`,
        'ITEM_UNKNOWN armor.body',
        'ITEM_UNKNOWN weapons.0',
      ]),
    );
  });
});
