import type { FullCharacter } from '@edgeforge/contracts/api';

/**
 * The export format's version: 2 since the rules check (decision 014: Humanity counts cyberware, the
 * family crisis answer is gone, the rules fields are new). docs/character-export.md describes both.
 */
export const CHARACTER_EXPORT_VERSION = 2;

/** The envelope of an exported character; docs/character-export.md describes every field. */
export type CharacterExport = {
  format: 'edgeforge.character';
  version: typeof CHARACTER_EXPORT_VERSION;
  exportedAt: string;
  character: FullCharacter;
};

/** Wraps a saved character in the documented export envelope. */
export function buildCharacterExport(character: FullCharacter, now: Date = new Date()): CharacterExport {
  return {
    format: 'edgeforge.character',
    version: CHARACTER_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    character,
  };
}

/** A safe file name such as `vesna-kade-1a2b3c4d.edgeforge.json`. */
export function exportFileName(character: Pick<FullCharacter, 'id' | 'name_first' | 'name_last'>): string {
  const slug = `${character.name_first}-${character.name_last}`
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'character'}-${character.id.slice(0, 8)}.edgeforge.json`;
}

/** Downloads the character as a JSON file through a temporary object URL. */
export function downloadCharacterExport(character: FullCharacter): void {
  const blob = new Blob([`${JSON.stringify(buildCharacterExport(character), null, 2)}\n`], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(character);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
