import { FOUNDRY_DEFAULT_ACTOR_IMG } from '../target.ts';

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The portrait a file carries inline: a PNG data URL's base64, which the save then checks like any
 * upload. Anything else is named in `notMapped`: an image of another type, or one the file only points
 * at (a URL or a path on the Foundry server), which the import never fetches. Foundry's default
 * silhouette is no portrait.
 */
export function portraitOf(img: string | null | undefined, notMapped: string[]): string | null {
  if (!img || img === FOUNDRY_DEFAULT_ACTOR_IMG) return null;
  const inline = PNG_DATA_URL.exec(img);
  if (inline?.[1]) return inline[1];
  if (img.startsWith('data:')) {
    notMapped.push(`Portrait: an inline ${img.slice(5, img.indexOf(';'))} image; only a PNG comes in.`);
  } else {
    notMapped.push(
      `Portrait: the file points at ${img.slice(0, 200)}, which is not fetched; upload it with Edit.`,
    );
  }
  return null;
}
