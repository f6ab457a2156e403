import { FASHION_STYLE_KEYS, ROLE_IDS } from '@edgeforge/rules/ids';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { LIFEPATH_TABLES, ROLL_TABLES } from '@edgeforge/rules/tables';
import type { RollTable } from '@edgeforge/rules/types';
import { describe, expect, it } from 'vitest';
import { UNTOLD_FIELDS } from '../../test/support/bio-answers.ts';
import { PHRASE_BOOK } from './phrase-book.ts';
import * as character from './phrases/character.ts';
import * as drive from './phrases/drive.ts';
import * as look from './phrases/look.ts';
import * as origins from './phrases/origins.ts';
import * as people from './phrases/people.ts';
import * as orderRoles from './phrases/roles-order.ts';
import * as shared from './phrases/roles-shared.ts';
import * as streetRoles from './phrases/roles-street.ts';
import * as tradeRoles from './phrases/roles-trade.ts';

/** Every table a biography tells: the roll tables, the relation tables and each role's lifepath questions. */
const TOLD_TABLES: RollTable[] = [
  ...Object.entries(ROLL_TABLES)
    .filter(([field]) => !UNTOLD_FIELDS.has(field))
    .map(([, table]) => table),
  ...Object.values(LIFEPATH_TABLES),
  ...ROLE_IDS.flatMap((role) => ROLE_LIFEPATHS[role].map((question) => question.table)),
];

/** Every string of the phrase data, found by walking the modules' exports. */
function templates(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return templates((value as (group: string) => unknown)('the pack'), path);
  if (Array.isArray(value)) return value.flatMap((item, i) => templates(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'topic' ? [] : templates(item, `${path}.${key}`),
    );
  }
  return [];
}

const MODULES = { character, drive, look, origins, people, orderRoles, shared, streetRoles, tradeRoles };
const ALL = Object.entries(MODULES).flatMap(([name, module]) => templates(module, name));
const TOKENS = new Set([
  'S',
  'Sobj',
  'he',
  'him',
  'his',
  'himself',
  'hers',
  'name',
  'full',
  'role',
  'a role',
  'x',
]);
// Origins templates also hold the region, family, childhood and crisis they join.
const ORIGIN_SLOTS = new Set(['R', 'O', 'C', 'F']);

describe('phrase book', () => {
  it.each(TOLD_TABLES.map((table) => [table.id, table] as const))(
    '%s has frames and at least three wordings for every row, keyed by roll',
    (id, table) => {
      const phrases = PHRASE_BOOK[id];
      expect(phrases, `no phrases for ${id}`).toBeDefined();
      expect(phrases!.frames.length).toBeGreaterThanOrEqual(3);
      const rolls = table.entries.map((entry) => String(entry.roll));
      for (const side of [phrases!.rows, ...(phrases!.mirror ? [phrases!.mirror] : [])]) {
        expect(Object.keys(side).sort()).toEqual([...rolls].sort());
        for (const roll of rolls) expect(side[roll]!.length, `${id} row ${roll}`).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('has at least three wordings for every fashion style, keyed by the style', () => {
    const phrases = PHRASE_BOOK.fashionStyle!;
    expect(Object.keys(phrases.rows).sort()).toEqual([...FASHION_STYLE_KEYS].sort());
    for (const key of FASHION_STYLE_KEYS) expect(phrases.rows[key]!.length).toBeGreaterThanOrEqual(3);
  });

  it('writes every template with known marks only: no semicolons, balanced alternatives, known tokens', () => {
    expect(ALL.length).toBeGreaterThan(1_500);
    for (const [path, text] of ALL) {
      expect(text, path).not.toMatch(/;/);
      expect(text.replace(/\[[^[\]{}]*(\{[^}]*\}[^[\]{}]*)*\]/g, ''), path).not.toMatch(/[[\]|]/);
      for (const [, token] of text.matchAll(/\{([^}]*)\}/g)) {
        const known = TOKENS.has(token!) || (path.startsWith('origins') && ORIGIN_SLOTS.has(token!));
        expect(known, `${path}: {${token}}`).toBe(true);
      }
    }
  });

  it('keeps frames that take a row phrase holding exactly one slot for it', () => {
    const frames = ALL.filter(([path]) =>
      /\.frames\[|SECOND_GOAL|MORE_|(?<!BIRTH)_FRAMES|groupGunningFrames/.test(path),
    );
    expect(frames.length).toBeGreaterThan(150);
    for (const [path, text] of frames) expect(text.match(/\{x\}/g), path).toHaveLength(1);
  });
});
