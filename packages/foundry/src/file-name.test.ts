import { describe, expect, it } from 'vitest';
import { foundryExportFileName, foundryNameSlug } from './file-name.ts';
import { foundryActorImage } from './image.ts';

describe('the export file name', () => {
  it('is fvtt-Actor-<name-slug>.json with a lower-case ASCII slug', () => {
    expect(foundryExportFileName('Johnny Silverhand')).toBe('fvtt-Actor-johnny-silverhand.json');
    expect(foundryNameSlug('  Zoë "Razor" Ng  ')).toBe('zoe-razor-ng');
    expect(foundryNameSlug('V. 2077/Night City')).toBe('v-2077-night-city');
  });

  it('falls back to "character" when nothing usable is left', () => {
    expect(foundryNameSlug('')).toBe('character');
    expect(foundryNameSlug('李小龍')).toBe('character');
  });

  it('cuts long names at a word boundary', () => {
    const slug = foundryNameSlug('Alexandria Konstantinova-Vandermeer the Third of the Badlands Nomad Clans');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('alexandria-konstantinova-vandermeer-the-third-of-the');
    expect(foundryNameSlug('x'.repeat(80))).toBe('x'.repeat(60));
  });
});

describe('foundryActorImage', () => {
  it('makes a stored portrait an absolute URL under PUBLIC_URL', () => {
    expect(foundryActorImage('/storage/character-portraits/portraits/a.png', 'https://edge.example/')).toBe(
      'https://edge.example/storage/character-portraits/portraits/a.png',
    );
  });

  it("keeps an absolute URL and gives Foundry's default picture when there is none", () => {
    expect(foundryActorImage('https://cdn.example/p.png', 'https://edge.example')).toBe(
      'https://cdn.example/p.png',
    );
    expect(foundryActorImage(null, 'https://edge.example')).toBe('icons/svg/mystery-man.svg');
  });
});
