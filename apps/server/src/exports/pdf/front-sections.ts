import type { SkillGroup, SkillLine } from '@edgeforge/rules/skill-groups';
import type { SheetData } from './sheet-data.ts';
import {
  type Block,
  BODY,
  HEADING_HEIGHT,
  LABEL,
  MUTED,
  type SheetWriter,
  STRONG,
  type TextStyle,
} from './sheet-writer.ts';
import { INK, SIZE } from './theme.ts';

const PORTRAIT = 104;

function portraitBox(w: SheetWriter, portrait: Buffer | null): void {
  const { doc, left: x, y } = w;
  doc.rect(x, y, PORTRAIT, PORTRAIT).fill(INK.panel);
  let drawn = false;
  if (portrait) {
    try {
      doc.image(portrait, x, y, { fit: [PORTRAIT, PORTRAIT], align: 'center', valign: 'center' });
      drawn = true;
    } catch {
      // A picture PDFKit cannot read leaves the empty frame, never a broken sheet.
    }
  }
  if (!drawn) w.text('No portrait', x, y + PORTRAIT / 2 - 5, PORTRAIT, MUTED, 'center');
  doc.rect(x, y, PORTRAIT, PORTRAIT).lineWidth(1).strokeColor(INK.cyan).stroke();
}

/** The top of the first page: portrait, name, role and method, identity facts, short bio, house rules. */
export function drawHeader(w: SheetWriter, data: SheetData, portrait: Buffer | null): void {
  const top = w.y;
  portraitBox(w, portrait);
  const x = w.left + PORTRAIT + 14;
  const width = w.width - PORTRAIT - 14;
  let y = top;
  y += w.text(data.name, x, y, width, { font: 'display', size: SIZE.name, color: INK.text }) + 2;
  y += w.text(data.roleLine, x, y, width, { font: 'strong', size: SIZE.roleLine, color: INK.magenta }) + 4;
  const column = (width - 12) / 2;
  for (let i = 0; i < data.facts.length; i += 2) {
    const pair = data.facts.slice(i, i + 2);
    const heights = pair.map(([label, value], index) => {
      const cx = x + index * (column + 12);
      const labelHeight = w.text(label, cx, y, column, LABEL);
      return labelHeight + w.text(value, cx, y + labelHeight, column, BODY);
    });
    y += Math.max(...heights) + 2;
  }
  if (data.shortBio) y += w.text(data.shortBio, x, y + 2, width, { ...BODY, color: INK.muted }) + 2;
  w.y = Math.max(top + PORTRAIT, y) + 10;
  if (data.houseRules) drawHouseRules(w, data.houseRules);
}

/** The House rules badge, with each way the character departs from the rules. */
function drawHouseRules(w: SheetWriter, deviations: readonly string[]): void {
  const pad = 6;
  const inner = w.width - 2 * pad;
  const lines = deviations.length > 0 ? deviations.map((d) => `- ${d}`) : ['Built under house rules.'];
  const textStyle: TextStyle = { ...BODY, size: SIZE.small, color: INK.warnText };
  const height = 14 + lines.reduce((sum, line) => sum + w.measure(line, textStyle, inner), 0) + 2 * pad;
  w.ensure(height);
  const { doc } = w;
  doc.rect(w.left, w.y, w.width, height).fill(INK.warnPanel);
  doc.rect(w.left, w.y, w.width, height).lineWidth(1).strokeColor(INK.warnLine).stroke();
  let y = w.y + pad;
  doc.font('display').fontSize(SIZE.statLabel).fillColor(INK.warnText);
  doc.text('HOUSE RULES', w.left + pad, y, { lineBreak: false });
  y += 14;
  for (const line of lines) y += w.text(line, w.left + pad, y, inner, textStyle);
  w.y += height + 10;
}

/** The ten STATs as boxes in the game's order. */
export function drawStats(w: SheetWriter, data: SheetData): void {
  w.heading('STATs', 44);
  const gap = 4;
  const box = (w.width - gap * (data.stats.length - 1)) / data.stats.length;
  const height = 38;
  data.stats.forEach(({ key, value }, index) => {
    const x = w.left + index * (box + gap);
    w.doc.rect(x, w.y, box, height).fill(INK.panel);
    w.doc.rect(x, w.y, box, height).lineWidth(0.6).strokeColor(INK.line).stroke();
    w.text(key, x, w.y + 4, box, { font: 'display', size: SIZE.statLabel, color: INK.muted }, 'center');
    w.text(value, x, w.y + 15, box, { font: 'mono', size: SIZE.statValue, color: INK.text }, 'center');
  });
  w.y += height + 10;
}

/** Derived stats, as the server computed them when the character was saved. */
const derivedBlock = (data: SheetData): Block => ({
  height: (w) => HEADING_HEIGHT + w.factsHeight(data.derived, 3) + 6,
  draw: (w) => {
    w.heading('Derived stats', 0);
    w.facts(data.derived, 3);
    w.gap(6);
  },
});

