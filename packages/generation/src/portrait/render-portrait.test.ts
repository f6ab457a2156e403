import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { ROLE_IDS } from '@edgeforge/rules/ids';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE } from '../png.ts';
import { figureSvg } from './figure.ts';
import { resolveLook } from './look.ts';
import { PORTRAIT_SIZE, portraitSvg, renderPortraitPng } from './render-portrait.ts';

describe('offline portrait', () => {
  it('is a PNG of PORTRAIT_SIZE x PORTRAIT_SIZE', () => {
    const png = renderPortraitPng(buildDraft(), 1);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PORTRAIT_SIZE, PORTRAIT_SIZE]);
    expect(PORTRAIT_SIZE).toBe(512);
  });

  it('gives the same image for the same character and seed, another for a new seed', () => {
    const draft = buildDraft();
    const first = renderPortraitPng(draft, 11);
    expect(renderPortraitPng(draft, 11).equals(first)).toBe(true);
    expect(renderPortraitPng(draft, 12).equals(first)).toBe(false);
  });

  it('draws different characters differently for the same seed', () => {
    const kaori = renderPortraitPng(buildDraft(), 3);
    const other = renderPortraitPng(
      buildDraft({ firstName: 'Amara', lastName: 'Okafor', culturalRegion: 'Sub-Saharan African' }),
      3,
    );
    expect(other.equals(kaori)).toBe(false);
  });

  it('shows every hairstyle, clothing style, affectation and role as its own drawing', () => {
    const answers = (field: 'hairstyle' | 'clothingStyle' | 'affectation') =>
      ROLL_TABLES[field].entries.map((entry) => entry.value);
    const variants = {
      hairstyle: answers('hairstyle'),
      clothingStyle: answers('clothingStyle'),
      affectation: answers('affectation'),
      selectedRole: [...ROLE_IDS],
    };
    const keys = {
      hairstyle: 'hair',
      clothingStyle: 'clothing',
      affectation: 'affectation',
      selectedRole: 'role',
    } as const;
    for (const [field, values] of Object.entries(variants)) {
      const key = keys[field as keyof typeof keys];
      const kinds = values.map((value) => resolveLook(buildDraft({ [field]: value }), 5)[key]);
      expect(new Set(kinds).size, `${field} maps each answer to its own kind`).toBe(values.length);
      // Same face, same random stream: only the one choice changes, so an empty drawing would collide.
      // Affectations and roles also have a 'nothing' drawing, which every answer must differ from.
      const plain = key === 'affectation' ? ['none'] : key === 'role' ? [null] : [];
      const drawn = [...plain, ...kinds].map((kind) =>
        figureSvg({ ...resolveLook(buildDraft(), 5), [key]: kind }, 'f'),
      );
      expect(new Set(drawn).size, field).toBe(drawn.length);
    }
  });

  it('draws no text, since the renderer is given no fonts', () => {
    expect(portraitSvg(buildDraft(), 1)).not.toMatch(/<text|NaN|undefined/);
  });
});
