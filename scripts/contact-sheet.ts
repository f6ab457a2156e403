/**
 * Renders a grid of offline portraits (several roles, both genders, several styles) into one PNG,
 * to judge the portrait engine by eye. Usage: node --import tsx scripts/contact-sheet.ts [out.png] (default: the system temp folder)
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import {
  PORTRAIT_SIZE,
  renderPortraitPng,
  svgDocument,
  svgToPng,
} from '@edgeforge/generation/portrait/render-portrait';
import { FASHION_STYLE_KEYS, ROLE_IDS } from '@edgeforge/rules/ids';
import { ROLL_TABLES } from '@edgeforge/rules/tables';

const REGIONS = [
  'East Asian',
  'Sub-Saharan African',
  'Western European',
  'South Asian',
  'Middle Eastern/North African',
  'Oceania/Pacific Islander',
  'South/Central American',
  'Eastern European',
  'North American',
  'South East Asian',
];
/** The answers of a roll table, in its order. */
const answers = (field: 'hairstyle' | 'affectation' | 'clothingStyle') =>
  ROLL_TABLES[field].entries.map((entry) => entry.value);
const HAIR = answers('hairstyle');
const AFFECTATIONS = answers('affectation');
const CLOTHING = answers('clothingStyle');

/** The characters of the sheet: every role twice (both genders), cycling through the tables. */
export function contactSheetDrafts(): Draft[] {
  return ROLE_IDS.flatMap((role, r) =>
    (['female', 'male'] as const).map((gender, g) => {
      const i = r * 2 + g;
      return buildDraft({
        gender,
        selectedRole: role,
        culturalRegion: REGIONS[i % REGIONS.length]!,
        hairstyle: HAIR[(i * 3) % HAIR.length]!,
        affectation: AFFECTATIONS[(i * 7) % AFFECTATIONS.length]!,
        clothingStyle: CLOTHING[(i * 3 + 1) % CLOTHING.length]!,
        fashionStyle: FASHION_STYLE_KEYS[i % FASHION_STYLE_KEYS.length]!,
      });
    }),
  );
}

/** Renders the sheet: `columns` portraits per row, each shown at `cell` pixels. */
export function renderContactSheet(drafts: Draft[], columns = 5, cell = 256): Buffer {
  const rows = Math.ceil(drafts.length / columns);
  const images = drafts.map((draft, i) => {
    const png = renderPortraitPng(draft, 7).toString('base64');
    const x = (i % columns) * cell;
    const y = Math.floor(i / columns) * cell;
    return `<image x="${x}" y="${y}" width="${cell}" height="${cell}" href="data:image/png;base64,${png}"/>`;
  });
  return svgToPng(svgDocument(columns * cell, rows * cell, images.join('')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = resolve(process.argv[2] ?? join(tmpdir(), 'edgeforge-contact-sheet.png'));
  writeFileSync(out, renderContactSheet(contactSheetDrafts()));
  console.log(`wrote ${out} (${PORTRAIT_SIZE}px portraits)`);
}