/** The role ability: name and rank, what it does, what this rank gives, how it is set up. */
function roleAbilityBlock(data: SheetData): Block {
  const ability = data.roleAbility;
  const blocks: [string, TextStyle][] = [
    [ability.title, STRONG],
    [ability.description, BODY],
    ...(ability.rank
      ? [[`At this rank: ${ability.rank}`, { ...BODY, color: INK.muted }] as [string, TextStyle]]
      : []),
    ...(ability.setup
      ? [[`Set-up: ${ability.setup}`, { ...BODY, color: INK.muted }] as [string, TextStyle]]
      : []),
  ].filter(([text]) => text !== '') as [string, TextStyle][];
  return {
    height: (w) =>
      HEADING_HEIGHT +
      blocks.reduce((sum, [text, style]) => sum + w.measure(text, style, w.width) + 2, 0) +
      6,
    draw: (w) => {
      w.heading('Role ability', 0);
      for (const [text, style] of blocks) w.gap(w.text(text, w.left, w.y, w.width, style) + 2);
      w.gap(6);
    },
  };
}

/** Derived stats beside the role ability. */
export function drawDerivedAndRoleAbility(w: SheetWriter, data: SheetData): void {
  w.sideBySide([
    { share: 0.46, block: derivedBlock(data) },
    { share: 0.54, block: roleAbilityBlock(data) },
  ]);
}

const SKILL_COLUMNS = 3;
const SKILL_GUTTER = 10;

/** A line of the skill columns: a group's title, or one skill. */
type SkillEntry = { readonly group: string } | { readonly skill: SkillLine };

function skillCells(row: SkillLine): string[] {
  return [row.name, row.stat ?? '-', String(row.rank), row.base === null ? '-' : String(row.base)];
}

/** The entries split in even columns, a group's title never left alone at the foot of one. */
function skillColumns(groups: readonly SkillGroup[]): SkillEntry[][] {
  const entries: SkillEntry[] = groups.flatMap((group) => [
    { group: group.title },
    ...group.skills.map((skill) => ({ skill })),
  ]);
  const perColumn = Math.ceil(entries.length / SKILL_COLUMNS);
  const columns = Array.from({ length: SKILL_COLUMNS }, (_, i) =>
    entries.slice(i * perColumn, (i + 1) * perColumn),
  );
  columns.forEach((column, i) => {
    const last = column.at(-1);
    const next = columns[i + 1];
    if (last && 'group' in last && next) next.unshift(column.pop() as SkillEntry);
  });
  return columns;
}

/**
 * Every skill with its STAT, rank and base, in three columns under the book's group titles; untrained
 * skills in a lighter ink.
 */
export function drawSkills(w: SheetWriter, data: SheetData): void {
  const columnWidth = (w.width - SKILL_GUTTER * (SKILL_COLUMNS - 1)) / SKILL_COLUMNS;
  const widths = [columnWidth - 66, 22, 22, 22];
  const columns = skillColumns(data.skills);
  const style = (row: SkillLine): TextStyle =>
    row.rank > 0 ? { ...BODY, size: 8 } : { ...BODY, size: 8, color: INK.faint };
  const header = SIZE.small + 4;
  const heightOf = (entry: SkillEntry) =>
    'group' in entry ? header : w.measure(entry.skill.name, style(entry.skill), (widths[0] ?? 0) - 4) + 1.5;
  const tallest = Math.max(...columns.map((rows) => rows.reduce((sum, row) => sum + heightOf(row), header)));
  // The heading goes with the columns: a page break never leaves it alone at the foot of a page.
  w.ensure(HEADING_HEIGHT + tallest);
  w.heading('Skills (rank + STAT = base)', 0);
  const top = w.y;
  columns.forEach((rows, c) => {
    const x = w.left + c * (columnWidth + SKILL_GUTTER);
    let y = top;
    ['Skill', 'STAT', 'Rank', 'Base'].forEach((title, i) => {
      const cx = x + widths.slice(0, i).reduce((a, b) => a + b, 0);
      w.text(title.toUpperCase(), cx + 2, y, (widths[i] ?? 0) - 4, LABEL, i === 0 ? 'left' : 'center');
    });
    y += header;
    let shade = false;
    for (const entry of rows) {
      const height = heightOf(entry);
      if ('group' in entry) {
        w.text(entry.group.toUpperCase(), x + 2, y + 1, columnWidth - 4, { ...LABEL, color: INK.cyan });
        shade = false;
      } else {
        const row = entry.skill;
        if (shade) w.doc.rect(x, y - 1, columnWidth, height).fill(INK.panel);
        shade = !shade;
        skillCells(row).forEach((cell, i) => {
          const cx = x + widths.slice(0, i).reduce((a, b) => a + b, 0);
          const cellStyle = i === 3 && row.rank > 0 ? { ...style(row), font: 'strong' as const } : style(row);
          w.text(cell, cx + 2, y, (widths[i] ?? 0) - 4, cellStyle, i === 0 ? 'left' : 'center');
        });
      }
      y += height;
    }
  });
  w.y = top + tallest + 10;
}
