import type { Logger } from '../../lib/logger.ts';
import { portraitKeyOfUrl } from '../../storage/portrait-keys.ts';
import type { PortraitStorage } from '../../storage/portrait-storage.ts';

/** What an export reads beside the database. */
export interface ExportDeps {
  readonly storage: PortraitStorage;
  readonly log: Pick<Logger, 'warn'>;
}

/**
 * The stored portrait of an exported character, or null when it has none or it cannot be read: a
 * portrait that fails is left out of the file rather than failing the download.
 */
export async function readExportPortrait(
  deps: ExportDeps,
  portraitUrl: string | null,
): Promise<Buffer | null> {
  const key = portraitUrl ? portraitKeyOfUrl(portraitUrl) : null;
  if (!key) return null;
  return deps.storage.get(key).catch((error: unknown) => {
    deps.log.warn({ err: error, key }, 'Could not read the portrait of an exported character');
    return null;
  });
}
