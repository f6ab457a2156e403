import type { SheetData } from './sheet-data.ts';
import type { PlaySheet } from './sheet-play.ts';
import {
  type Block,
  BODY,
  type Column,
  HEADING_HEIGHT,
  MUTED,
  type SheetWriter,
  STRONG,
  type TextStyle,
} from './sheet-writer.ts';
import { INK } from './theme.ts';

const AFTER = 8;

/** Columns sized as shares of the frame's width. */
function columns(w: SheetWriter, specs: ColumnSpecs): Column[] {
  return specs.map(([title, share, align]) => ({ title, width: w.width * share, align: align ?? 'left' }));
}

/** Column titles, each with its share of the frame's width and its alignment (left unless named). */
type ColumnSpecs = readonly [string, number, Column['align']?][];

/** A titled table, or a line saying there is nothing, then an optional closing line. */
function tableBlock(
  title: string,
  specs: ColumnSpecs,
  rows: readonly (readonly string[])[],
  empty: string,
  closing?: { text: string; style: TextStyle },
): Block {
  const body = (w: SheetWriter) =>
    rows.length === 0 ? w.measure(empty, MUTED, w.width) + 4 : w.tableHeight(columns(w, specs), rows);
  const tail = (w: SheetWriter) => (closing ? w.measure(closing.text, closing.style, w.width) + 4 : 0);
  return {
    height: (w) => HEADING_HEIGHT + body(w) + tail(w) + AFTER,
    draw: (w) => {
      w.heading(title, 0);
      if (rows.length === 0) w.gap(w.text(empty, w.left, w.y, w.width, MUTED) + 4);
      else w.table(columns(w, specs), rows);
      if (closing) w.gap(w.text(closing.text, w.left, w.y + 2, w.width, closing.style) + 4);
      w.gap(AFTER);
    },
  };
}

/** Weapons beside armor, then cyberware with Humanity beside gear and cash. */
export function drawEquipment(w: SheetWriter, data: SheetData): void {
  const weapons = tableBlock(
    'Weapons',
    [
      ['Weapon', 0.3],
      ['Skill', 0.2],
      ['DMG', 0.11, 'center'],
      ['ROF', 0.09, 'center'],
      ['Hands', 0.11, 'center'],
      ['Mag', 0.1, 'center'],
      ['Qty', 0.09, 'center'],
    ],
    data.weapons.map((row) => [
      row.name,
      row.skill,
      row.damage,
      row.rof,
      row.hands,
      row.magazine,
      String(row.quantity),
    ]),
    'No weapons.',
  );
  const armor = tableBlock(
    'Armor',
    [
      ['Armor', 0.58],
      ['SP', 0.24, 'center'],
      ['Penalty', 0.18, 'center'],
    ],
    data.armor,
    'No armor.',
  );
  w.sideBySide([
    { share: 0.6, block: weapons },
    { share: 0.4, block: armor },
  ]);
  const cyberware = tableBlock(
    'Cyberware and Humanity',
    [
      ['Cyberware', 0.42],
      ['Installed', 0.4],
      ['HL', 0.18, 'center'],
    ],
    data.cyberware.map((row) => [row.name, row.place, row.humanityLoss]),
    'No cyberware.',
    { text: data.humanity, style: STRONG },
  );
  const pairs: string[][] = [];
  for (let i = 0; i < data.gear.length; i += 2) {
    const [a, b] = [data.gear[i], data.gear[i + 1]];
    pairs.push([a?.[0] ?? '', a?.[1] ?? '', b?.[0] ?? '', b?.[1] ?? '']);
  }
  const gear = tableBlock(
    'Gear',
    [
      ['Item', 0.33],
      ['Qty', 0.17, 'center'],
      ['Item', 0.33],
      ['Qty', 0.17, 'center'],
    ],
    pairs,
    'No gear.',
    { text: `Cash: ${data.cash}`, style: { ...STRONG, color: INK.magenta } },
  );
  w.sideBySide([
    { share: 0.44, block: cyberware },
    { share: 0.56, block: gear },
  ]);
}

/** The play block's two tables: rounds per weapon and spare, and the critical injuries. */
const AMMO_COLUMNS: ColumnSpecs = [
  ['Weapon or spare', 0.5],
  ['Rounds', 0.5],
];
const INJURY_COLUMNS: ColumnSpecs = [
  ['Injury', 0.5],
  ['Where', 0.2, 'center'],
  ['State', 0.3, 'center'],
];

/** "At the table": the play state's numbers, then the ammunition beside the critical injuries. */
export function drawPlay(w: SheetWriter, play: PlaySheet): void {
  w.heading('At the table');
  w.facts(play.facts, 3);
  w.gap(AFTER);
  const ammo = tableBlock('Ammunition', AMMO_COLUMNS, play.ammo, 'No ammunition.');
  const injuries = tableBlock('Critical injuries', INJURY_COLUMNS, play.injuries, 'No critical injuries.');
  w.sideBySide([
    { share: 0.55, block: ammo },
    { share: 0.45, block: injuries },
  ]);
}

/** The career's balances, Lifestyle and Housing (sheet-career.ts). */
export function drawCareer(w: SheetWriter, facts: readonly [string, string][]): void {
  w.heading('Career');
  w.facts(facts, 3);
  w.gap(AFTER);
}

/** The lifepath answers, relationships and the role's own lifepath. */
export function drawLifepath(w: SheetWriter, data: SheetData): void {
  w.heading('Lifepath');
  if (data.lifepath.length > 0) w.facts(data.lifepath, 3);
  if (data.relationships.length > 0) {
    w.gap(2);
    w.table(
      columns(w, [
        ['Relationship', 0.18],
        ['', 0.82],
      ]),
      data.relationships,
    );
  } else w.gap(w.text('No friends, enemies or lost loves.', w.left, w.y, w.width, MUTED) + 4);
  w.gap(AFTER);
  if (data.roleLifepath.length > 0) {
    w.heading('Role lifepath');
    w.facts(data.roleLifepath, 3);
    w.gap(AFTER);
  }
}

/** The biography, over as many pages as it takes. */
export function drawBiography(w: SheetWriter, data: SheetData): void {
  w.heading('Biography');
  if (data.bio?.trim()) w.flow(data.bio, BODY);
  else w.gap(w.text('No bio available', w.left, w.y, w.width, MUTED) + 4);
}
